import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../../test/accounts-client.ts';
import { ledgerKinds, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';
import {
  compensationItems,
  PAYMENT_COMPENSATION_JOB,
  runCompensationsToTheEnd,
  stepOf,
} from '../payments/payments.testing.ts';

// Pay-and-check-in is a payment operation. A capture that fails voids the
// authorisation, a check-in that cannot be recorded refunds the capture, and a void or refund the
// processor refuses is retried by the payment-compensation job and dead-lettered for staff after
// its last try, instead of being swallowed.
const BOOKING_DAY = new Date('2026-07-10T12:00:00Z');
let clock = BOOKING_DAY;
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;
const ALIAS = 'maple-ridge';
const MASTERCARD = '5555 5555 5555 4444';

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
  await api.setSettings(ALIAS, 'smartPlay', { checkIn: true, checkInWindow: 2 });
  // Recording the check-in fails for one card: its invoice row is refused after the capture.
  await db().execute(
    sql.raw(`
    create function refuse_check_in_invoice() returns trigger language plpgsql as $$
    begin
      if new.card_last_four = '4444' then raise exception 'check-in invoice refused'; end if;
      return new;
    end $$`),
  );
  await db().execute(
    sql.raw(
      'create trigger refuse_check_in_invoice before insert on check_in_invoices for each row execute function refuse_check_in_invoice()',
    ),
  );
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

async function bookAtCourse(players: number, from: string) {
  clock = BOOKING_DAY;
  const golfer = await api.newGolfer(ALIAS);
  const booked = await api.book({ ...golfer.options, email: golfer.email }, 'maple-ridge', '2026-07-11', players, from);
  clock = new Date(Date.parse(`${booked.teetime}:00-04:00`) - 60 * 60_000);
  return { golfer, booked };
}

async function checkInCard(reservationId: string, options: CallOptions, number: string): Promise<string> {
  const answer = await api.post(
    `/api/reservation/${reservationId}/checkin/card-token`,
    { originUrl: `${server.baseUrl}/reservation/history` },
    options,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const submitted = await fetch(`${server.baseUrl}${answer.body.CheckoutUrl as string}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...TEST_CARD, number }),
  });
  expect(submitted.status).toBe(201);
  return answer.body.Token as string;
}

const pay = (id: string, key: string, body: Record<string, unknown>, options: CallOptions) =>
  api.post(`/api/reservation/${id}/pay-and-checkin`, body, { ...options, headers: { 'idempotency-key': key } });
const engineOf = async (alias: string) =>
  ((await db().execute(sql`select id from booking_engines where alias = ${alias}`)).rows[0] as { id: number }).id;

describe('pay-and-check-in as a payment operation', () => {
  it('voids the authorisation when the capture fails, and a void that keeps failing ends dead and visible', async () => {
    const { golfer, booked } = await bookAtCourse(2, '10:40');
    const token = await checkInCard(booked.reservationId, golfer.options, '4242 4242 4242 4242');
    const authorizeCall = server.app.payments.authorize.bind(server.app.payments);
    let paymentId = '';
    vi.spyOn(server.app.payments, 'authorize').mockImplementation(async (input) => {
      const payment = await authorizeCall(input);
      paymentId = payment.paymentId;
      return payment;
    });
    vi.spyOn(server.app.payments, 'capture').mockRejectedValue(new Error('processor unreachable'));
    const voids = vi.spyOn(server.app.payments, 'void').mockRejectedValue(new Error('processor unreachable'));

    const answer = await pay(
      booked.reservationId,
      'capture-fails',
      { playerCount: 1, paymentToken: token },
      golfer.options,
    );
    expect(answer.status).toBe(502);
    expect(answer.body.error.code).toBe('CHECK_IN_INVOICE_FAILED');
    const engineId = await engineOf(ALIAS);
    const operationId = `checkin:${engineId}:capture-fails`;
    expect(voids).toHaveBeenCalledWith({ paymentId, idempotencyKey: `${operationId}:authorize.void` });
    expect(await stepOf(db(), operationId, 'authorize.void')).toMatchObject({
      state: 'pending',
      error: 'processor unreachable',
    });

    await runCompensationsToTheEnd(server.app, clock);
    const [item] = await compensationItems(db(), `${operationId}:`);
    expect(item).toMatchObject({ state: 'dead', bookingEngineId: engineId, lastError: 'processor unreachable' });
    expect(await server.app.jobs.deadLetters(engineId)).toContainEqual(
      expect.objectContaining({ id: item!.id, kind: PAYMENT_COMPENSATION_JOB }),
    );
    expect(await ledgerKinds(db(), [paymentId])).toEqual(['authorization']);

    // Back, and retried by staff: the authorisation is released.
    vi.restoreAllMocks();
    expect(await server.app.jobs.retry(engineId, item!.id)).toBe(true);
    await server.app.jobs.runDue({ kind: PAYMENT_COMPENSATION_JOB, now: new Date(clock.getTime() + 30 * 3_600_000) });
    expect(await ledgerKinds(db(), [paymentId])).toEqual(['authorization', 'void']);
  });

  it('refunds the capture when the check-in cannot be recorded, retrying a refund the processor failed', async () => {
    const { golfer, booked } = await bookAtCourse(2, '11:00');
    const token = await checkInCard(booked.reservationId, golfer.options, MASTERCARD);
    const refundCall = server.app.payments.refund.bind(server.app.payments);
    const refunds = vi
      .spyOn(server.app.payments, 'refund')
      .mockRejectedValueOnce(new Error('timeout'))
      .mockImplementation((input) => refundCall(input));

    const answer = await pay(
      booked.reservationId,
      'record-fails',
      { playerCount: 1, paymentToken: token },
      golfer.options,
    );
    expect(answer.status).toBe(502);
    expect(answer.body.error.code).toBe('CHECK_IN_INVOICE_FAILED');
    const operationId = `checkin:${await engineOf(ALIAS)}:record-fails`;
    const capture = await stepOf(db(), operationId, 'capture');
    expect(capture).toMatchObject({ state: 'done' });
    expect(await stepOf(db(), operationId, 'check-in')).toMatchObject({ state: 'failed' });
    expect(await stepOf(db(), operationId, 'capture.refund')).toMatchObject({ state: 'pending', error: 'timeout' });
    expect(await ledgerKinds(db(), [capture!.paymentId!])).toEqual(['authorization', 'capture']);

    await runCompensationsToTheEnd(server.app, clock, 1);
    expect(refunds).toHaveBeenCalledTimes(2);
    expect(await stepOf(db(), operationId, 'capture.refund')).toMatchObject({ state: 'done' });
    expect(await ledgerKinds(db(), [capture!.paymentId!])).toEqual(['authorization', 'capture', 'refund']);
  });
});
