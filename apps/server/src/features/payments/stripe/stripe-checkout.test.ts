import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, guestForm } from '../../checkout/checkout.testing.ts';
import { ledgerOf, startStripeTestBed, type StripeTestBed } from './stripe-test-support.ts';

// A guest's checkout through the API with PAYMENT_PROVIDER=stripe, against the stand-in: the card
// entry is a SetupIntent the Payment Element confirms, then the payment workflow authorises,
// books and captures at Stripe, as with the sandbox.

// Friday 2026-07-10, 08:00 in New York; Monday 2026-07-13 has Prime rates and no bookings.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let bed: StripeTestBed;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let times: TeeTime[];
let next = 0;

beforeAll(async () => {
  bed = await startStripeTestBed(() => NOW);
  api = checkoutClient(bed.server);
  north = await api.facilityId('harbor-pines-north');
  times = await api.teeTimes(DATE, north);
});
afterAll(() => bed.close());

const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;

async function cartWith(players: number) {
  const teeTime = times.filter(
    (candidate) => candidate.availableSlots === 4 && candidate.rates.some((rate) => rate.name === 'Prime'),
  )[next++]!;
  const cartId = await api.newCart();
  await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, players);
  const invoice = await api.invoice(cartId);
  return { cartId, dueNow: invoice.body.dueNow.original.total as number };
}

/** The cart's card entry, confirmed in the "browser" with a Stripe test PaymentMethod: the payment token. */
async function enterCard(cartId: string, testPaymentMethod: string): Promise<string> {
  const token = await api.post(`/api/shopping-cart/${cartId}/payment-token`, {
    originUrl: `${bed.server.baseUrl}/checkout`,
  });
  expect(token.status).toBe(200);
  expect(token.body.CheckoutUrl).toMatch(/^\/payment-element\?setup_intent=seti_\w+#client_secret=seti_/);
  expect(token.body.PaymentElement).toEqual({
    PublishableKey: bed.provider.settings.publishableKey,
    ClientSecret: expect.stringMatching(/^seti_\w+_secret_/),
  });
  await bed.browser.setupIntents.confirm(token.body.Token as string, { payment_method: testPaymentMethod });
  return token.body.Token as string;
}

describe('guest checkout on Stripe', () => {
  it('approved: completed, the PaymentIntent captured at Stripe for what is due now', async () => {
    const { cartId, dueNow } = await cartWith(2);
    const paymentToken = await enterCard(cartId, 'pm_card_visa');
    const answer = await api.pay(cartId, `stripe-approve-${cartId}`, {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'completed', paymentStatus: 'captured' });
    const paymentId = answer.body.paymentId as string;
    expect(bed.standIn.paymentIntents.get(paymentId)).toMatchObject({
      status: 'succeeded',
      amount_received: dueNow,
      capture_method: 'manual',
    });
    expect(await ledgerOf(bed.db(), paymentId)).toEqual([`authorization:${dueNow}`, `capture:${dueNow}`]);
  });

  it('declined: 402 with the spec text and the decline code, nothing captured', async () => {
    const { cartId, dueNow } = await cartWith(2);
    const paymentToken = await enterCard(cartId, 'pm_card_visa_chargeDeclinedInsufficientFunds');
    const answer = await api.pay(cartId, `stripe-decline-${cartId}`, {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'Please try again. Something went wrong and we were unable to authorize your payment',
      details: { declineCode: 'insufficient_funds' },
    });
  });

  it('3-D Secure: redirect_required to the issuer, then completed once the challenge is passed', async () => {
    const { cartId, dueNow } = await cartWith(2);
    const paymentToken = await enterCard(cartId, 'pm_card_authenticationRequired');
    const answer = await api.pay(cartId, `stripe-3ds-${cartId}`, {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    expect(answer.body).toMatchObject({ status: 'redirect_required', paymentStatus: 'redirect_required' });
    const { paymentId, redirectUrl } = answer.body as { paymentId: string; redirectUrl: string };
    expect(redirectUrl).toBe(`${bed.standIn.baseUrl}/3ds/authenticate/${paymentId}`);
    expect(bed.standIn.paymentIntents.get(paymentId)?.next_action).toMatchObject({
      redirect_to_url: { return_url: api.returnUrl },
    });
    bed.standIn.completeAuthentication(paymentId, true);
    const done = await api.post(`/api/shopping-cart/${cartId}/process-payment/finalize`, { paymentId });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', paymentStatus: 'captured' });
    expect(await ledgerOf(bed.db(), paymentId)).toEqual([`authorization:${dueNow}`, `capture:${dueNow}`]);
  });
});
