import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../test/mock-api.ts';
import { CART_ID, cartInvoiceFixture, checkoutResultFixture } from '../testing/checkout-fixtures.ts';
import { fillGuestDetails, renderCheckout, tokeniseCard } from '../testing/render-checkout.ts';

const PAY_PATH = `shopping-cart/${CART_ID}/process-payment`;
const offer = {
  leadCents: 3492,
  shares: [{ slot: 2, amountCents: 2500 }],
  deadline: '2026-07-13T13:00:00.000Z',
  unpaidShares: 'charge-lead' as const,
};

describe('split payment at checkout', { timeout: 20_000 }, () => {
  it('lets the lead pay only their part now and sends the choice with the payment', async () => {
    const { user, fetchMock } = await renderCheckout({
      routes: {
        [`shopping-cart/${CART_ID}/invoice`]: { body: { ...cartInvoiceFixture(), splitPayment: offer } },
        [PAY_PATH]: { body: checkoutResultFixture() },
      },
    });
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book'));
    expect(screen.getByTestId('checkout-split-text')).toHaveTextContent(
      'You pay $34.92 now. Invite your friends from your reservation: each pays $25.00 through their invitation by',
    );
    expect(screen.getByTestId('checkout-split-text')).toHaveTextContent(
      'Shares still unpaid then are charged to your card.',
    );
    await user.click(screen.getByLabelText('Each player pays their own share'));
    expect(screen.getByTestId('checkout-paybar')).toHaveTextContent('Your share now $34.92');
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $34.92 and book');
    expect(screen.getByTestId('checkout-friends-share')).toHaveTextContent('-$25.00');
    await fillGuestDetails(user);
    await tokeniseCard();
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(1));
    expect(await requestsTo(fetchMock, PAY_PATH)[0]!.json()).toMatchObject({
      splitPayment: true,
      invoiceTotalAmount: 5992,
      paymentToken: 'cs_9',
    });
  });

  it('offers nothing to split when the invoice has no offer, and pays in one', async () => {
    const { user, fetchMock } = await renderCheckout({ routes: { [PAY_PATH]: { body: checkoutResultFixture() } } });
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book'));
    expect(screen.queryByTestId('checkout-split')).not.toBeInTheDocument();
    await fillGuestDetails(user);
    await tokeniseCard();
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(1));
    expect(await requestsTo(fetchMock, PAY_PATH)[0]!.json()).toMatchObject({ splitPayment: false });
  });
});
