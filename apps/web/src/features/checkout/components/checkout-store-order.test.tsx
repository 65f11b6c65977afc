import type { Cart } from '@fairway/contract/cart.contract';
import type { CartInvoice, Order } from '@fairway/contract/checkout.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../test/mock-api.ts';
import {
  CART_ID,
  ORDER_ID,
  cartInvoiceFixture,
  checkoutResultFixture,
  orderFixture,
} from '../testing/checkout-fixtures.ts';
import { renderCheckout, tokeniseCard } from '../testing/render-checkout.ts';

// A cart without a tee time is a purchase. The engine requires a booking note and the
// tee-time policy (the default settings), yet a store-only cart asks for neither, its button reads
// "Pay $X", and its confirmation lists every item; a mixed cart shows both parts.
const PAY_PATH = `shopping-cart/${CART_ID}/process-payment`;
const MEMBERSHIP_ID = '8a2c2f0e-2a7b-4a51-9a55-0d9f3c1b8a44';
const GIFT_ID = '8a2c2f0e-2a7b-4a51-9a55-0d9f3c1b8a55';

const storeCart: Cart = {
  cartId: CART_ID,
  expiresAt: null,
  items: [
    {
      id: MEMBERSHIP_ID,
      type: 'membership',
      parentId: null,
      facilityId: 1,
      invoiceId: null,
      promotionCode: null,
      extra: {
        membershipId: 3,
        name: 'Gold',
        paymentPlan: { price: 12_000, initiationFee: 25_000, frequencyType: 'monthly', termMonths: null, renews: true },
      },
      trail: [],
    },
    {
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
        giftMessage: 'Happy birthday!',
      },
      trail: [],
    },
  ],
};

function storeInvoice(): CartInvoice {
  const base = cartInvoiceFixture();
  const template = base.invoices[0]!;
  const line = (kind: 'membership' | 'initiation-fee' | 'gift-certificate', label: string, amount: number) => ({
    kind,
    label,
    quantity: 1,
    unitAmount: amount,
    amount,
    taxable: kind !== 'gift-certificate',
    due: 'now' as const,
  });
  return {
    ...base,
    invoices: [
      {
        ...template,
        id: 'inv-m',
        cartItemId: MEMBERSHIP_ID,
        playerCount: null,
        rateName: null,
        items: [line('membership', 'Gold', 12_000), line('initiation-fee', 'One Time Initiation Fee', 25_000)],
      },
      {
        ...template,
        id: 'inv-g',
        cartItemId: GIFT_ID,
        playerCount: null,
        rateName: null,
        items: [line('gift-certificate', 'Gift Certificate', 5_000)],
      },
    ],
    totalDue: { summary: { total: 44_000, salesTax: 2_000, subTotal: 42_000 } },
    dueNow: { original: { total: 44_000 } },
    dueAtCourse: 0,
  };
}

const MEMBERSHIP: NonNullable<Order['memberships']>[number] = {
  cartItemId: MEMBERSHIP_ID,
  facilityName: 'Championship Course',
  name: 'Gold',
  frequencyType: 'monthly',
  price: 12_000,
  initiationFee: 25_000,
  nextInstalmentDate: '2027-01-02',
};
const GIFT: NonNullable<Order['giftCertificates']>[number] = {
  cartItemId: GIFT_ID,
  facilityName: 'Championship Course',
  value: 5_000,
  recipientName: 'Sam Snead',
  recipientEmail: 'sam@example.com',
  giftMessage: 'Happy birthday!',
  deliveryDate: '2026-12-05',
  delivered: false,
};

function storeOrder(): Order {
  return {
    ...orderFixture(),
    paidNow: 44_000,
    dueAtCourse: 0,
    reservations: [],
    memberships: [MEMBERSHIP],
    giftCertificates: [GIFT],
    invoices: storeInvoice().invoices.map((invoice) => ({ ...invoice, status: 'Closed' as const })),
  };
}

