import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerSession } from '../../../test/account-fixtures.ts';
import { bookingEngineFixture } from '../../../test/fixtures.ts';
import { errorAnswer, type Handler, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

const DEFAULT_ID = '0b6f3c1e-1111-4a51-9a55-0d9f3c1b8a11';
const OTHER_ID = '0b6f3c1e-2222-4a51-9a55-0d9f3c1b8a11';

const card = (overrides: Record<string, unknown> = {}) => ({
  walletOptionId: OTHER_ID,
  id: OTHER_ID,
  type: 'mastercard',
  lastFour: '4444',
  expirationMonth: 3,
  expirationYear: 29,
  isDefault: false,
  name: 'Ann Golfer',
  address: '1 Fairway Drive',
  postalCode: '10001',
  countryCode: 'US',
  ...overrides,
});
const defaultCard = card({
  walletOptionId: DEFAULT_ID,
  id: DEFAULT_ID,
  type: 'visa',
  lastFour: '4242',
  expirationMonth: 12,
  expirationYear: 30,
  isDefault: true,
});

function signedIn(routes: Record<string, Handler> = {}) {
  return mockApi({
    session: { body: { ...customerSession(), sessionToken: undefined } },
    wallet: { body: [defaultCard, card()] },
    ...routes,
  });
}

async function openPayments() {
  const rendered = renderApp({ path: '/account/payments' });
  await waitForShell();
  return rendered;
}

describe('payments tab (SPEC §2 credit-card edit form)', () => {
  it('says "No Credit Cards In Your Wallet" when empty', async () => {
    signedIn({ wallet: { body: [] } });
    await openPayments();
    expect(await screen.findByText('No Credit Cards In Your Wallet')).toBeInTheDocument();
  });

  it('says the §8 error when the cards cannot be fetched', async () => {
    signedIn({ wallet: errorAnswer(500, 'INTERNAL') });
    await openPayments();
    expect(await screen.findByText('Error when fetching credit cards.')).toBeInTheDocument();
  });

  it('lists type, "Ending in", last four, expiry and "(Default)" with brand icons', async () => {
    signedIn();
    await openPayments();
    const cards = await screen.findAllByTestId('wallet-card');
    expect(cards[0]).toHaveTextContent('Visa Ending in 4242 12/30 (Default)');
    expect(cards[1]).toHaveTextContent('Mastercard Ending in 4444 03/29');
    expect(cards[1]).not.toHaveTextContent('(Default)');
    expect(cards[0]!.querySelector('svg[data-brand="visa"]')).not.toBeNull();
  });

  it('hides Delete for the default card; shows the masked number read-only and the picker ranges', async () => {
    signedIn();
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: 'Edit card' }));
    const form = screen.getByTestId('card-edit-form');
    expect(within(form).getByLabelText('Card number')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Card number')).toHaveValue('•••• •••• •••• 4242');
    expect(within(form).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const months = within(within(form).getByLabelText('Expiry month'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = within(within(form).getByLabelText('Expiry year'))
      .getAllByRole('option')
      .map((option) => Number(option.textContent));
    const current = new Date().getUTCFullYear();
    expect(years).toEqual(Array.from({ length: 8 }, (_, index) => current + index));
    const countries = within(within(form).getByLabelText('Country'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(countries).toEqual(['AU', 'CA', 'IE', 'MX', 'UK', 'US']);
  });

  it('checks the form, then sends PATCH /wallet/{id} with the edits', async () => {
    const fetchMock = signedIn({ [`wallet/${OTHER_ID}`]: { body: card({ name: 'Grace Hopper' }) } });
    const { user } = await openPayments();
    const cards = await screen.findAllByTestId('wallet-card');
    await user.click(within(cards[1]!).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Edit card' }));
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Please enter a valid zip code')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `wallet/${OTHER_ID}`)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '10002');
    await user.clear(screen.getByLabelText('Name on card'));
    await user.type(screen.getByLabelText('Name on card'), 'Grace Hopper');
    await user.click(screen.getByLabelText('Make this my default card'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requestsTo(fetchMock, `wallet/${OTHER_ID}`)).toHaveLength(1));
    const request = requestsTo(fetchMock, `wallet/${OTHER_ID}`)[0]!;
    expect(request.method).toBe('PATCH');
    expect(await request.json()).toEqual({
      name: 'Grace Hopper',
      expirationMonth: 3,
      expirationYear: 29,
      address: '1 Fairway Drive',
      postalCode: '10002',
      countryCode: 'US',
      isDefault: true,
    });
  });

  it('asks before deleting, and alerts when deleting fails', async () => {
    const fetchMock = signedIn({ [`wallet/${OTHER_ID}`]: errorAnswer(500, 'INTERNAL') });
    const { user } = await openPayments();
    const cards = await screen.findAllByTestId('wallet-card');
    await user.click(within(cards[1]!).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Edit card' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('wallet-delete-confirm')).toHaveTextContent(
      'Are you sure you want to delete this payment method?',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(requestsTo(fetchMock, `wallet/${OTHER_ID}`)).toHaveLength(1));
    expect(requestsTo(fetchMock, `wallet/${OTHER_ID}`)[0]!.method).toBe('DELETE');
    expect(
      await screen.findByText('Something went wrong while deleting a payment method. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('opens the hosted card page in an iframe after the token request', async () => {
    const fetchMock = signedIn({
      'profile/credit-cards/token': {
        body: {
          ResponseResult: { IsSuccessful: true, Errors: [] },
          CheckoutUrl: '/sandbox/gateway/card?token=cs_1',
          Token: 'cs_1',
          TokenTypeId: 5,
        },
      },
    });
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const frame = await screen.findByTitle('Secure card entry');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/sandbox/gateway/card?token=cs_1&lang=en`);
    expect(await requestsTo(fetchMock, 'profile/credit-cards/token')[0]!.json()).toEqual({
      originUrl: window.location.href,
    });
  });

  it('says the wallet is full when the server refuses a card past the most it keeps', async () => {
    signedIn({
      'profile/credit-cards/token': {
        body: {
          ResponseResult: { IsSuccessful: true, Errors: [] },
          CheckoutUrl: '/sandbox/gateway/card?token=cs_2',
          Token: 'cs_2',
          TokenTypeId: 5,
        },
      },
      'profile/credit-cards': errorAnswer(409, 'WALLET_FULL'),
    });
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const frame = (await screen.findByTitle('Secure card entry')) as HTMLIFrameElement;
    await waitFor(
      () => {
        if (!screen.queryByTestId('wallet-add-error'))
          fireEvent(
            window,
            new MessageEvent('message', {
              data: { type: 'fairway:card-tokenised', token: 'cs_2' },
              origin: window.location.origin,
              source: frame.contentWindow,
            }),
          );
        expect(screen.getByTestId('wallet-add-error')).toHaveTextContent(
          'Your wallet holds 20 cards, the most it can keep. Please delete one to add another.',
        );
      },
      { timeout: 5000 },
    );
  });

  it('joins an unsuccessful token response’s errors with commas', async () => {
    signedIn({
      'profile/credit-cards/token': {
        body: {
          ResponseResult: { IsSuccessful: false, Errors: ['No gateway', 'Try later'] },
          CheckoutUrl: '',
          Token: '',
          TokenTypeId: 5,
        },
      },
    });
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    expect(await screen.findByText('No gateway, Try later')).toBeInTheDocument();
  });

  it('follows the engine’s billing display: no Add without addCreditCards, no Delete without deleteCreditCards', async () => {
    signedIn({
      'booking-engine': {
        body: bookingEngineFixture({
          proProfile: { billingDisplay: { addCreditCards: false, deleteCreditCards: false } },
        }),
      },
    });
    const { user } = await openPayments();
    const cards = await screen.findAllByTestId('wallet-card');
    expect(screen.queryByRole('button', { name: 'Add a card' })).not.toBeInTheDocument();
    await user.click(within(cards[1]!).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Edit card' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
