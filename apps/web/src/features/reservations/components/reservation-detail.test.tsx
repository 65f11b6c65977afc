import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { IDS, detailFixture, moneyFixture, signedInApi } from '../testing/reservation-fixtures.ts';

const detailPath = `reservation/${IDS.upcoming}/history`;
const cancelPath = `reservations/${IDS.upcoming}/cancel`;

async function openDetail(language: 'en' | 'fr' = 'en') {
  const rendered = renderApp({ path: `/reservation/history/${IDS.upcoming}`, language });
  await waitForShell();
  await screen.findByTestId('reservation-detail');
  return rendered;
}

describe('a booking in detail', () => {
  it('downloads its calendar entry in the app’s language', async () => {
    const calendarPath = `reservation/${IDS.upcoming}/calendar.ics`;
    const fetchMock = signedInApi({
      [detailPath]: { body: detailFixture() },
      [calendarPath]: { body: 'BEGIN:VCALENDAR' },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:calendar'), revokeObjectURL: vi.fn() }),
    );
    const { user } = await openDetail('fr');
    await user.click(screen.getByTestId('calendar-download'));
    await waitFor(() => expect(requestsTo(fetchMock, calendarPath)).toHaveLength(1));
    expect(requestsTo(fetchMock, calendarPath)[0]!.headers.get('accept-language')).toBe('fr');
  });

  it('shows the invoice (translated line labels, add-ons by name), paid / due, add-ons, notes and players', async () => {
    signedInApi({ [detailPath]: { body: detailFixture() } });
    await openDetail();
    const invoice = screen.getByTestId('reservation-invoice');
    expect(invoice).toHaveTextContent('Green Fees');
    expect(invoice).toHaveTextContent('$135.00');
    expect(invoice).toHaveTextContent('Convenience Fee');
    expect(screen.getByTestId('detail-total')).toHaveTextContent('$145.00');
    expect(screen.getByTestId('detail-paid')).toHaveTextContent('$145.00');
    expect(screen.getByTestId('detail-due')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('reservation-add-ons')).toHaveTextContent('2 × Range balls · $7.00');
    expect(screen.getByTestId('reservation-notes')).toHaveTextContent('Two riders, one walker');
    expect(screen.getAllByTestId('reservation-slot').map((slot) => slot.textContent)).toEqual([
      'Ann GolferPaid',
      'Player 2Paid',
      'Player 3Paid',
    ]);
    expect(screen.getByTestId('detail-when')).toHaveTextContent('Sat, Nov 28, 2026, 9:00 AM EST');
    expect(screen.getByTestId('calendar-download')).toBeInTheDocument();
  });

  it('cancels one of three players with a reason and an Idempotency-Key, and toasts the refund', async () => {
    const fetchMock = signedInApi({
      [detailPath]: { body: detailFixture() },
      [cancelPath]: {
        body: {
          cancelledSlots: [3],
          refund: {
            amountCents: 4500,
            giftCertificateCents: 0,
            currencyCode: 'USD',
            paymentId: 'pay-1',
            paymentStatus: 'refunded',
          },
          reservation: detailFixture({ status: 'partially-cancelled' }),
        },
      },
    });
    const { user } = await openDetail();
    await user.click(screen.getByTestId('cancel-open'));
    const form = screen.getByTestId('cancel-form');
    await user.click(within(form).getByRole('checkbox', { name: 'Player 3' }));
    expect(within(form).getByText('1 player will be cancelled; the others stay booked.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Reason (optional)'), 'Back injury');
    await user.click(within(form).getByRole('button', { name: 'Cancel 1 player' }));
    expect(await screen.findByTestId('reservation-toast')).toHaveTextContent(
      'Your cancellation is confirmed. $45.00 will be refunded to your card.',
    );
    const [request] = requestsTo(fetchMock, cancelPath);
    expect(request!.method).toBe('PUT');
    expect(request!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request!.json()).toEqual({ players: [3], reason: 'Back injury' });
  });

  it('is keyboard usable: the form takes focus when it opens and gives it back when kept', async () => {
    signedInApi({ [detailPath]: { body: detailFixture() } });
    const { user } = await openDetail();
    screen.getByTestId('cancel-open').focus();
    await user.keyboard('{Enter}');
    expect(within(screen.getByTestId('cancel-form')).getByRole('checkbox', { name: 'Ann Golfer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(screen.getByTestId('cancel-open')).toHaveFocus();
  });

  it('cancels the whole booking without a players list', async () => {
    const fetchMock = signedInApi({
      [detailPath]: { body: detailFixture() },
      [cancelPath]: {
        body: {
          cancelledSlots: [1, 2, 3],
          refund: {
            amountCents: 0,
            giftCertificateCents: 0,
            currencyCode: 'USD',
            paymentId: null,
            paymentStatus: null,
          },
          reservation: detailFixture({ status: 'cancelled' }),
        },
      },
    });
    const { user } = await openDetail();
    await user.click(screen.getByTestId('cancel-open'));
    await user.click(screen.getByRole('button', { name: 'Cancel the whole booking' }));
    expect(await screen.findByTestId('reservation-toast')).toHaveTextContent('Your cancellation is confirmed.');
    expect(await requestsTo(fetchMock, cancelPath)[0]!.json()).toEqual({ reason: '' });
  });

  it('past the window says why and shows the course phone instead of the form', async () => {
    const closed = detailFixture();
    closed.actions.cancel.allowed = false;
    signedInApi({ [detailPath]: { body: closed } });
    await openDetail();
    const panel = screen.getByTestId('cancel-closed');
    expect(panel).toHaveTextContent('Online cancellation closed at Nov 27, 9:00 AM EST');
    expect(within(panel).getByTestId('course-phone')).toHaveAttribute('href', 'tel:9195550199');
    expect(screen.queryByTestId('cancel-open')).not.toBeInTheDocument();
  });

  it('a 409 CANCELLATION_WINDOW_CLOSED (the window shut while the page was open) switches to the closed panel with its message', async () => {
    signedInApi({
      [detailPath]: { body: detailFixture() },
      [cancelPath]: {
        status: 409,
        body: {
          error: {
            code: 'CANCELLATION_WINDOW_CLOSED',
            message: 'closed',
            details: {
              deadline: '2026-11-27T14:00:00.000Z',
              onlineCancellationHours: 24,
              coursePhone: '(919) 555-0123',
            },
          },
        },
      },
    });
    const { user } = await openDetail();
    await user.click(screen.getByTestId('cancel-open'));
    await user.click(screen.getByRole('button', { name: 'Cancel the whole booking' }));
    const panel = await screen.findByTestId('cancel-closed');
    expect(within(panel).getByTestId('cancel-error')).toHaveTextContent(
      'This reservation can no longer be cancelled online. Please call the course to cancel.',
    );
    expect(within(panel).getByTestId('course-phone')).toHaveTextContent('(919) 555-0123');
  });

  it("another golfer's booking (404) is not found", async () => {
    signedInApi({ [detailPath]: errorAnswer(404, 'NOT_FOUND') });
    renderApp({ path: `/reservation/history/${IDS.upcoming}` });
    await waitForShell();
    expect(await screen.findByTestId('reservation-failed')).toHaveTextContent('This reservation could not be found.');
  });

  it('a cancelled booking offers no actions', async () => {
    signedInApi({ [detailPath]: { body: detailFixture({ status: 'cancelled', totalPlayers: 0, BookingSlots: [] }) } });
    await openDetail();
    await waitFor(() => expect(screen.getByTestId('reservation-status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByTestId('cancel-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('calendar-download')).not.toBeInTheDocument();
  });
});

describe('the money of a booking, from the ledger-backed view', () => {
  const giftAndCard = () =>
    moneyFixture({
      paid: [
        {
          tender: 'gift-certificate',
          amountCents: 3000,
          at: '2026-11-20T15:00:00.000Z',
          card: null,
          slot: null,
          source: 'booking',
          state: 'settled',
        },
        {
          tender: 'card',
          amountCents: 11_500,
          at: '2026-11-20T15:00:00.000Z',
          card: { brand: 'visa', lastFour: '4242' },
          slot: null,
          source: 'booking',
          state: 'settled',
        },
      ],
    });

  it('states paid by tender with dates, and refunded by tender', async () => {
    const money = moneyFixture({
      refunded: [
        {
          tender: 'card',
          amountCents: 4500,
          at: '2026-11-21T15:00:00.000Z',
          card: { brand: 'visa', lastFour: '4242' },
          slot: 3,
          source: 'cancellation',
          state: 'settled',
        },
      ],
      refundedCents: 4500,
      netCents: 10_000,
    });
    signedInApi({ [detailPath]: { body: detailFixture({ money, refunded: 0 }) } });
    await openDetail();
    expect(screen.getByTestId('money-paid-entries')).toHaveTextContent('Visa ending in 4242 $145.00 on Nov 20, 2026');
    expect(screen.getByTestId('money-refunded-entries')).toHaveTextContent(
      'Visa ending in 4242 $45.00 on Nov 21, 2026',
    );
    // The totals read the view too (the summary's own refunded field says 0 here).
    expect(screen.getByTestId('detail-refunded')).toHaveTextContent('$45.00');
    expect(screen.getByTestId('money-net')).toHaveTextContent('$100.00');
  });

  it('shows the refund and where it goes before the golfer confirms: the gift certificate first, then the card', async () => {
    signedInApi({ [detailPath]: { body: detailFixture({ money: giftAndCard() }) } });
    const { user } = await openDetail();
    await user.click(screen.getByTestId('cancel-open'));
    const form = screen.getByTestId('cancel-form');
    // Everyone: 3 × $45.00 refundable.
    expect(within(form).getByTestId('cancel-preview')).toHaveTextContent('If you cancel now, you get back $135.00:');
    expect(within(form).getByTestId('cancel-preview')).toHaveTextContent('$30.00 restored to your gift certificate');
    expect(within(form).getByTestId('cancel-preview')).toHaveTextContent(
      '$105.00 refunded to your Visa ending in 4242',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Player 3' }));
    expect(within(form).getByTestId('cancel-preview')).toHaveTextContent('If you cancel now, you get back $45.00:');
  });

  it('shows a friend whose share is not captured as "Share due by …", never "Paid"', async () => {
    const detail = detailFixture({ money: moneyFixture() });
    detail.BookingSlots = detail.BookingSlots.map((slot) =>
      slot.slot === 2 ? { ...slot, paid: false, shareDueBy: '2026-11-27T14:00:00.000Z', name: 'Grace Hopper' } : slot,
    );
    signedInApi({ [detailPath]: { body: detail } });
    await openDetail();
    const slots = screen.getAllByTestId('reservation-slot').map((slot) => slot.textContent);
    expect(slots[1]).toBe('Grace HopperShare due by Nov 27, 9:00 AM EST');
    expect(slots[1]).not.toContain('Paid');
  });
});