describe('a store-only checkout', { timeout: 20_000 }, () => {
  it('asks for no booking note or tee-time policy, pays "Pay $X", and confirms every item without a booking', async () => {
    const order = storeOrder();
    const { user, fetchMock, router } = await renderCheckout({
      routes: {
        [`shopping-cart/${CART_ID}`]: { body: storeCart },
        [`shopping-cart/${CART_ID}/invoice`]: { body: storeInvoice() },
        [PAY_PATH]: { body: checkoutResultFixture({ order, items: [] }) },
        [`orders/${ORDER_ID}`]: { body: order },
      },
    });
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $440.00'));
    expect(screen.getByTestId('checkout-pay')).not.toHaveTextContent('and book');
    expect(screen.queryByLabelText(/Booking note/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-policy')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Golfer');
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Phone'), '(919) 555-0100');
    await tokeniseCard();
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    const [request] = requestsTo(fetchMock, PAY_PATH);
    expect(
      ((await request!.json()) as { formData: { notes: string; teeTimePolicyAccepted: boolean } }).formData,
    ).toMatchObject({ notes: '', teeTimePolicyAccepted: false });

    const page = await screen.findByTestId('confirmation-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order');
    expect(page).not.toHaveTextContent('Your booking is confirmed');
    expect(screen.queryByTestId('confirmation-reservation')).not.toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-due-at-course')).not.toBeInTheDocument();
    const membership = screen.getByTestId('confirmation-membership');
    expect(membership).toHaveTextContent('Membership: Gold');
    expect(within(membership).getByTestId('confirmation-membership-plan')).toHaveTextContent('$120.00 per month');
    expect(within(membership).getByTestId('confirmation-initiation-fee')).toHaveTextContent('$250.00');
    expect(within(membership).getByTestId('confirmation-next-instalment')).toHaveTextContent('Jan 2, 2027');
    const gift = screen.getByTestId('confirmation-gift-certificate');
    expect(gift).toHaveTextContent('Gift certificate of $50.00');
    expect(within(gift).getByTestId('confirmation-gift-recipient')).toHaveTextContent('Sam Snead (sam@example.com)');
    expect(within(gift).getByTestId('confirmation-gift-message')).toHaveTextContent('Happy birthday!');
    expect(within(gift).getByTestId('confirmation-gift-delivery')).toHaveTextContent('Scheduled for Dec 5, 2026');
    expect(screen.getByTestId('confirmation-paid')).toHaveTextContent('$440.00');
  });

  it('says the store-only order in the golfer’s language', async () => {
    const order = storeOrder();
    localStorage.setItem('fairway.language', 'fr');
    const { i18n } = await renderCheckout({
      path: `/confirmation?orderId=${ORDER_ID}`,
      routes: { [`orders/${ORDER_ID}`]: { body: order } },
    });
    await i18n.changeLanguage('fr');
    const page = await screen.findByTestId('confirmation-page');
    await waitFor(() =>
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Merci pour votre commande'),
    );
    expect(screen.getByTestId('confirmation-gift-delivery')).toHaveTextContent('Prévu le 5 déc. 2026');
    expect(screen.getByTestId('confirmation-membership-plan')).toHaveTextContent('par mois');
  });
});

describe('a mixed order', { timeout: 20_000 }, () => {
  it('keeps "and book", the booking note and the policy for a cart with a tee time', async () => {
    await renderCheckout();
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book'));
    expect(screen.getByLabelText(/Booking note/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-policy')).toBeInTheDocument();
  });

  it('confirms the tee time, then what else was bought', async () => {
    const mixed: Order = { ...orderFixture(), giftCertificates: [{ ...GIFT, delivered: true }], memberships: [] };
    await renderCheckout({
      path: `/confirmation?orderId=${ORDER_ID}`,
      routes: { [`orders/${ORDER_ID}`]: { body: mixed } },
    });
    const page = await screen.findByTestId('confirmation-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Your booking is confirmed');
    expect(within(page).getByTestId('confirmation-reservation')).toHaveTextContent('CNF-7781');
    expect(within(page).getByText('Also in this order')).toBeInTheDocument();
    expect(within(page).getByTestId('confirmation-gift-delivery')).toHaveTextContent('Sent on Dec 5, 2026');
    // The tee time's add-on is a product of the order.
    expect(within(page).getByTestId('confirmation-product')).toHaveTextContent('Range balls');
    expect(within(page).getByTestId('confirmation-due-at-course')).toHaveTextContent('$47.94');
  });
});
