import type { Cart } from '@fairway/contract/cart.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

const NOW = new Date('2026-07-10T12:00:00Z');
const CART_ID = '11111111-1111-4111-8111-111111111111';
const cart = (): Cart => ({ cartId: CART_ID, items: [], expiresAt: '2026-07-10T12:30:00.000Z' });

const plan = (facilityId: number, id: number, name: string) => ({
  id,
  facilityId,
  facilityName: facilityId === 1 ? 'Championship Course' : 'Short Course',
  name,
  description: `${name} plan`,
  currencyCode: 'USD',
  paymentPlan: { price: 4900, initiationFee: 15000, frequencyType: 'monthly', termMonths: 12, renews: true },
});
const giftOptions = (facilityId: number) => ({
  facilityId,
  facilityName: 'Championship Course',
  currencyCode: 'USD',
  amounts: [2500, 5000],
  custom: { min: 1000, max: 50000 },
});

function store(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    memberships: (request) => {
      const facility = Number(new URL(request.url).searchParams.get('facilityIds'));
      return { body: [plan(facility, facility * 10, facility === 1 ? 'Weekday Player' : 'Short Course Pass')] };
    },
    'gift-certificates': (request) => ({
      body: { options: [giftOptions(Number(new URL(request.url).searchParams.get('facilityIds')))], certificates: [] },
    }),
    'store/products': {
      body: [
        {
          id: 5,
          facilityId: 1,
          categoryId: 2,
          name: 'Sleeve of balls',
          tagPrice: { amount: 1299, currencyCode: 'USD' },
          inventory: 3,
          isUnlimited: false,
        },
      ],
    },
    'shopping-cart': { status: 201, body: cart() },
    [`shopping-cart/${CART_ID}/cart-item`]: { status: 201, body: cart() },
    ...routes,
  });
}

async function openStore() {
  renderApp({ path: '/store' });
  await waitForShell();
  return screen.findByTestId('store-page');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('/store', () => {
  it('shows the plans priced by the server with Intl, per facility of a multi-course alias', async () => {
    const fetchMock = store();
    await openStore();
    const card = await screen.findByTestId('membership-plan');
    expect(card).toHaveTextContent('Weekday Player');
    expect(within(card).getByTestId('membership-price')).toHaveTextContent('$49.00');
    expect(card).toHaveTextContent('One Time Initiation Fee: $150.00');
    expect(card).toHaveTextContent('per month');
    expect(screen.getByTestId('store-product')).toHaveTextContent('Sleeve of balls$12.993 left');

    await userEvent.selectOptions(screen.getByLabelText('Course'), 'Short Course');
    expect(await screen.findByText('Short Course Pass')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, 'memberships').map((request) => new URL(request.url).searchParams.get('facilityIds')),
    ).toEqual(['1', '2']);
  });

  it('adds a membership by its catalogue id only (never a price) and toasts', async () => {
    const fetchMock = store();
    await openStore();
    await userEvent.click(
      within(await screen.findByTestId('membership-plan')).getByRole('button', { name: 'Add to cart' }),
    );
    expect(await screen.findByTestId('cart-toast')).toHaveTextContent('Membership added to cart');
    const [added] = requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item`);
    expect(await added!.json()).toEqual({ item: { type: 'membership', facilityId: 1, extra: { membershipId: 10 } } });
  });

  it('says "Failed to add Membership to cart", and the §8 text for a plan already held', async () => {
    store({ [`shopping-cart/${CART_ID}/cart-item`]: errorAnswer(500, 'INTERNAL') });
    await openStore();
    const add = within(await screen.findByTestId('membership-plan')).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    expect(await screen.findByTestId('cart-toast')).toHaveTextContent('Failed to add Membership to cart');

    store({ [`shopping-cart/${CART_ID}/cart-item`]: errorAnswer(409, 'MEMBERSHIP_ALREADY_ACTIVE') });
    await userEvent.click(add);
    await waitFor(() =>
      expect(screen.getByTestId('cart-toast')).toHaveTextContent(
        'You already have an active membership. Please reach out to us at the course if you believe this is an error.',
      ),
    );
  });

  it('validates the gift-certificate form with the contract and the bounds, then adds it', async () => {
    const fetchMock = store();
    await openStore();
    const form = await screen.findByTestId('gift-certificate-form');
    await userEvent.click(within(form).getByLabelText('Other amount'));
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '900');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to cart' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Between $10.00 and $500.00');
    expect(form).toHaveTextContent('Enter the recipient’s name');
    expect(form).toHaveTextContent('Enter a valid e-mail address');
    expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item`)).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Amount (USD)'));
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '75.50');
    await userEvent.type(within(form).getByLabelText('Recipient name'), 'Sam Friend');
    await userEvent.type(within(form).getByLabelText('Recipient e-mail'), 'sam@example.com');
    await userEvent.type(within(form).getByLabelText('Message (optional)'), 'Enjoy!');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByTestId('cart-toast')).toHaveTextContent('Gift certificate added to cart');
    const [added] = requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item`);
    expect(await added!.json()).toEqual({
      item: {
        type: 'gift-certificate',
        facilityId: 1,
        extra: {
          value: 7550,
          deliveryDate: '2026-07-10',
          recipientName: 'Sam Friend',
          recipientEmail: 'sam@example.com',
          giftMessage: 'Enjoy!',
        },
      },
    });
  });

  it('says "Failed to add Gift certificate to cart" when the server refuses it', async () => {
    store({ [`shopping-cart/${CART_ID}/cart-item`]: errorAnswer(400, 'GIFT_VALUE_NOT_ALLOWED') });
    await openStore();
    const form = await screen.findByTestId('gift-certificate-form');
    await userEvent.type(within(form).getByLabelText('Recipient name'), 'Sam');
    await userEvent.type(within(form).getByLabelText('Recipient e-mail'), 'sam@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByTestId('cart-toast')).toHaveTextContent('Failed to add Gift certificate to cart');
  });

  it('is translated (fr prices and labels)', async () => {
    store();
    renderApp({ path: '/store', language: 'fr' });
    await waitForShell();
    const card = await screen.findByTestId('membership-plan');
    expect(within(card).getByTestId('membership-price')).toHaveTextContent(/49,00\s\$US/);
    expect(screen.getByRole('heading', { level: 2, name: 'Abonnements' })).toBeInTheDocument();
  });
});
