import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { IDS, historyFixture, signedInApi, summaryFixture } from '../testing/reservation-fixtures.ts';

const past = summaryFixture({
  ReservationID: IDS.past,
  confirmationNumber: 'HP-PAST1',
  teetime: '2026-11-16T14:30',
  list: 'past',
  status: 'checked-in',
  facility: { id: 2, gnFacilityId: 102, name: 'Harbor Pines North', timeZone: 'America/New_York', phone: null },
});
const partial = summaryFixture({ status: 'partially-cancelled', totalPlayers: 2, refunded: 4500 });

describe('/reservation/history', () => {
  it('lists upcoming and past bookings with course, local time, players, rate, confirmation, paid / due and status', async () => {
    signedInApi({ 'reservation/history': { body: historyFixture([partial, past]) } });
    renderApp({ path: '/reservation/history' });
    await waitForShell();
    const upcoming = await screen.findByTestId('reservations-upcoming');
    const card = within(upcoming).getByTestId('reservation-card');
    expect(within(card).getByRole('link', { name: /Harbor Pines South/ })).toHaveAttribute(
      'href',
      `/reservation/history/${IDS.upcoming}`,
    );
    expect(within(card).getByTestId('reservation-when')).toHaveTextContent('Sat, Nov 28, 2026, 9:00 AM EST');
    expect(within(card).getByTestId('reservation-players')).toHaveTextContent('2');
    expect(card).toHaveTextContent('Weekend 18');
    expect(within(card).getByTestId('reservation-confirmation')).toHaveTextContent('HP-7Q2K9');
    expect(within(card).getByTestId('reservation-paid')).toHaveTextContent('$145.00');
    expect(within(card).getByTestId('reservation-due')).toHaveTextContent('$0.00');
    expect(within(card).getByTestId('reservation-status')).toHaveTextContent('Partially cancelled');
    const pastCard = within(screen.getByTestId('reservations-past')).getByTestId('reservation-card');
    expect(within(pastCard).getByTestId('reservation-status')).toHaveTextContent('Checked in');
    expect(document.title).toBe('Reservations');
  });

  it('shows empty states that lead back to tee times', async () => {
    signedInApi({ 'reservation/history': { body: historyFixture([]) } });
    renderApp({ path: '/reservation/history' });
    await waitForShell();
    const empty = await screen.findByTestId('reservations-upcoming-empty');
    expect(empty).toHaveTextContent('You have no upcoming tee times.');
    expect(within(empty).getByRole('link', { name: 'Find a tee time' })).toHaveAttribute('href', '/teetimes');
    expect(screen.getByTestId('reservations-past-empty')).toHaveTextContent('You have no past rounds yet.');
  });

  it('pages with "Show more" while the server has more', async () => {
    const fetchMock = signedInApi({
      'reservation/history': (request) => {
        const take = Number(new URL(request.url).searchParams.get('take'));
        return { body: take > 50 ? historyFixture([partial, past], 2) : historyFixture([partial], 2) };
      },
    });
    const { user } = renderApp({ path: '/reservation/history' });
    await waitForShell();
    await user.click(await screen.findByTestId('reservations-more'));
    await waitFor(() => expect(screen.getAllByTestId('reservation-card')).toHaveLength(2));
    expect(screen.queryByTestId('reservations-more')).not.toBeInTheDocument();
    const takes = requestsTo(fetchMock, 'reservation/history').map((request) =>
      new URL(request.url).searchParams.get('take'),
    );
    expect(takes).toEqual(['50', '100']);
  });

  it('says when the history cannot be loaded, with a retry', async () => {
    signedInApi({ 'reservation/history': errorAnswer(500, 'INTERNAL') });
    renderApp({ path: '/reservation/history' });
    await waitForShell();
    expect(await screen.findByTestId('reservations-failed')).toHaveTextContent(
      'We could not load your reservations. Please try again.',
    );
  });

  it('sends an anonymous visitor to sign in and asks nothing of the API', async () => {
    const fetchMock = mockApi();
    const { router } = renderApp({ path: '/reservation/history' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/reservation/history' });
    expect(requestsTo(fetchMock, 'reservation/history')).toHaveLength(0);
  });
});
