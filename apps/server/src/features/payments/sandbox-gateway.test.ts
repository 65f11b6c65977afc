import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayLedger } from '../../db/schema/payments.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

let server: TestServer;
let gateway: SandboxGateway;
let clock = new Date('2026-11-21T08:00:00Z');
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  if (!(server.app.payments instanceof SandboxGateway)) throw new Error('expected the sandbox gateway');
  gateway = server.app.payments;
});
afterAll(() => server.close());

let keys = 0;
const key = () => `key-${++keys}-${Date.now()}`;

async function cardToken(number: string): Promise<string> {
  const checkout = await gateway.createCardCheckout('gateway-test', 'http://127.0.0.1/account');
  return (await gateway.tokenise(checkout.token, { ...TEST_CARD, number, cvv: number.length === 15 ? '1234' : '123' }))
    .token;
}

async function ledgerOf(paymentId: string): Promise<string[]> {
  const rows = await db()
    .select()
    .from(gatewayLedger)
    .where(eq(gatewayLedger.paymentId, paymentId))
    .orderBy(gatewayLedger.id);
  return rows.map((row) => row.kind);
}

const authorize = (cardTokenValue: string, idempotencyKey = key(), amountCents = 5000) =>
  gateway.authorize({
    cardToken: cardTokenValue,
    amountCents,
    currency: 'USD',
    returnUrl: '/payment-authorization',
    idempotencyKey,
  });

describe('card fingerprint', () => {
  it('is the same for the same number in every vault entry, however typed, and differs between cards', async () => {
    const first = await gateway.cardFingerprint(await cardToken('4242424242424242'));
    const again = await gateway.cardFingerprint(await cardToken('4242 4242 4242 4242'));
    const other = await gateway.cardFingerprint(await cardToken('5555555555554444'));
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(await gateway.cardFingerprint('card_unknown')).toBeNull();
  });
});

describe('test cards', () => {
  it.each([
    ['4242424242424242', 'authorized', null],
    ['4000000000000002', 'declined', 'card_declined'],
    ['4000000000009995', 'declined', 'insufficient_funds'],
    ['4000000000000069', 'declined', 'expired_card'],
    ['4000000000003220', 'redirect_required', null],
  ])('%s → %s %s', async (number, status, declineCode) => {
    const result = await authorize(await cardToken(number));
    expect(result).toMatchObject({ status, declineCode, amountCents: 5000 });
    expect(result.redirectUrl).toBe(
      status === 'redirect_required' ? `/sandbox/gateway/challenge/${result.paymentId}` : null,
    );
  });

  it('never keeps the number or CVV, only brand, last four and expiry', async () => {
    await cardToken('4000000000009995');
    const rows = JSON.stringify((await db().execute(sql`select * from gateway_cards`)).rows);
    expect(rows).not.toContain('4000000000009995');
    expect(rows).toContain('"9995"');
  });
});

describe('hosted card entry', () => {
  // One statement claims the session and vaults the card: the claim must stay exclusive.
  it('vaults one card per session, however many submissions race, and none for an unknown or expired session', async () => {
    const checkout = await gateway.createCardCheckout('vault-once', 'http://127.0.0.1/account');
    const submissions = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        gateway.tokenise(checkout.token, { ...TEST_CARD, number: '4242424242424242', cvv: '123' }),
      ),
    );
    const vaulted = submissions.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(vaulted).toHaveLength(1);
    expect(vaulted[0]).toMatchObject({ brand: 'visa', lastFour: '4242' });
    for (const result of submissions)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'PAYMENT_TOKEN_INVALID' });
    const cards = (await db().execute(sql`select token from gateway_cards where reference = 'vault-once'`)).rows as {
      token: string;
    }[];
    expect(cards.map((card) => card.token)).toEqual([vaulted[0]!.token]);
    expect(await gateway.cardOfCheckout(checkout.token, 'vault-once')).toMatchObject({
      token: vaulted[0]!.token,
      lastFour: '4242',
    });

    await expect(
      gateway.tokenise('cs_unknown', { ...TEST_CARD, number: '4242424242424242', cvv: '123' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_TOKEN_INVALID' });
    const late = await gateway.createCardCheckout('vault-late', 'http://127.0.0.1/account');
    const before = clock;
    clock = new Date(clock.getTime() + 31 * 60_000);
    try {
      await expect(
        gateway.tokenise(late.token, { ...TEST_CARD, number: '4242424242424242', cvv: '123' }),
      ).rejects.toMatchObject({ code: 'PAYMENT_TOKEN_INVALID' });
    } finally {
      clock = before;
    }
    expect((await db().execute(sql`select 1 from gateway_cards where reference = 'vault-late'`)).rows).toHaveLength(0);
  });
});

