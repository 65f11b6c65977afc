import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts } from '../../db/schema/checkout.ts';
import { paymentShares, splitPayments } from '../../db/schema/invitations.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { gatewayLedger, gatewayPayments } from '../../db/schema/payments.ts';
import { latestMail } from '../../test/accounts-client.ts';
import { CARDS, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';
import { SPLIT_DEADLINE_JOB } from './split-deadline.job.ts';
import { expectStoredEntriesExact } from '../admin/admin.testing.ts';

// Split payment per player over HTTP on a real database. Now: 2026-07-10 08:00 in
// New York; the demo's shares fall due 24 hours before the tee time and are charged to the lead.
const START = new Date('2026-07-10T12:00:00Z');
let now = START;
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

/** A golfer books `players` with "each player pays their own share" and invites `friends`. */
async function splitBooking(date: string, players: number, friends: string[] = []) {
  const golfer = await api.newGolfer();
  const booked = await api.book(
    { ...golfer.options, email: golfer.email },
    'harbor-pines-north',
    date,
    players,
    '09:00',
    CARDS.approve,
    { splitPayment: true },
  );
  const path = `/api/reservation/${booked.reservationId}/friend-invitations`;
  if (friends.length > 0) {
    const sent = await api.post(
      path,
      { invitations: friends.map((name) => ({ name, email: `${name.toLowerCase()}-${date}@friends.test` })) },
      golfer.options,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  return { golfer, booked, path };
}

/** A friend's invitation links, accepted. */
async function acceptAs(name: string, date: string) {
  const mail = (await latestMail(db(), `${name.toLowerCase()}-${date}@friends.test`))!;
  const accept = mail.text
    .match(/https?:\/\/\S+/g)!
    .map((url) => new URL(url))
    .find((url) => url.searchParams.get('type') === 'accept')!;
  const inviteId = accept.searchParams.get('inviteId')!;
  const hash = accept.searchParams.get('hash')!;
  const answer = await api.call('PATCH', `/api/invitation/${inviteId}/accept/${hash}/`, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { inviteId, hash, base: `/api/invitation/${inviteId}/${hash}`, mail };
}

/** The friend enters a card in the hosted frame their invitation opens: its token. */
async function friendCard(base: string, number = CARDS.approve): Promise<string> {
  const answer = await api.post(`${base}/share/payment-token`, { originUrl: `${server.baseUrl}/invite` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const submitted = await fetch(`${server.baseUrl}${answer.body.CheckoutUrl as string}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...TEST_CARD, number }),
  });
  expect(submitted.status).toBe(201);
  return answer.body.Token as string;
}

const payShare = (base: string, token: string, key: string) =>
  api.post(`${base}/share`, { paymentToken: token }, { headers: { 'idempotency-key': key } });
const sharesOf = (reservationId: string) =>
  db().select().from(paymentShares).where(eq(paymentShares.reservationId, reservationId)).orderBy(paymentShares.slot);
const splitOf = async (reservationId: string) =>
  (await db().select().from(splitPayments).where(eq(splitPayments.reservationId, reservationId)))[0]!;
const ledger = async (paymentIds: string[]) =>
  (await db().select().from(gatewayLedger).where(inArray(gatewayLedger.paymentId, paymentIds)))
    .map((row) => `${row.kind}:${row.amountCents}`)
    .sort();
const payment = async (id: string) => (await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, id)))[0]!;

describe('split payment at checkout', () => {
  it('charges the lead their part now and authorises the partners’ shares on the same card', async () => {
    now = START;
    const { booked, golfer } = await splitBooking('2026-07-14', 3);
    const offer = booked.invoice.splitPayment;
    expect(offer.shares.map((share: { slot: number }) => share.slot)).toEqual([2, 3]);
    const sharesTotal = offer.shares.reduce(
      (sum: number, share: { amountCents: number }) => sum + share.amountCents,
      0,
    );
    expect(offer.leadCents + sharesTotal).toBe(booked.invoice.dueNow.original.total);
    expect(offer.deadline).toBe(new Date(new Date(`${booked.teetime}-04:00`).getTime() - 24 * 3_600_000).toISOString());
    expect(booked.order.paidNow).toBe(offer.leadCents);
    expect((await payment(booked.paymentId!)).capturedCents).toBe(offer.leadCents);
    // The lead's invoice says what they paid and what the other players' shares are.
    const detail = (await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options)).body;
    expect([detail.paidNow, detail.friendsShare]).toEqual([
      offer.leadCents,
      booked.invoice.dueNow.original.total - offer.leadCents,
    ]);

    const split = await splitOf(booked.reservationId);
    expect([split.unpaidShares, split.guaranteeCents]).toEqual(['charge-lead', sharesTotal]);
    expect(await ledger([split.guaranteePaymentId!])).toEqual([`authorization:${sharesTotal}`]);
    expect(
      (await sharesOf(booked.reservationId)).map((share) => [share.slot, share.amountCents, share.status]),
    ).toEqual(
      offer.shares.map((share: { slot: number; amountCents: number }) => [share.slot, share.amountCents, 'open']),
    );
  });

  it('offers no split to a guest or for two tee times at once, and refuses one asked for anyway without writing anything', async () => {
    now = START;
    const facilityId = await api.facilityId('harbor-pines-north');
    const [teeTime] = (await api.teeTimes('2026-07-15', facilityId)).filter((entry) => entry.availableSlots === 4);
    const cartId = await api.newCart();
    await api.addTeeTime(cartId, facilityId, teeTime!.teetime, teeTime!.rates[0]!.rateId, 2);
    const invoice = await api.invoice(cartId);
    expect(invoice.body.splitPayment).toBeNull();
    const token = await api.cardToken(cartId);
    const answer = await api.pay(cartId, 'guest-split', {
      paymentToken: token,
      invoiceTotalAmount: invoice.body.dueNow.original.total,
      splitPayment: true,
      formData: {
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@example.com',
        phone: '5550102030',
        teeTimePolicyAccepted: true,
      },
    });
    expect([answer.status, answer.body.error.code]).toEqual([422, 'SPLIT_PAYMENT_UNAVAILABLE']);
    expect(await db().select().from(checkoutAttempts).where(eq(checkoutAttempts.cartId, cartId))).toEqual([]);

    // A golfer's cart with two tee times: one at a time can be split.
    const golfer = await api.newGolfer();
    const [one, two] = (await api.teeTimes('2026-07-15', facilityId)).filter(
      (entry) => entry.availableSlots === 4 && entry.teetime > teeTime!.teetime,
    );
    const golferCart = await api.newCart(golfer.options);
    for (const entry of [one!, two!])
      await api.addTeeTime(golferCart, facilityId, entry.teetime, entry.rates[0]!.rateId, 2, golfer.options);
    expect((await api.invoice(golferCart, golfer.options)).body.splitPayment).toBeNull();
  });
});

describe('friends paying their share', () => {
  it('takes a friend’s share once: a replayed key answers the paid share, a concurrent second payment is refused', async () => {
    now = START;
    const date = '2026-07-16';
    const { booked, golfer, path } = await splitBooking(date, 3, ['Ann', 'Bob']);
    const ann = await acceptAs('Ann', date);
    const round = await api.get(`${ann.base}/`);
    expect(round.body.share).toMatchObject({
      slot: 2,
      status: 'open',
      currencyCode: 'USD',
      unpaidShares: 'charge-lead',
    });
    expect(ann.mail.text).toContain(
      `Ada split the payment: once you accept, your share of $${(round.body.share.amountCents / 100).toFixed(2)} is to be paid by`,
    );
    const tokens = [await friendCard(ann.base), await friendCard(ann.base)];
    const [first, second] = await Promise.all([
      payShare(ann.base, tokens[0]!, 'ann-1'),
      payShare(ann.base, tokens[1]!, 'ann-2'),
    ]);
    const answers = [first, second].map((answer) => answer.status).sort();
    expect(answers).toEqual([200, 409]);
    const paid = first.status === 200 ? first : second;
    expect(paid.body).toMatchObject({
      slot: 2,
      status: 'paid',
      paidBy: 'Ann',
      amountCents: round.body.share.amountCents,
    });
    const replay = await payShare(ann.base, tokens[paid === first ? 0 : 1]!, paid === first ? 'ann-1' : 'ann-2');
    expect([replay.status, replay.body.status]).toEqual([200, 'paid']);
    const [annShare] = await sharesOf(booked.reservationId);
    expect(await ledger([annShare!.paymentId!])).toEqual([
      `authorization:${annShare!.amountCents}`,
      `capture:${annShare!.amountCents}`,
    ]);

    const list = await api.get(path, golfer.options);
    expect(
      list.body.shares.map((share: { slot: number; status: string; paidBy: string | null }) => [
        share.slot,
        share.status,
        share.paidBy,
      ]),
    ).toEqual([
      [2, 'paid', 'Ann'],
      [3, 'open', null],
    ]);
    const annInvitation = list.body.invitations.find((invitation: { name: string }) => invitation.name === 'Ann');
    // The list says the friend paid, so the lead's page offers no "Cancel invitation".
    expect(annInvitation.shareStatus).toBe('paid');
    const revoke = await api.call('DELETE', `${path}/${annInvitation._id}`, undefined, golfer.options);
    expect([revoke.status, revoke.body.error.code]).toEqual([409, 'SHARE_PAID']);
  });

  it('refuses a share before the friend accepts, with a declined card (the share stays open), and after the deadline', async () => {
    now = START;
    const date = '2026-07-17';
    const { booked } = await splitBooking(date, 2, ['Cy']);
    const mail = (await latestMail(db(), `cy-${date}@friends.test`))!;
    const accept = new URL(mail.text.match(/https?:\/\/\S+/g)!.find((url) => url.includes('type=accept'))!);
    const pending = `/api/invitation/${accept.searchParams.get('inviteId')}/${accept.searchParams.get('hash')}`;
    const early = await api.post(`${pending}/share/payment-token`, { originUrl: `${server.baseUrl}/invite` });
    expect([early.status, early.body.error.code]).toEqual([409, 'SHARE_NOT_PAYABLE']);

    const cy = await acceptAs('Cy', date);
    const declined = await payShare(cy.base, await friendCard(cy.base, CARDS.decline), 'cy-declined');
    expect([declined.status, declined.body.error.code]).toEqual([402, 'PAYMENT_DECLINED']);
    expect((await sharesOf(booked.reservationId)).map((share) => share.status)).toEqual(['open']);
    const token = await friendCard(cy.base);
    now = new Date((await splitOf(booked.reservationId)).deadline.getTime() + 1_000);
    const late = await payShare(cy.base, token, 'cy-late');
    expect([late.status, late.body.error.code]).toEqual([409, 'SHARE_NOT_PAYABLE']);
  });

  it('voids the guarantee on the lead’s card once every share is paid', async () => {
    now = START;
    const date = '2026-07-18';
    const { booked } = await splitBooking(date, 2, ['Dee']);
    const dee = await acceptAs('Dee', date);
    expect((await payShare(dee.base, await friendCard(dee.base), 'dee-1')).status).toBe(200);
    const split = await splitOf(booked.reservationId);
    expect((await payment(split.guaranteePaymentId!)).status).toBe('voided');
    expect(split.guaranteeCents).toBe(0);
    now = new Date(split.deadline.getTime() + 1_000);
    await server.app.periodicJobs.runNow(SPLIT_DEADLINE_JOB);
    expect((await sharesOf(booked.reservationId)).map((share) => share.status)).toEqual(['paid']);
  });
});

describe('the deadline', () => {
  it('charges the lead for the unpaid shares exactly once with two processes, from the guarantee', async () => {
    now = START;
    const date = '2026-07-13'; // the deadline falls within the 7 days the guarantee lasts
    const { booked, golfer } = await splitBooking(date, 3, ['Eve']);
    const eve = await acceptAs('Eve', date);
    expect((await payShare(eve.base, await friendCard(eve.base), 'eve-1')).status).toBe(200);
    const split = await splitOf(booked.reservationId);
    now = new Date(split.deadline.getTime() + 1_000);
    const twin = await startTestServer({ db: db(), now: () => now });
    try {
      await Promise.all([
        server.app.periodicJobs.runNow(SPLIT_DEADLINE_JOB),
        twin.app.periodicJobs.runNow(SPLIT_DEADLINE_JOB),
        server.app.periodicJobs.runNow(SPLIT_DEADLINE_JOB),
      ]);
    } finally {
      await twin.close();
    }
    const shares = await sharesOf(booked.reservationId);
    expect(shares.map((share) => [share.slot, share.status])).toEqual([
      [2, 'paid'],
      [3, 'lead-charged'],
    ]);
    expect(shares[1]!.paymentId).toBe(split.guaranteePaymentId);
    expect(await ledger([split.guaranteePaymentId!])).toEqual([
      `authorization:${split.guaranteeCents}`,
      `capture:${shares[1]!.amountCents}`,
    ]);
    expect((await splitOf(booked.reservationId)).settledAt).not.toBeNull();
    // The lead is told, once, what went on their card.
    const told = (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, golfer.email))).filter(
      (mail) => mail.template === 'split-deadline',
    );
    expect(told.map((mail) => mail.text)).toEqual([
      expect.stringContaining(`1 share(s) of your round at Harbor Pines – North Course`),
    ]);
    expect(told[0]!.text).toContain(`so $${(shares[1]!.amountCents / 100).toFixed(2)} was charged to your card.`);
  });

  it('authorises the lead’s card again when the guarantee has lapsed (the processor keeps it 7 days)', async () => {
    now = START;
    const date = '2026-07-23';
    const { booked } = await splitBooking(date, 2);
    const split = await splitOf(booked.reservationId);
    now = new Date(split.deadline.getTime() + 1_000);
    expect(now.getTime() - START.getTime()).toBeGreaterThan(7 * 24 * 3_600_000);
    await server.app.periodicJobs.runNow(SPLIT_DEADLINE_JOB);
    const [share] = await sharesOf(booked.reservationId);
    expect(share!.status).toBe('lead-charged');
    expect(share!.paymentId).not.toBe(split.guaranteePaymentId);
    expect((await payment(share!.paymentId!)).capturedCents).toBe(share!.amountCents);
    expect((await payment(share!.paymentId!)).cardToken).toBe((await payment(booked.paymentId!)).cardToken);
  });

  it('gives unpaid slots back to search where the course releases them', async () => {
    now = START;
    await api.setSettings('demo', 'checkout', {
      splitPayment: { enabled: true, deadlineHours: 24, unpaidShares: 'release' },
    });
    try {
      const date = '2026-07-20';
      const { booked, golfer } = await splitBooking(date, 3);
      const split = await splitOf(booked.reservationId);
      expect([split.unpaidShares, split.guaranteePaymentId]).toEqual(['release', null]);
      const free = async () =>
        (await api.teeTimes(date, booked.facilityId)).find((entry) => entry.teetime === booked.teetime)
          ?.availableSlots ?? 0;
      expect(await free()).toBe(1);
      now = new Date(split.deadline.getTime() + 1_000);
      await server.app.periodicJobs.runNow(SPLIT_DEADLINE_JOB);
      expect((await sharesOf(booked.reservationId)).map((share) => share.status)).toEqual(['released', 'released']);
      expect(await free()).toBe(3);
      expect((await latestMail(db(), golfer.email))!.text).toContain('2 share(s) of your round');
      expect((await latestMail(db(), golfer.email))!.text).toContain('so those places were given back to the course.');
    } finally {
      await api.setSettings('demo', 'checkout', {
        splitPayment: { enabled: true, deadlineHours: 24, unpaidShares: 'charge-lead' },
      });
    }
  });

  it('refunds a cancelled friend’s share to the friend, drops the open share, and voids the guarantee', async () => {
    now = START;
    const date = '2026-07-21';
    const { booked, golfer } = await splitBooking(date, 3, ['Fay']);
    const fay = await acceptAs('Fay', date);
    expect((await payShare(fay.base, await friendCard(fay.base), 'fay-1')).status).toBe(200);
    const [fayShare] = await sharesOf(booked.reservationId);
    const cancelled = await api.put(
      `/api/reservations/${booked.reservationId}/cancel`,
      { reason: 'Rain' },
      golfer.options,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const shares = await sharesOf(booked.reservationId);
    expect(shares.map((share) => share.status)).toEqual(['cancelled', 'cancelled']);
    // Fay gets her green fee and its tax back (not her convenience fee); the lead's card only the lead's.
    expect(shares[0]!.refundedCents).toBeGreaterThan(0);
    expect(shares[0]!.refundedCents).toBeLessThan(fayShare!.amountCents);
    expect(await ledger([fayShare!.paymentId!])).toEqual(
      [
        `authorization:${fayShare!.amountCents}`,
        `capture:${fayShare!.amountCents}`,
        `refund:${shares[0]!.refundedCents}`,
      ].sort(),
    );
    expect(cancelled.body.refund.amountCents).toBe(shares[0]!.refundedCents);
    expect((await payment((await splitOf(booked.reservationId)).guaranteePaymentId!)).status).toBe('voided');
  });

  it('lets end-to-end tests bring one split’s deadline to now only where DEV_DEADLINES is on', async () => {
    now = START;
    const { booked } = await splitBooking('2026-07-22', 2);
    const path = `/dev/split-payments/${booked.reservationId}/deadline`;
    expect((await api.post(path, {})).status).toBe(404);
    const dev = await startTestServer({ db: db(), now: () => now, env: { DEV_DEADLINES: '1' } });
    try {
      const answer = await fetch(`${dev.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect([answer.status, await answer.json()]).toEqual([200, { settled: true }]);
    } finally {
      await dev.close();
    }
    expect((await sharesOf(booked.reservationId)).map((share) => share.status)).toEqual(['lead-charged']);
  });
});

describe("the end of day's stored entries", () => {
  it('state the money views of every share paid, charged to the lead and refunded above', async () => {
    await expectStoredEntriesExact(server, 'the split payments');
  });
});
