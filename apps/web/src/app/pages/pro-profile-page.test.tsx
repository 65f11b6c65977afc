import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proProfileApi } from '../../features/pro-profile/api/pro-profile-api.ts';
import {
  creditAccountFixture,
  proCustomerFixture,
  proRoutes,
  walletCardFixture,
} from '../../features/pro-profile/testing/pro-fixtures.ts';
import { customerSession } from '../../test/account-fixtures.ts';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { errorAnswer, mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

const signedIn = { session: { body: { ...customerSession(), sessionToken: undefined } } };
const proEngine = (proProfile: Record<string, unknown> = {}) => ({
  'booking-engine': {
    body: bookingEngineFixture({
      proProfile: {
        enabled: true,
        billingDisplay: { payAccountBalance: true, creditAccountPayment: true },
        ...proProfile,
      },
    }),
  },
});

describe('/profile (pro profile)', () => {
  it('opens the first section, with one tab per shown section and balances in the course’s currency', async () => {
    mockApi({ ...proEngine(), ...signedIn, ...proRoutes() });
    const { router } = renderApp({ path: '/profile' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/locations'));
    const nav = await screen.findByRole('navigation', { name: 'Member profile sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Locations', 'Profile', 'Memberships', 'Loyalty', 'Credit books', 'Billing', 'Orders', 'Statements']);
    expect(within(nav).getByRole('link', { name: 'Locations' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('location-balance')).toHaveTextContent('$123.45');
  });

  it('hides a section whose flag is off: no tab, and its path is not found', async () => {
    mockApi({
      ...proEngine({ tabDisplay: { loyalty: false } }),
      ...signedIn,
      ...proRoutes({ 'profile/pro/customer': { body: proCustomerFixture(['locations', 'profile', 'billing']) } }),
    });
    renderApp({ path: '/profile/loyalty' });
    await waitForShell();
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('tells the member, before cancelling a membership, when access ends and that nothing is refunded', async () => {
    mockApi({ ...proEngine(), ...signedIn, ...proRoutes() });
    const { user } = renderApp({ path: '/profile/memberships' });
    await waitForShell();
    const card = await screen.findByTestId('pro-membership');
    await user.click(within(card).getByRole('button', { name: 'Cancel membership' }));
    expect(within(card).getByTestId('pro-membership-cancel-terms')).toHaveTextContent(
      /Member access ends on .*Jul.*10, 2026\. Nothing already paid is refunded, and no further payments are taken\./,
    );
  });

  it('sends a visitor to sign in without calling the pro routes', async () => {
    const fetchMock = mockApi({ ...proEngine(), ...proRoutes() });
    const { router } = renderApp({ path: '/profile/billing' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('/profile/pro/'),
      ),
    ).toBe(false);
  });

  it('tells a golfer without a member record so', async () => {
    mockApi({ ...proEngine(), ...signedIn, ...proRoutes({ 'profile/pro/customer': errorAnswer(404, 'NOT_FOUND') }) });
    renderApp({ path: '/profile/profile' });
    await waitForShell();
    expect(await screen.findByTestId('pro-no-account')).toHaveTextContent(
      'There is no member account for you at this course.',
    );
  });

  it('pays the balance with a saved card and an Idempotency-Key', async () => {
    let paid = false;
    const fetchMock = mockApi({
      ...proEngine(),
      ...signedIn,
      ...proRoutes({
        'profile/pro/credit-account': () => ({
          body: creditAccountFixture(paid ? { balance: 0, available: 250_000 } : {}),
        }),
        'profile/pro/credit-account/payments': () => {
          paid = true;
          return { body: { paymentId: 'pay_1', amount: 12_345, currencyCode: 'USD', balance: 0, date: '2026-07-10' } };
        },
      }),
    });
    const { user } = renderApp({ path: '/profile/billing' });
    await waitForShell();
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('$123.45');
    await user.click(await screen.findByRole('button', { name: 'Pay $123.45' }));
    expect(await screen.findByTestId('pay-done')).toHaveTextContent('Thank you: $123.45 was paid.');
    const [request] = requestsTo(fetchMock, 'profile/pro/credit-account/payments');
    expect(request!.headers.get('idempotency-key')).toMatch(/.{8,}/);
    expect(await request!.json()).toEqual({ kind: 'balance', walletOptionId: walletCardFixture.walletOptionId });
    await waitFor(() => expect(screen.getByTestId('account-balance')).toHaveTextContent('$0.00'));
  });

  it('checks a chosen amount against the balance before paying', async () => {
    const fetchMock = mockApi({ ...proEngine(), ...signedIn, ...proRoutes() });
    const { user } = renderApp({ path: '/profile/billing' });
    await waitForShell();
    await user.click(await screen.findByRole('radio', { name: 'Pay another amount' }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '500');
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('Enter an amount more than zero and no more than the balance.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'profile/pro/credit-account/payments')).toHaveLength(0);
  });

  it('keeps the chosen amount when a card is added meanwhile, and pays with the card picked', async () => {
    const added = {
      ...walletCardFixture,
      walletOptionId: '1c6b4d2f-2d3e-4f60-9bac-1d2e3f4a5b6c',
      id: '1c6b4d2f-2d3e-4f60-9bac-1d2e3f4a5b6c',
      lastFour: '1881',
      isDefault: false,
    };
    let cards = [walletCardFixture];
    const fetchMock = mockApi({
      ...proEngine(),
      ...signedIn,
      ...proRoutes({ 'profile/pro/credit-cards': () => ({ body: cards }) }),
    });
    const { user, store } = renderApp({ path: '/profile/billing' });
    await waitForShell();
    await user.click(await screen.findByRole('radio', { name: 'Pay another amount' }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5.67');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Card' }), walletCardFixture.walletOptionId);

    cards = [walletCardFixture, added];
    store.dispatch(proProfileApi.util.invalidateTags(['Wallet']));
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Card' })).getAllByRole('option')).toHaveLength(2),
    );
    expect(screen.getByRole('radio', { name: 'Pay another amount' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('5.67');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Card' }), added.walletOptionId);
    await user.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(requestsTo(fetchMock, 'profile/pro/credit-account/payments')).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'profile/pro/credit-account/payments')[0]!.json()).toEqual({
      kind: 'amount',
      amount: 567,
      walletOptionId: added.walletOptionId,
    });
  });

  it('shows the SPEC §8 failure text of each area', async () => {
    mockApi({
      ...proEngine(),
      ...signedIn,
      ...proRoutes({
        'profile/pro/credit-account': errorAnswer(500, 'INTERNAL'),
        'profile/pro/loyalty': errorAnswer(500, 'INTERNAL'),
      }),
    });
    const { user } = renderApp({ path: '/profile/billing' });
    await waitForShell();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something when wrong when fetching user credit account.',
    );
    await user.click(screen.getByRole('link', { name: 'Loyalty' }));
    expect(await screen.findByText('Something when wrong when fetching loyalties.')).toBeInTheDocument();
  });

  it('shows statements with a printable view, monthly history and a checked date range', async () => {
    const fetchMock = mockApi({ ...proEngine(), ...signedIn, ...proRoutes() });
    const { user } = renderApp({ path: '/profile/statements' });
    await waitForShell();
    expect(await screen.findByTestId('statement-closing')).toHaveTextContent('$123.45');
    expect(screen.getAllByTestId('statement-month')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Print statement' })).toBeInTheDocument();
    await user.type(screen.getByTestId('range-start'), '2026-06-30');
    await user.type(screen.getByTestId('range-end'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /June 2026/ }));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'profile/pro/billing-statement').some((request) =>
          request.url.includes('startDate=2026-06-01&endDate=2026-06-30'),
        ),
      ).toBe(true),
    );
  });

  describe('orders', () => {
    const ORDER_ID = '5d1c0b7e-2a4f-4c3e-9b8a-7f6e5d4c3b2a';
    const orderList = {
      items: [
        {
          orderId: ORDER_ID,
          orderNumber: 'FW-PRO0003',
          date: '2026-07-01',
          status: 'closed',
          total: 10_000,
          currencyCode: 'USD',
          itemCount: 1,
        },
      ],
      total: 1,
      pageIndex: 0,
      pageSize: 100,
      startDate: '2026-04-12',
      endDate: '2026-07-10',
    };
    const orderDetail = {
      ...orderList.items[0],
      subTotal: 15_400,
      totalTaxes: 378,
      lines: [
        { kind: 'gift-certificate', description: 'Gift Certificate', quantity: 1, amount: 10_000 },
        { kind: 'featured-product', description: 'Logo golf balls, one dozen', quantity: 1, amount: 5_778 },
      ],
    };
    afterEach(() => vi.useRealTimers());

    it('starts with the last 90 days in the course’s zone filled in and lists their orders', async () => {
      // 02:30 UTC on July 11 is still July 10 in New York: the range ends on the course's today.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-07-11T02:30:00Z'));
      const fetchMock = mockApi({
        ...proEngine(),
        ...signedIn,
        ...proRoutes({ 'profile/pro/orders': { body: orderList } }),
      });
      renderApp({ path: '/profile/orders' });
      await waitForShell();
      expect(await screen.findByTestId('pro-orders')).toHaveTextContent('Order FW-PRO0003');
      expect(screen.getByTestId('pro-orders')).toHaveTextContent(/1 item ·/);
      expect(screen.getByTestId('range-start')).toHaveValue('2026-04-12');
      expect(screen.getByTestId('range-end')).toHaveValue('2026-07-10');
      expect(requestsTo(fetchMock, 'profile/pro/orders')[0]!.url).toContain('startDate=2026-04-12&endDate=2026-07-10');
    });

    it('labels an order’s lines in the golfer’s language by their kind, and keeps the facility’s product names', async () => {
      mockApi({
        ...proEngine(),
        ...signedIn,
        ...proRoutes({ [`profile/pro/orders/${ORDER_ID}`]: { body: orderDetail } }),
      });
      renderApp({ path: `/profile/orders/${ORDER_ID}`, language: 'fr' });
      await waitForShell();
      const order = await screen.findByTestId('pro-order');
      expect(order).toHaveTextContent('Chèque-cadeau');
      expect(order).toHaveTextContent('Logo golf balls, one dozen');
      expect(order).not.toHaveTextContent('Gift Certificate');
    });

    it('says an unknown order is not found, not that orders could not be retrieved', async () => {
      mockApi({
        ...proEngine(),
        ...signedIn,
        ...proRoutes({ [`profile/pro/orders/${ORDER_ID}`]: errorAnswer(404, 'NOT_FOUND') }),
      });
      renderApp({ path: `/profile/orders/${ORDER_ID}` });
      await waitForShell();
      expect(await screen.findByTestId('pro-order-not-found')).toHaveTextContent('This order could not be found.');
      expect(screen.queryByText(/Error fetching an order/)).not.toBeInTheDocument();
    });
  });

  it('speaks French', async () => {
    mockApi({ ...proEngine(), ...signedIn, ...proRoutes() });
    renderApp({ path: '/profile/credit-books', language: 'fr' });
    await waitForShell();
    expect(await screen.findByText('6 parties restantes sur 10')).toBeInTheDocument();
  });
});