describe('authentication challenge', () => {
  it('redirects to the challenge, returns to /payment-authorization, stays staged, then settles', async () => {
    const pending = await authorize(await cardToken('4000000000003220'));
    const page = await server.get(pending.redirectUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('$50.00');
    const answer = await fetch(`${server.baseUrl}${pending.redirectUrl!}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approve',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(location.pathname).toBe('/payment-authorization');
    expect(location.searchParams.get('paymentId')).toBe(pending.paymentId);
    expect((await gateway.status(pending.paymentId)).status).toBe('staged');
    clock = new Date(clock.getTime() + 3_000);
    expect((await gateway.status(pending.paymentId)).status).toBe('authorized');
    expect(await ledgerOf(pending.paymentId)).toEqual(['authorization']);
  });

  it('declines a failed challenge', async () => {
    const pending = await authorize(await cardToken('4000000000003220'));
    const { result } = await gateway.completeChallenge(pending.paymentId, false);
    expect(result).toMatchObject({ status: 'declined', declineCode: 'authentication_failed' });
  });
});

describe('capture, void, refund and expiry', () => {
  it('captures, refunds in parts and records each in the ledger', async () => {
    const payment = await authorize(await cardToken('4242424242424242'));
    expect(
      await gateway.capture({ paymentId: payment.paymentId, amountCents: 4000, idempotencyKey: key() }),
    ).toMatchObject({ status: 'captured', capturedCents: 4000 });
    expect(
      await gateway.refund({ paymentId: payment.paymentId, amountCents: 1000, idempotencyKey: key() }),
    ).toMatchObject({ status: 'partially_refunded' });
    expect(
      await gateway.refund({ paymentId: payment.paymentId, amountCents: 3000, idempotencyKey: key() }),
    ).toMatchObject({ status: 'refunded', refundedCents: 4000 });
    await expect(
      gateway.refund({ paymentId: payment.paymentId, amountCents: 1, idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await ledgerOf(payment.paymentId)).toEqual(['authorization', 'capture', 'refund', 'refund']);
  });

  it('voids an authorisation, which then cannot be captured', async () => {
    const payment = await authorize(await cardToken('4242424242424242'));
    expect(await gateway.void({ paymentId: payment.paymentId, idempotencyKey: key() })).toMatchObject({
      status: 'voided',
    });
    await expect(gateway.capture({ paymentId: payment.paymentId, idempotencyKey: key() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await ledgerOf(payment.paymentId)).toEqual(['authorization', 'void']);
  });

  it('lets an authorisation expire after 7 days', async () => {
    const payment = await authorize(await cardToken('4242424242424242'));
    clock = new Date(clock.getTime() + 7 * 24 * 3_600_000 + 1);
    expect((await gateway.status(payment.paymentId)).status).toBe('expired');
    await expect(gateway.capture({ paymentId: payment.paymentId, idempotencyKey: key() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('idempotency keys', () => {
  it('replays the first answer and refuses the same key with another body (422)', async () => {
    const token = await cardToken('4242424242424242');
    const idempotencyKey = key();
    const first = await authorize(token, idempotencyKey);
    expect(await authorize(token, idempotencyKey)).toEqual(first);
    await expect(authorize(token, idempotencyKey, 9999)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      status: 422,
    });
    expect(await ledgerOf(first.paymentId)).toEqual(['authorization']);
  });

  it('runs 5 concurrent identical authorisations once', async () => {
    const token = await cardToken('4242424242424242');
    const idempotencyKey = key();
    const results = await Promise.all(Array.from({ length: 5 }, () => authorize(token, idempotencyKey)));
    expect(new Set(results.map((result) => result.paymentId)).size).toBe(1);
    const [{ count }] = (await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(gatewayLedger)
      .where(
        and(
          eq(gatewayLedger.kind, 'authorization'),
          sql`${gatewayLedger.paymentId} in (select id from gateway_payments where card_token = ${token})`,
        ),
      )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('runs 5 concurrent identical captures once', async () => {
    const payment = await authorize(await cardToken('4242424242424242'));
    const idempotencyKey = key();
    await Promise.all(
      Array.from({ length: 5 }, () => gateway.capture({ paymentId: payment.paymentId, idempotencyKey })),
    );
    expect(await ledgerOf(payment.paymentId)).toEqual(['authorization', 'capture']);
  });
});
