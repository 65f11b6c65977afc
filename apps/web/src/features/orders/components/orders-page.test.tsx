import type { Order } from '@fairway/contract/checkout.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSession } from '../../../test/account-fixtures.ts';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { ORDERS_PAGE_SIZE } from '../api/orders-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

const ORDER_ID = '33333333-3333-4333-8333-333333333333';
const line = (kind: Order['invoices'][number]['items'][number]['kind'], label: string, amount: number) => ({
  kind,
  label,
  quantity: 1,
  unitAmount: amount,
  amount,
  taxable: false,
  due: 'now' as const,
});
const order = (overrides: Partial<Order> = {}): Order => ({
  orderId: ORDER_ID,
  orderNumber: 'FW-1042',
  status: 'fulfilled',
  createdAt: '2026-07-09T15:00:00.000Z',
  currencyCode: 'CAD',
  subTotal: 19900,
  totalTaxes: 0,
  grandTotal: 19900,
  paidNow: 19900,
  giftCertificatePaid: 0,
  creditBookPaid: 0,
  dueAtCourse: 0,
  customer: { email: 'ann@example.com', firstName: 'Ann', lastName: 'Golfer', phone: '' },
  card: { brand: 'visa', lastFour: '4242' },
  reservations: [],
  invoices: [
    {
      id: 'inv-1',
      facilityId: 1,
      cartItemId: null,
      shoppingCartId: 'c',
      status: 'Closed',
      referenceId: 'r',
      playerCount: null,
      rateName: null,
      items: [line('membership', 'Maple Ridge Social', 4900), line('initiation-fee', 'One Time Initiation Fee', 15000)],
      subTotal: 19900,
      totalTaxes: 0,
      grandTotal: { value: 19900, currencyCode: 'CAD' },
      totalDue: { summary: { total: 19900, salesTax: 0, subTotal: 19900 } },
      dueNow: { original: { total: 19900 } },
      dueAtCourse: 0,
      sourceOrderId: ORDER_ID,
      orderNumber: 'FW-1042',
    },
  ],
  ...overrides,
});
const signedIn = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    session: { body: { ...customerSession(), sessionToken: undefined } },
    orders: { body: [order(), order({ orderId: 'x', orderNumber: 'FW-1043', status: 'partially-fulfilled' })] },
    [`orders/${ORDER_ID}`]: { body: order() },
    ...routes,
  });

