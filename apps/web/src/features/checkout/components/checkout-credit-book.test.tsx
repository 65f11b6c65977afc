import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../test/mock-api.ts';
import { CART_ID, cartInvoiceFixture, checkoutResultFixture } from '../testing/checkout-fixtures.ts';
import { fillGuestDetails, renderCheckout, tokeniseCard } from '../testing/render-checkout.ts';

const PAY_PATH = `shopping-cart/${CART_ID}/process-payment`;
const rounds = {
  id: 'book-rounds',
  name: '10-Round Weekday Book',
  kind: 'rounds' as const,
  remaining: 6,
  expiresOn: null,
  quantity: 2,
  cents: 4800,
};
const credit = {
  id: 'book-credit',
  name: 'Pro Shop Credit',
  kind: 'amount' as const,
  remaining: 1500,
  expiresOn: null,
  quantity: 1500,
  cents: 1500,
};
const split = {
  leadCents: 3492,
  shares: [{ slot: 2, amountCents: 2500 }],
  deadline: '2026-07-13T13:00:00.000Z',
  unpaidShares: 'charge-lead' as const,
};

async function renderWithBooks(extra: Record<string, unknown> = {}) {
  const rendered = await renderCheckout({
    routes: {
      [`shopping-cart/${CART_ID}/invoice`]: {
        body: { ...cartInvoiceFixture(), creditBooks: [rounds, credit], ...extra },
      },
      [PAY_PATH]: { body: checkoutResultFixture() },
    },
  });
  await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book'));
  return rendered;
}

describe('paying with a credit book', { timeout: 20_000 }, () => {
  it("offers the member's books with what each pays; the chosen one pays first and goes with the payment", async () => {
    const { user, fetchMock } = await renderWithBooks();
    const options = screen.getAllByTestId('checkout-credit-book');
    expect(options[0]).toHaveTextContent("10-Round Weekday Book pays 2 players' green fees ($48.00). Rounds left: 6.");
    expect(options[1]).toHaveTextContent('Pro Shop Credit pays $15.00 of this booking. Left on the book: $15.00.');
    expect(screen.getByTestId('checkout-credit-book-none')).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /10-Round Weekday Book/ }));
    expect(screen.getByTestId('checkout-credit-book-amount')).toHaveTextContent('-$48.00');
    expect(screen.getByTestId('checkout-paybar')).toHaveTextContent('Charged to your card $11.92');
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $11.92 and book');
    await fillGuestDetails(user);
    await tokeniseCard();
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(1));
    expect(await requestsTo(fetchMock, PAY_PATH)[0]!.json()).toMatchObject({
      creditBookId: 'book-rounds',
      invoiceTotalAmount: 5992,
      splitPayment: false,
    });
  });

  it('sends no book when the golfer keeps "Don\'t use a credit book"', async () => {
    const { user, fetchMock } = await renderWithBooks();
    await fillGuestDetails(user);
    await tokeniseCard();
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(1));
    expect(await requestsTo(fetchMock, PAY_PATH)[0]!.json()).toMatchObject({ creditBookId: null });
  });

  it('takes the books away while the payment is split', async () => {
    const { user } = await renderWithBooks({ splitPayment: split });
    await user.click(screen.getByRole('radio', { name: /Pro Shop Credit/ }));
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $44.92 and book');
    await user.click(screen.getByLabelText('Each player pays their own share'));
    expect(screen.queryByTestId('checkout-credit-books')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-credit-book-amount')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $34.92 and book');
  });

  it('shows no book section without offers', async () => {
    await renderCheckout({ routes: { [PAY_PATH]: { body: checkoutResultFixture() } } });
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book'));
    expect(screen.queryByTestId('checkout-credit-books')).not.toBeInTheDocument();
  });
});
