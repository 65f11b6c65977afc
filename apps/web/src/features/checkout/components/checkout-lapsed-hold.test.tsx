import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, requestsTo } from '../../../test/mock-api.ts';
import { CART_ID, cartFixture, cartInvoiceFixture } from '../testing/checkout-fixtures.ts';
import { renderCheckout } from '../testing/render-checkout.ts';

// The server leaves a tee time whose hold lapsed (an alert offer left unclaimed among
// them) out of the invoice, and answers CART_EMPTY when every hold lapsed. The checkout says so:
// the lapsed tee time is marked as not part of this payment, and a cart with nothing held left
// shows a way back to the cart instead of a form that cannot be paid.
const INVOICE_PATH = `shopping-cart/${CART_ID}/invoice`;
const LAPSED_ID = '7e2c2f0e-2a7b-4a51-9a55-0d9f3c1b8a99';

/** The fixture's tee time (held), and an offer's tee time whose lock carried the party and lapsed. */
function offerItem(expiresAt: string): CartItem {
  const held = cartFixture().items[0]!;
  return {
    ...held,
    id: LAPSED_ID,
    promotionCode: null,
    extra: {
      ...(held.extra as object),
      teetime: '2026-07-11T15:30',
      productLineups: [],
      lockedSlots: 2,
      lockExpiresAt: expiresAt,
      holdExpiresAt: expiresAt,
    },
  };
}

const cartWith = (items: CartItem[]): Cart => ({ cartId: CART_ID, expiresAt: null, items });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('/checkout with a tee time whose hold lapsed', { timeout: 20_000 }, () => {
  it('marks the lapsed tee time "Hold lapsed — not included in this payment", with no invoice lines, and pays only what is held', async () => {
    const { user, router } = await renderCheckout({
      routes: {
        [`shopping-cart/${CART_ID}`]: { body: cartWith([cartFixture().items[0]!, offerItem(minutesAgo(1))]) },
        // The server's invoice: the held tee time only.
        [INVOICE_PATH]: { body: cartInvoiceFixture() },
      },
    });
    const summary = await screen.findByTestId('checkout-summary');
    await within(summary).findByTestId('checkout-totals');
    const [held, lapsed] = within(summary).getAllByTestId('checkout-item');
    expect(held).toHaveTextContent('8:00 AM');
    expect(lapsed).toHaveTextContent('3:30 PM');
    expect(within(lapsed!).getByTestId('checkout-item-lapsed')).toHaveTextContent(
      'Hold lapsed — not included in this payment. Hold it again in your cart',
    );
    expect(lapsed!.querySelector('.checkout-lines')).toBeNull();
    expect(within(held!).queryByTestId('checkout-item-lapsed')).not.toBeInTheDocument();
    expect(within(held!).getByText('Green Fees')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book');

    await user.click(within(lapsed!).getByRole('link', { name: 'Hold it again in your cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('says it in the golfer’s language', async () => {
    localStorage.setItem('fairway.language', 'fr');
    const { i18n } = await renderCheckout({
      routes: {
        [`shopping-cart/${CART_ID}`]: { body: cartWith([cartFixture().items[0]!, offerItem(minutesAgo(1))]) },
        [INVOICE_PATH]: { body: cartInvoiceFixture() },
      },
    });
    await i18n.changeLanguage('fr');
    const note = await screen.findByTestId('checkout-item-lapsed');
    await waitFor(() => expect(note).toHaveTextContent('Blocage expiré — non inclus dans ce paiement.'));
  });

  it('asks for the invoice again when a hold lapses while the golfer is on the page', async () => {
    // The offer's hold lapses a second after the page opens: the server then leaves it out.
    const expiresAt = new Date(Date.now() + 1000).toISOString();
    const both = cartInvoiceFixture();
    const second = { ...both.invoices[0]!, id: 'inv-2', cartItemId: LAPSED_ID };
    const { fetchMock } = await renderCheckout({
      routes: {
        [`shopping-cart/${CART_ID}`]: { body: cartWith([cartFixture().items[0]!, offerItem(expiresAt)]) },
        [INVOICE_PATH]: () => ({
          body:
            Date.now() < Date.parse(expiresAt)
              ? { ...both, invoices: [both.invoices[0]!, second] }
              : cartInvoiceFixture(),
        }),
      },
    });
    await screen.findByTestId('checkout-totals');
    expect(screen.queryByTestId('checkout-item-lapsed')).not.toBeInTheDocument();
    expect(await screen.findByTestId('checkout-item-lapsed', {}, { timeout: 5000 })).toHaveTextContent(
      'Hold lapsed — not included in this payment.',
    );
    expect(requestsTo(fetchMock, INVOICE_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('reads a cart whose only tee time lapsed as a purchase: "Pay $X", no booking note or tee-time policy', async () => {
    const GIFT_ID = '8a2c2f0e-2a7b-4a51-9a55-0d9f3c1b8a55';
    const gift: CartItem = {
      id: GIFT_ID,
      type: 'gift-certificate',
      parentId: null,
      facilityId: 1,
      invoiceId: null,
      promotionCode: null,
      extra: {
        value: 5_000,
        deliveryDate: '2026-12-05',
        recipientName: 'Sam Snead',
        recipientEmail: 'sam@example.com',
        giftMessage: '',
      },
      trail: [],
    };
    const base = cartInvoiceFixture();
    const line = {
      kind: 'gift-certificate' as const,
      label: 'Gift Certificate',
      quantity: 1,
      unitAmount: 5_000,
      amount: 5_000,
      taxable: false,
      due: 'now' as const,
    };
    const giftOnly = {
      ...base,
      invoices: [
        { ...base.invoices[0]!, id: 'inv-g', cartItemId: GIFT_ID, playerCount: null, rateName: null, items: [line] },
      ],
      totalDue: { summary: { total: 5_000, salesTax: 0, subTotal: 5_000 } },
      dueNow: { original: { total: 5_000 } },
      dueAtCourse: 0,
    };
    await renderCheckout({
      routes: {
        [`shopping-cart/${CART_ID}`]: { body: cartWith([offerItem(minutesAgo(1)), gift]) },
        [INVOICE_PATH]: { body: giftOnly },
      },
    });
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $50.00'));
    expect(screen.getByTestId('checkout-pay')).not.toHaveTextContent('and book');
    expect(screen.getByTestId('checkout-item-lapsed')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Booking note/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-policy')).not.toBeInTheDocument();
  });

  it('shows "Nothing left to pay for" with links to the cart and the tee times when every hold lapsed (the invoice answers CART_EMPTY)', async () => {
    const { user, router } = await renderCheckout({
      routes: {
        [`shopping-cart/${CART_ID}`]: { body: cartWith([offerItem(minutesAgo(5))]) },
        [INVOICE_PATH]: errorAnswer(409, 'CART_EMPTY', 'Shopping cart is empty'),
      },
    });
    const panel = await screen.findByTestId('checkout-nothing-held');
    expect(panel).toHaveRole('alert');
    expect(panel).toHaveTextContent('Nothing left to pay for');
    expect(panel).toHaveTextContent(
      'The holds on the tee times in your cart lapsed and their slots were released, so nothing is included in this payment.',
    );
    expect(within(panel).getByRole('link', { name: 'Find a tee time' })).toHaveAttribute('href', '/');
    // No form that could only fail, and no "total could not be calculated".
    expect(screen.queryByTestId('checkout-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-pay')).not.toBeInTheDocument();
    expect(screen.queryByText('The total could not be calculated. Please reload the page.')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('link', { name: 'Back to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});
