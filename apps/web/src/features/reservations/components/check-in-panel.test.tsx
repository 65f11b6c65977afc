import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { IDS, checkInStatusFixture, dueTodayFixture, signedInApi } from '../testing/reservation-fixtures.ts';

const detailPath = `reservation/${IDS.today}/history`;
const statusPath = `reservation/${IDS.today}/checkin/status`;
const payPath = `reservation/${IDS.today}/pay-and-checkin`;
const paidStatus = checkInStatusFixture({
  numberOfPlayersPaid: 2,
  Invoice: { Pricing: { DueAtCourse: { Value: 0 } } },
  slots: checkInStatusFixture().slots.map((slot) => ({ ...slot, paid: true, dueAtCourse: 0 })),
});

async function openToday() {
  const rendered = renderApp({ path: `/reservation/history/${IDS.today}` });
  await waitForShell();
  await screen.findByTestId('check-in-panel');
  return rendered;
}

describe('check-in (SPEC §4, §5, §8)', () => {
  it('checks everyone in when nothing is due and says "Your Check-In was successful"', async () => {
    const fetchMock = signedInApi({
      [detailPath]: { body: dueTodayFixture() },
      [statusPath]: { body: paidStatus },
      'reservation/checkin': { body: { ...paidStatus, numberOfPlayersCheckedIn: 2 } },
    });
    const { user } = await openToday();
    await user.click(await screen.findByTestId('check-in-submit'));
    expect(await screen.findByTestId('reservation-toast')).toHaveTextContent('Your Check-In was successful');
    expect(await requestsTo(fetchMock, 'reservation/checkin')[0]!.json()).toEqual({
      bookingId: IDS.today,
      facilityId: 1,
      slots: [],
      isFullCheckIn: true,
    });
    expect(screen.queryByTestId('pay-check-in-open')).not.toBeInTheDocument();
  });

  it('a refused check-in toasts the §8 failure text', async () => {
    signedInApi({
      [detailPath]: { body: dueTodayFixture() },
      [statusPath]: { body: paidStatus },
      'reservation/checkin': errorAnswer(409, 'CHECK_IN_FAILED'),
    });
    const { user } = await openToday();
    await user.click(await screen.findByTestId('check-in-submit'));
    expect(await screen.findByTestId('reservation-toast')).toHaveTextContent(
      'Your Check-In has failed, please try again or stop by the pro shop to confirm you are here.',
    );
  });

  it('says "Failed to get reservation status" when the status cannot be fetched', async () => {
    signedInApi({ [detailPath]: { body: dueTodayFixture() }, [statusPath]: errorAnswer(500, 'INTERNAL') });
    await openToday();
    expect(await screen.findByTestId('reservation-toast')).toHaveTextContent('Failed to get reservation status');
    expect(screen.queryByTestId('check-in-submit')).not.toBeInTheDocument();
  });

  it('says so when everyone is checked in', async () => {
    signedInApi({
      [detailPath]: { body: dueTodayFixture() },
      [statusPath]: { body: { ...paidStatus, numberOfPlayersCheckedIn: 2 } },
    });
    await openToday();
    expect(await screen.findByTestId('checked-in-all')).toBeInTheDocument();
    expect(screen.queryByTestId('check-in-submit')).not.toBeInTheDocument();
  });

  it('outside the window says when check-in opens and asks for no status', async () => {
    const later = dueTodayFixture();
    later.actions.checkIn.windowOpen = false;
    const fetchMock = signedInApi({ [detailPath]: { body: later } });
    renderApp({ path: `/reservation/history/${IDS.today}` });
    await waitForShell();
    expect(await screen.findByTestId('check-in-closed')).toHaveTextContent('Check-in opens at Nov 25, 8:00 AM EST.');
    expect(requestsTo(fetchMock, statusPath)).toHaveLength(0);
  });

  describe('pay and check in', () => {
    it('toasts the first failing check (the saved card CVV) and keeps the form open without calling the API', async () => {
      const fetchMock = signedInApi({
        [detailPath]: { body: dueTodayFixture() },
        [statusPath]: { body: checkInStatusFixture() },
      });
      const { user } = await openToday();
      await user.click(await screen.findByTestId('pay-check-in-open'));
      const form = screen.getByTestId('pay-check-in-form');
      expect(within(form).getByTestId('pay-check-in-amount')).toHaveTextContent('$60.00');
      await user.click(within(form).getByTestId('pay-check-in-submit'));
      expect(await screen.findByTestId('reservation-toast')).toHaveTextContent('Please enter a valid CVV code');
      expect(screen.getByTestId('pay-check-in-form')).toBeInTheDocument();
      expect(within(form).getByLabelText('CVV of the card ending in 4242')).toHaveFocus();
      expect(requestsTo(fetchMock, payPath)).toHaveLength(0);
      expect(within(form).getByTestId('pay-check-in-error')).toHaveTextContent('Please enter a valid CVV code');
      await user.type(within(form).getByLabelText('CVV of the card ending in 4242'), '1');
      expect(within(form).queryByTestId('pay-check-in-error')).not.toBeInTheDocument();
    });

    it('pays for the chosen players with the saved card and CVV, with an Idempotency-Key, then toasts success', async () => {
      const fetchMock = signedInApi({
        [detailPath]: { body: dueTodayFixture() },
        [statusPath]: { body: checkInStatusFixture() },
        [payPath]: {
          body: {
            invoice: {
              invoiceNumber: 'CI-1',
              amountCents: 3000,
              currencyCode: 'USD',
              slots: [1],
              paymentId: 'pay-2',
              paymentStatus: 'captured',
            },
            status: checkInStatusFixture({ numberOfPlayersPaid: 1, numberOfPlayersCheckedIn: 1 }),
          },
        },
      });
      const { user } = await openToday();
      await user.click(await screen.findByTestId('pay-check-in-open'));
      const form = screen.getByTestId('pay-check-in-form');
      await user.selectOptions(within(form).getByLabelText('Players to pay for'), '1');
      expect(within(form).getByTestId('pay-check-in-amount')).toHaveTextContent('$30.00');
      await user.type(within(form).getByLabelText('CVV of the card ending in 4242'), '123');
      await user.click(within(form).getByTestId('pay-check-in-submit'));
      expect(await screen.findByTestId('reservation-toast')).toHaveTextContent('Your Check-In was successful');
      await waitFor(() => expect(screen.queryByTestId('pay-check-in-form')).not.toBeInTheDocument());
      const [request] = requestsTo(fetchMock, payPath);
      expect(request!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await request!.json()).toEqual({
        playerCount: 1,
        walletOptionId: '0b6f3c1e-1111-4a51-9a55-0d9f3c1b8a11',
        securityCode: '123',
        paymentToken: null,
      });
    });

    it('a 400 that mentions the card is toasted as is and the form stays open for another try', async () => {
      signedInApi({
        [detailPath]: { body: dueTodayFixture() },
        [statusPath]: { body: checkInStatusFixture() },
        [payPath]: {
          status: 400,
          body: { error: { code: 'BAD_REQUEST', message: 'Your card was declined by the payment processor.' } },
        },
      });
      const { user } = await openToday();
      await user.click(await screen.findByTestId('pay-check-in-open'));
      const form = screen.getByTestId('pay-check-in-form');
      await user.type(within(form).getByLabelText('CVV of the card ending in 4242'), '123');
      await user.click(within(form).getByTestId('pay-check-in-submit'));
      expect(await screen.findByTestId('reservation-toast')).toHaveTextContent(
        'Your card was declined by the payment processor.',
      );
      expect(screen.getByTestId('pay-check-in-form')).toBeInTheDocument();
      expect(
        within(screen.getByTestId('pay-check-in-form')).getByLabelText('CVV of the card ending in 4242'),
      ).toHaveValue('');
    });

    it("a known card code (CHECK_IN_PAYMENT_DECLINED) is told in the golfer's language, form open", async () => {
      signedInApi({
        [detailPath]: { body: dueTodayFixture() },
        [statusPath]: { body: checkInStatusFixture() },
        [payPath]: {
          status: 400,
          body: { error: { code: 'CHECK_IN_PAYMENT_DECLINED', message: 'The card payment was declined.' } },
        },
      });
      const { user } = await openToday();
      await user.click(await screen.findByTestId('pay-check-in-open'));
      await user.type(screen.getByLabelText('CVV of the card ending in 4242'), '123');
      await user.click(screen.getByTestId('pay-check-in-submit'));
      expect(await screen.findByTestId('reservation-toast')).toHaveTextContent(
        'The card payment was declined. Please check the card or use another one.',
      );
      expect(screen.getByTestId('pay-check-in-form')).toBeInTheDocument();
    });

    it('any other failure toasts "Failed to generate Check-In Invoice..." and closes the form', async () => {
      signedInApi({
        [detailPath]: { body: dueTodayFixture() },
        [statusPath]: { body: checkInStatusFixture() },
        [payPath]: errorAnswer(502, 'CHECK_IN_INVOICE_FAILED'),
      });
      const { user } = await openToday();
      await user.click(await screen.findByTestId('pay-check-in-open'));
      await user.type(screen.getByLabelText('CVV of the card ending in 4242'), '123');
      await user.click(screen.getByTestId('pay-check-in-submit'));
      expect(await screen.findByTestId('reservation-toast')).toHaveTextContent(
        'Failed to generate Check-In Invoice...',
      );
      await waitFor(() => expect(screen.queryByTestId('pay-check-in-form')).not.toBeInTheDocument());
    });

    it('with a new card: no card entered yet is the first failure ("Please enter a valid credit card number")', async () => {
      signedInApi({
        [detailPath]: { body: dueTodayFixture() },
        [statusPath]: { body: checkInStatusFixture() },
        [`reservation/${IDS.today}/checkin/card-token`]: {
          body: {
            ResponseResult: { IsSuccessful: true, Errors: [] },
            CheckoutUrl: 'http://localhost:3000/sandbox/gateway/checkout/tok-1',
            Token: 'tok-1',
            TokenTypeId: 5,
          },
        },
      });
      const { user } = await openToday();
      await user.click(await screen.findByTestId('pay-check-in-open'));
      await user.click(screen.getByTestId('pay-check-in-new-card-option'));
      expect(await screen.findByTitle('Secure card entry')).toBeInTheDocument();
      await user.click(screen.getByTestId('pay-check-in-submit'));
      expect(await screen.findByTestId('reservation-toast')).toHaveTextContent(
        'Please enter a valid credit card number',
      );
      expect(screen.getByTestId('pay-check-in-form')).toBeInTheDocument();
    });
  });
});
