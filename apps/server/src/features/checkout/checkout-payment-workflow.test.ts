import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutAttempts } from '../../db/schema/checkout.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  compensationItems,
  PAYMENT_COMPENSATION_JOB,
  runCompensationsToTheEnd,
  stepOf,
} from '../payments/payments.testing.ts';
import { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

// A checkout is a payment operation. A booking that fails voids the authorisation; a
// void the processor refuses is no longer swallowed: it is recorded, retried by the
// payment-compensation job, and dead-lettered for the course's staff after its last try.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let times: TeeTime[];
const db = () => server.app.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  times = (await api.teeTimes(DATE, north)).filter((teeTime) => teeTime.availableSlots === 4);
  // The booking's work fails for one recipient: its confirmation e-mail is refused in the booking transaction.
  await db().execute(
    sql.raw(`
    create function refuse_workflow_mail() returns trigger language plpgsql as $$
    begin
      if new.recipient like 'booking-fails%' then raise exception 'outbox refused the message'; end if;
      return new;
    end $$`),
  );
  await db().execute(
    sql.raw(
      'create trigger refuse_workflow_mail before insert on mail_outbox for each row execute function refuse_workflow_mail()',
    ),
  );
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

async function failingCheckout(teeTime: TeeTime, email: string) {
  const cartId = await api.newCart();
  await api.addTeeTime(cartId, north, teeTime.teetime, teeTime.rates[0]!.rateId, 2);
  const invoice = await api.invoice(cartId);
  const token = await api.cardToken(cartId, CARDS.approve);
  const paid = await api.pay(cartId, `workflow-${email}`, {
    paymentToken: token,
    invoiceTotalAmount: invoice.body.dueNow.original.total as number,
    formData: guestForm({ email }),
  });
  expect(paid.status).toBe(409);
  expect(paid.body.error.code).toBe('RESERVATION_FAILED');
  const [attempt] = await db().select().from(checkoutAttempts).where(eq(checkoutAttempts.cartId, cartId));
  return attempt!;
}

describe('a checkout whose booking fails', () => {
  it("voids its authorisation as the operation's compensation, with the operation's key", async () => {
    const voidCall = server.app.payments.void.bind(server.app.payments);
    const keys: string[] = [];
    vi.spyOn(server.app.payments, 'void').mockImplementation(
      (input) => (keys.push(input.idempotencyKey), voidCall(input)),
    );
    const attempt = await failingCheckout(times[0]!, 'booking-fails-1@example.com');
    expect(attempt.state).toBe('voided');
    expect(keys).toEqual([`checkout:${attempt.id}:authorize.void`]);
    expect(await ledgerKinds(db(), [attempt.paymentId!])).toEqual(['authorization', 'void']);
    expect(await stepOf(db(), `checkout:${attempt.id}`, 'book')).toMatchObject({ action: 'work', state: 'failed' });
    expect(await stepOf(db(), `checkout:${attempt.id}`, 'authorize')).toMatchObject({
      state: 'done',
      paymentId: attempt.paymentId,
    });
    expect(await stepOf(db(), `checkout:${attempt.id}`, 'authorize.void')).toMatchObject({ state: 'done' });
  });

  it('ends with a dead, visible compensation when the void keeps failing, instead of swallowing it', async () => {
    const voids = vi.spyOn(server.app.payments, 'void').mockRejectedValue(new Error('processor unreachable'));
    const attempt = await failingCheckout(times[1]!, 'booking-fails-2@example.com');
    // The answer is the booking's failure; the void is the job's now.
    expect(attempt.state).toBe('abandoned');
    expect(await stepOf(db(), `checkout:${attempt.id}`, 'authorize.void')).toMatchObject({
      state: 'pending',
      error: 'processor unreachable',
    });

    await runCompensationsToTheEnd(server.app, NOW);
    expect(voids.mock.calls.every(([input]) => input.idempotencyKey === `checkout:${attempt.id}:authorize.void`)).toBe(
      true,
    );
    const [item] = await compensationItems(db(), `checkout:${attempt.id}:`);
    expect(item).toMatchObject({
      state: 'dead',
      lastError: 'processor unreachable',
      bookingEngineId: attempt.bookingEngineId,
    });
    expect(await server.app.jobs.deadLetters(attempt.bookingEngineId)).toContainEqual(
      expect.objectContaining({ id: item!.id, kind: PAYMENT_COMPENSATION_JOB }),
    );
    expect(await stepOf(db(), `checkout:${attempt.id}`, 'authorize.void')).toMatchObject({ state: 'dead' });
    expect(await ledgerKinds(db(), [attempt.paymentId!])).toEqual(['authorization']);
  });
});
