import type { StoredFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, requestsTo, type Handler } from '../../../test/mock-api.ts';
import { CART_ID, ORDER_ID, checkoutResultFixture, orderFixture } from '../testing/checkout-fixtures.ts';
import { fillGuestDetails, renderCheckout, tokeniseCard } from '../testing/render-checkout.ts';

const PAY_PATH = `shopping-cart/${CART_ID}/process-payment`;
const CHECK_PATH = 'gift-certificates/check';
const CODE = 'ABCD-EFGH-JKMN-PQRS';
const INVALID_TEXT = 'This gift-certificate code is not valid here or has no balance left.';

/** A course that asks for a card only when there is something to charge. */
const CARD_WHEN_DUE: StoredFacilitySettings = { checkout: { requiredFields: { creditCard: false } } };

const balance = (cents: number): Handler => ({ body: { balance: cents, currencyCode: 'USD', facilityId: 1 } });

async function renderWithGift(
  check: Handler,
  { routes = {}, settings }: { routes?: Record<string, Handler>; settings?: StoredFacilitySettings } = {},
) {
  const rendered = await renderCheckout({
    settings,
    routes: { [CHECK_PATH]: check, [PAY_PATH]: { body: checkoutResultFixture() }, ...routes },
  });
  await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book'));
  return rendered;
}

