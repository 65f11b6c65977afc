import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts, orders } from '../../db/schema/checkout.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

// The confirmation e-mail is written in the booking's transaction: a booking never commits
// without it (a process stopping between two transactions would lose the golfer's confirmation),
// and an outbox that refuses it fails the booking, whose authorisation is voided.
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let times: TeeTime[];

beforeAll(async () => {
  server = await startTestServer({ env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  north = await api.facilityId('harbor-pines-north');
  times = (await api.teeTimes(date, north)).filter((teeTime) => teeTime.availableSlots === 4);
  // An outbox that refuses one recipient's messages.
  await server.app.db.execute(
    sql.raw(`
    create function refuse_test_mail() returns trigger language plpgsql as $$
    begin
      if new.recipient = 'refused@example.com' then raise exception 'outbox refused the message'; end if;
      return new;
    end $$`),
  );
  await server.app.db.execute(
    sql.raw(
      'create trigger refuse_test_mail before insert on mail_outbox for each row execute function refuse_test_mail()',
    ),
  );
});
afterAll(() => server.close());

async function checkout(teeTime: TeeTime, email: string) {
  const cartId = await api.newCart();
  await api.addTeeTime(cartId, north, teeTime.teetime, teeTime.rates[0]!.rateId, 2);
  const invoice = await api.invoice(cartId);
  const token = await api.cardToken(cartId, CARDS.approve);
  const paid = await api.pay(cartId, `durable-${email}`, {
    paymentToken: token,
    invoiceTotalAmount: invoice.body.dueNow.original.total as number,
    formData: guestForm({ email }),
  });
  return { cartId, paid };
}

describe('a booking and its confirmation e-mail', () => {
  it('are written together', async () => {
    const { cartId, paid } = await checkout(times[0]!, 'kept@example.com');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [order] = await server.app.db.select().from(orders).where(eq(orders.cartId, cartId));
    const mail = await server.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'kept@example.com'));
    expect(mail.map((message) => message.subject)).toEqual([expect.stringContaining(order!.orderNumber)]);
    expect(mail[0]!.text).toContain('/manage'); // a guest's manage link, signed in the transaction
  });

  it('fail together: an outbox that refuses the message leaves no booking, and the card is not charged', async () => {
    const { cartId, paid } = await checkout(times[1]!, 'refused@example.com');
    expect(paid.status).toBe(409);
    expect(paid.body.error.code).toBe('RESERVATION_FAILED');
    expect(await server.app.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
    const [attempt] = await server.app.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.cartId, cartId));
    expect(attempt!.state).toBe('voided');
    expect(await ledgerKinds(server.app.db, [attempt!.paymentId!])).toEqual(['authorization', 'void']);
    // The cart keeps its tee time, for the golfer to try again.
    const again = await api.invoice(cartId);
    expect(again.status).toBe(200);
    expect(again.body.dueNow.original.total).toBeGreaterThan(0);
  });
});