describe('/orders', () => {
  it('lists number, date, items, total and the §4 status, and opens an order', async () => {
    signedIn();
    renderApp({ path: '/orders' });
    await waitForShell();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows[0]).toHaveTextContent('Order FW-1042');
    expect(rows[0]).toHaveTextContent('Jul 9, 2026');
    expect(rows[0]).toHaveTextContent('CA$199.00');
    expect(rows[0]).toHaveTextContent('Maple Ridge Social');
    expect(rows[0]).toHaveTextContent('One Time Initiation Fee');
    expect(within(rows[0]!).getByTestId('order-status')).toHaveTextContent('Fulfilled');
    expect(within(rows[1]!).getByTestId('order-status')).toHaveTextContent('Partially fulfilled');

    await userEvent.click(within(rows[0]!).getByRole('link', { name: 'Order FW-1042' }));
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getAllByTestId('order-line')).toHaveLength(2);
    expect(within(detail).getByTestId('order-total')).toHaveTextContent('CA$199.00');
    expect(within(detail).queryByTestId('order-gift-paid')).toBeNull();
  });

  it('shows what a gift certificate paid and what the card paid', async () => {
    signedIn({ [`orders/${ORDER_ID}`]: { body: order({ giftCertificatePaid: 5000 }) } });
    renderApp({ path: `/orders/${ORDER_ID}` });
    await waitForShell();
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('order-gift-paid')).toHaveTextContent('CA$50.00');
    expect(within(detail).getByTestId('order-card-paid')).toHaveTextContent('CA$149.00');
  });

  it('states the ledger-backed money: refunds by tender with their dates, in the list and the order', async () => {
    const money: NonNullable<Order['money']> = {
      currencyCode: 'CAD',
      paid: [
        {
          tender: 'card',
          amountCents: 19900,
          at: '2026-07-09T15:00:00.000Z',
          card: { brand: 'visa', lastFour: '4242' },
          slot: null,
          source: 'booking',
          state: 'settled',
        },
      ],
      refunded: [
        {
          tender: 'card',
          amountCents: 4900,
          at: '2026-07-11T15:00:00.000Z',
          card: { brand: 'visa', lastFour: '4242' },
          slot: null,
          source: 'cancellation',
          state: 'pending',
        },
      ],
      paidCents: 19900,
      refundedCents: 4900,
      netCents: 15000,
      dueAtCourseCents: 0,
      dueFromFriends: [],
      dueFromFriendsCents: 0,
    };
    signedIn({ orders: { body: [order({ money })] }, [`orders/${ORDER_ID}`]: { body: order({ money }) } });
    renderApp({ path: '/orders' });
    await waitForShell();
    const [row] = await screen.findAllByTestId('order-row');
    expect(within(row!).getByTestId('order-refunded')).toHaveTextContent('Refunded CA$49.00');
    await userEvent.click(within(row!).getByRole('link', { name: 'Order FW-1042' }));
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('money-paid-entries')).toHaveTextContent(
      'Visa ending in 4242 CA$199.00 on Jul 9, 2026',
    );
    expect(within(detail).getByTestId('money-refunded-entries')).toHaveTextContent(
      'Visa ending in 4242 CA$49.00 on Jul 11, 2026 (pending)',
    );
    expect(within(detail).getByTestId('money-net')).toHaveTextContent('CA$150.00');
  });

  it('labels the lines in the golfer’s language by their kind (list and detail), and keeps the names the facility gave', async () => {
    const gift = order({
      invoices: [
        {
          ...order().invoices[0]!,
          items: [
            line('gift-certificate', 'Gift Certificate', 5000),
            line('membership', 'Maple Ridge Social', 4900),
            line('initiation-fee', 'One Time Initiation Fee', 15000),
          ],
        },
      ],
    });
    signedIn({ orders: { body: [gift] }, [`orders/${ORDER_ID}`]: { body: gift } });
    renderApp({ path: '/orders', language: 'fr' });
    await waitForShell();
    const [row] = await screen.findAllByTestId('order-row');
    expect(row).toHaveTextContent('Chèque-cadeau');
    expect(row).toHaveTextContent('Frais d’adhésion uniques');
    expect(row).toHaveTextContent('Maple Ridge Social');
    expect(row).not.toHaveTextContent(/Gift Certificate|One Time Initiation Fee/);
    await userEvent.click(within(row!).getByRole('link', { name: 'Commande FW-1042' }));
    const lines = within(await screen.findByTestId('order-detail')).getAllByTestId('order-line');
    expect(lines.map((entry) => entry.firstElementChild?.textContent)).toEqual([
      'Chèque-cadeau',
      'Maple Ridge Social',
      'Frais d’adhésion uniques',
    ]);
  });

  it('says an unknown order id is not found, not that the orders could not be retrieved', async () => {
    signedIn({ [`orders/${ORDER_ID}`]: errorAnswer(404, 'NOT_FOUND') });
    renderApp({ path: `/orders/${ORDER_ID}` });
    await waitForShell();
    const panel = await screen.findByTestId('orders-failed');
    expect(panel).toHaveTextContent('This order could not be found.');
    expect(panel).not.toHaveTextContent('retrieving your orders');
  });

  it('asks a page at a time and loads older orders with "Load more" until a page is short', async () => {
    const all = Array.from({ length: ORDERS_PAGE_SIZE + 3 }, (_, index) =>
      order({
        orderId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        orderNumber: `FW-${2000 - index}`,
      }),
    );
    const fetchMock = signedIn({
      orders: (request) => {
        const query = new URL(request.url).searchParams;
        const before = query.get('before');
        const from = before === null ? 0 : all.findIndex((entry) => entry.orderId === before) + 1;
        return { body: all.slice(from, from + Number(query.get('limit'))) };
      },
    });
    renderApp({ path: '/orders' });
    await waitForShell();
    expect(await screen.findAllByTestId('order-row')).toHaveLength(ORDERS_PAGE_SIZE);
    await userEvent.click(screen.getByTestId('orders-load-more'));
    await screen.findByText(`Order FW-${2000 - ORDERS_PAGE_SIZE - 2}`);
    expect(screen.getAllByTestId('order-row')).toHaveLength(ORDERS_PAGE_SIZE + 3);
    expect(screen.queryByTestId('orders-load-more')).toBeNull();
    const asked = requestsTo(fetchMock, 'orders').map((request) => new URL(request.url).search);
    expect(asked).toContain(`?limit=${ORDERS_PAGE_SIZE}&before=${all[ORDERS_PAGE_SIZE - 1]!.orderId}`);
  });

  it('says the §8 text when the orders cannot be retrieved', async () => {
    signedIn({ orders: errorAnswer(500, 'INTERNAL') });
    renderApp({ path: '/orders' });
    await waitForShell();
    expect(await screen.findByTestId('orders-failed')).toHaveTextContent(
      'Something went wrong while retrieving your orders. Please try again later.',
    );
  });

  it('sends a visitor who is not signed in to sign in', async () => {
    mockApi();
    const { router } = renderApp({ path: '/orders' });
    await waitForShell();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