async function applyCode(user: Awaited<ReturnType<typeof renderCheckout>>['user'], code = 'abcd efgh jkmn pqrs') {
  await user.type(screen.getByLabelText('Gift-certificate code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

async function payBody(
  user: Awaited<ReturnType<typeof renderCheckout>>['user'],
  fetchMock: Awaited<ReturnType<typeof renderCheckout>>['fetchMock'],
) {
  await user.click(screen.getByTestId('checkout-pay'));
  await waitFor(() => expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(1));
  return requestsTo(fetchMock, PAY_PATH)[0]!.json();
}

// Typing-heavy journeys: generous under a full parallel run.
describe('paying with a gift certificate', { timeout: 20_000 }, () => {
  it('applies a code: the status line shows what it pays, the card pays the rest', async () => {
    const { user, fetchMock } = await renderWithGift(balance(2500));
    await applyCode(user);
    expect(await screen.findByTestId('checkout-gift-status')).toHaveTextContent(
      'Gift certificate ABCD-…-PQRS applies $25.00; $0.00 stays on it.',
    );
    expect(await requestsTo(fetchMock, CHECK_PATH)[0]!.json()).toEqual({ code: CODE });
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(screen.getByTestId('checkout-gift-amount')).toHaveTextContent('-$25.00');
    expect(screen.getByTestId('checkout-card-amount')).toHaveTextContent('$34.92');
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $34.92 and book');
    expect(screen.getByTestId('checkout-payment')).toBeInTheDocument();
    await fillGuestDetails(user);
    await tokeniseCard();
    expect(await payBody(user, fetchMock)).toMatchObject({
      giftCode: CODE,
      paymentToken: 'cs_9',
      invoiceTotalAmount: 5992,
    });
  });

  it('applies with Enter in the field without submitting the form', async () => {
    const { user, fetchMock } = await renderWithGift(balance(2500));
    await user.type(screen.getByLabelText('Gift-certificate code'), `${CODE}{Enter}`);
    expect(await screen.findByTestId('checkout-gift-status')).toHaveTextContent('applies $25.00');
    expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(0);
    expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();
  });

  it('needs no card when the certificate covers everything due now', async () => {
    const { user, fetchMock } = await renderWithGift(balance(10_000), { settings: CARD_WHEN_DUE });
    await applyCode(user);
    expect(await screen.findByTestId('checkout-gift-status')).toHaveTextContent(
      'Gift certificate ABCD-…-PQRS applies $59.92; $40.08 stays on it.',
    );
    expect(screen.queryByTestId('checkout-payment')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-card-amount')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Complete booking');
    await fillGuestDetails(user);
    const body = await payBody(user, fetchMock);
    expect(body).toMatchObject({
      giftCode: CODE,
      paymentToken: null,
      invoiceTotalAmount: 5992,
      formData: { walletOptionId: null, securityCode: '', saveCard: false },
    });
  });

  it('keeps the card when the course always requires one, even with nothing left to charge', async () => {
    const { user } = await renderWithGift(balance(10_000));
    await applyCode(user);
    await screen.findByTestId('checkout-gift-status');
    expect(screen.getByTestId('checkout-payment')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Complete booking');
  });

  it('shows GIFT_CODE_INVALID on the field and applies nothing', async () => {
    const { user } = await renderWithGift(errorAnswer(422, 'GIFT_CODE_INVALID'));
    await applyCode(user);
    const field = screen.getByLabelText('Gift-certificate code');
    await waitFor(() => expect(field).toHaveAccessibleDescription(INVALID_TEXT));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.queryByTestId('checkout-gift-status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-gift-amount')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book');
    await user.type(field, 'X');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('says to wait when the server limits code checks (429), and applies nothing', async () => {
    const { user } = await renderWithGift(errorAnswer(429, 'RATE_LIMITED'));
    await applyCode(user);
    const field = screen.getByLabelText('Gift-certificate code');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Too many requests. Please wait a moment and try again.'),
    );
    expect(screen.queryByTestId('checkout-gift-amount')).not.toBeInTheDocument();
  });

  it('refuses a code that cannot be one without asking, and says so when the check fails', async () => {
    const { user, fetchMock } = await renderWithGift(errorAnswer(503, 'SERVICE_UNAVAILABLE'));
    await applyCode(user, 'ABCD-EFGH');
    expect(screen.getByLabelText('Gift-certificate code')).toHaveAccessibleDescription(INVALID_TEXT);
    expect(requestsTo(fetchMock, CHECK_PATH)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Gift-certificate code'));
    await applyCode(user, CODE);
    await waitFor(() =>
      expect(screen.getByLabelText('Gift-certificate code')).toHaveAccessibleDescription(
        'The gift certificate could not be checked. Please try again.',
      ),
    );
  });

  it('removes the certificate: back to the full amount and a card', async () => {
    const { user, fetchMock } = await renderWithGift(balance(10_000));
    await applyCode(user);
    await screen.findByTestId('checkout-gift-status');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('checkout-gift-status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Gift-certificate code')).toHaveValue('');
    expect(screen.getByLabelText('Gift-certificate code')).toHaveFocus();
    expect(screen.queryByTestId('checkout-gift-amount')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book');
    await fillGuestDetails(user);
    await tokeniseCard();
    expect(await payBody(user, fetchMock)).toMatchObject({
      giftCode: null,
      paymentToken: 'cs_9',
      invoiceTotalAmount: 5992,
    });
  });

  it('takes the certificate off when the server refuses it at payment', async () => {
    const { user, fetchMock } = await renderWithGift(balance(10_000), {
      settings: CARD_WHEN_DUE,
      routes: { [PAY_PATH]: errorAnswer(422, 'GIFT_CODE_INVALID') },
    });
    await applyCode(user);
    await screen.findByTestId('checkout-gift-status');
    await fillGuestDetails(user);
    expect(await payBody(user, fetchMock)).toMatchObject({ giftCode: CODE, paymentToken: null });
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(INVALID_TEXT);
    expect(screen.queryByTestId('checkout-gift-status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Gift-certificate code')).toHaveAccessibleDescription(INVALID_TEXT);
    expect(screen.getByTestId('checkout-payment')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book');
  });
});

describe('confirmation with a gift certificate', () => {
  it('shows what the certificate and the card paid', async () => {
    await renderCheckout({
      path: `/confirmation?orderId=${ORDER_ID}`,
      routes: { [`orders/${ORDER_ID}`]: { body: orderFixture({ giftCertificatePaid: 2500 }) } },
    });
    const page = await screen.findByTestId('confirmation-page');
    expect(within(page).getByTestId('confirmation-paid')).toHaveTextContent('$59.92');
    expect(within(page).getByText('Paid with gift certificate')).toBeInTheDocument();
    expect(within(page).getByTestId('confirmation-gift-paid')).toHaveTextContent('$25.00');
    expect(within(page).getByTestId('confirmation-card-paid')).toHaveTextContent('$34.92');
  });

  it('shows no gift lines for a card-only order', async () => {
    await renderCheckout({
      path: `/confirmation?orderId=${ORDER_ID}`,
      routes: { [`orders/${ORDER_ID}`]: { body: orderFixture() } },
    });
    await screen.findByTestId('confirmation-page');
    expect(screen.queryByTestId('confirmation-gift-paid')).not.toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-card-paid')).not.toBeInTheDocument();
  });
});
