import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayLedger, gatewayPayments } from '../../db/schema/payments.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';
import { authorizationSweep } from './authorization-sweep.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

let server: TestServer;
let gateway: SandboxGateway;
let clock = new Date('2026-11-21T08:00:00Z');
const db = () => server.app.db;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  if (!(server.app.payments instanceof SandboxGateway)) throw new Error('expected the sandbox gateway');
  gateway = server.app.payments;
});
afterAll(() => server.close());

let keys = 0;
const key = () => `sweep-${++keys}-${Date.now()}`;

async function authorize(number = '4242424242424242') {
  const checkout = await gateway.createCardCheckout('sweep-test', 'http://127.0.0.1/account');
  const card = await gateway.tokenise(checkout.token, { ...TEST_CARD, number });
  return gateway.authorize({
    cardToken: card.token,
    amountCents: 4200,
    currency: 'USD',
    returnUrl: '/payment-authorization',
    idempotencyKey: key(),
  });
}

async function rowOf(paymentId: string) {
  const [row] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, paymentId));
  return row!;
}

async function ledgerOf(paymentId: string) {
  const rows = await db()
    .select()
    .from(gatewayLedger)
    .where(eq(gatewayLedger.paymentId, paymentId))
    .orderBy(gatewayLedger.id);
  return rows.map((row) => [row.kind, row.amountCents]);
}

const sweep = () => server.app.periodicJobs.runNow(authorizationSweep.name);

describe('the authorisation sweep', () => {
  it('expires lapsed authorisations nobody touched, with an expiry ledger entry, and leaves the rest alone', async () => {
    const lapsed = await authorize();
    const captured = await authorize();
    await gateway.capture({ paymentId: captured.paymentId, idempotencyKey: key() });
    clock = new Date(clock.getTime() + 6 * DAY);
    const recent = await authorize();
    clock = new Date(clock.getTime() + 1 * DAY + 1_000);

    expect(await sweep()).toEqual({ ran: true, changed: 1 });
    expect((await rowOf(lapsed.paymentId)).status).toBe('expired');
    expect(await ledgerOf(lapsed.paymentId)).toEqual([
      ['authorization', 4200],
      ['expiry', 4200],
    ]);
    expect((await rowOf(captured.paymentId)).status).toBe('captured');
    expect(await ledgerOf(captured.paymentId)).toEqual([
      ['authorization', 4200],
      ['capture', 4200],
    ]);
    expect((await rowOf(recent.paymentId)).status).toBe('authorized');
    await expect(gateway.capture({ paymentId: lapsed.paymentId, idempotencyKey: key() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    // A second pass finds nothing new and writes no second expiry.
    expect(await sweep()).toEqual({ ran: true, changed: 0 });
    expect(await ledgerOf(lapsed.paymentId)).toHaveLength(2);
  });

  it('settles staged payments whose delay has passed, and not those still waiting', async () => {
    const pending = await authorize('4000000000003220');
    await gateway.completeChallenge(pending.paymentId, true);
    expect((await rowOf(pending.paymentId)).status).toBe('staged');
    expect(await sweep()).toEqual({ ran: true, changed: 0 });
    expect((await rowOf(pending.paymentId)).status).toBe('staged');

    clock = new Date(clock.getTime() + 3_000);
    expect(await sweep()).toEqual({ ran: true, changed: 1 });
    expect(await rowOf(pending.paymentId)).toMatchObject({ status: 'authorized', settlesAt: null });
    expect(await ledgerOf(pending.paymentId)).toEqual([['authorization', 4200]]);
  });

  it('is registered with the app under its name', async () => {
    expect(() => server.app.periodicJobs.register(authorizationSweep)).toThrow(/twice/);
  });
});
