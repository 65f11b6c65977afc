import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CARDS, checkoutClient, guestForm } from './checkout-test-helpers.ts';

// With SMTP_URL set, the confirmation is queued in the outbox with the payment's answer; the
// mail-delivery job sends it (features/mail). Here the SMTP server is down the whole time.
let down: TestServer;
beforeAll(async () => {
  down = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
});
afterAll(() => down.close());

describe('a payment while the SMTP server is down', () => {
  it('is answered, its confirmation queued for the mail-delivery job', async () => {
    const api = checkoutClient(down);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const north = await api.facilityId('harbor-pines-north');
    const teeTime = (await api.teeTimes(date, north)).find((entry: TeeTime) => entry.availableSlots === 4)!;
    const cartId = await api.newCart();
    await api.addTeeTime(cartId, north, teeTime.teetime, teeTime.rates[0]!.rateId, 2);
    const invoice = await api.invoice(cartId);
    const token = await api.cardToken(cartId, CARDS.approve);
    const paid = await api.pay(cartId, 'smtp-down-1', {
      paymentToken: token,
      invoiceTotalAmount: invoice.body.dueNow.original.total as number,
      formData: guestForm({ email: 'paid@example.com' }),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('completed');
    const [confirmation] = await down.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'paid@example.com'));
    expect(confirmation).toMatchObject({ status: 'queued', attempts: 0, template: 'booking-confirmation' });
  });
});
