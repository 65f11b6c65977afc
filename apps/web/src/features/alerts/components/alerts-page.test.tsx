import type { Alert } from '@fairway/contract/alerts.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerSession } from '../../../test/account-fixtures.ts';
import { bookingEngineFixture } from '../../../test/fixtures.ts';
import { errorAnswer, mockApi, requestsTo, type Handler } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

const alert = (overrides: Partial<Alert> = {}): Alert => ({
  id: '00000000-0000-4000-8000-000000000001',
  dates: ['2026-12-05'],
  timezone: 'America/New_York',
  teetimeStartTime: 420,
  teetimeEndTime: 600,
  players: 2,
  facilityIds: [1],
  holes: [18],
  language: 'en',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  offer: null,
  claims: [],
  claimed: false,
  ...overrides,
});

function alertsApi(routes: Record<string, Handler> = {}, flag = true) {
  return mockApi({
    'booking-engine': { body: bookingEngineFixture({ featureFlags: { enableTeeTimeAlerts: flag } }) },
    session: { body: { ...customerSession(), sessionToken: undefined } },
    'profile/teetime-alerts': (request) => {
      if (request.method === 'POST')
        return { status: 201, body: alert({ id: '00000000-0000-4000-8000-000000000009' }) };
      const status = new URL(request.url).searchParams.get('status');
      return {
        body: {
          alerts:
            status === 'active'
              ? [alert()]
              : [
                  alert({
                    id: '00000000-0000-4000-8000-000000000002',
                    dates: ['2026-11-01'],
                    status: 'inactive',
                    holes: [],
                  }),
                ],
        },
      };
    },
    ...routes,
  });
}

describe('/alerts', () => {
  // The form bounds its dates by the courses' today: the fixtures' dates are days after it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refuses a date before today or more than a year ahead, sending nothing', async () => {
    const fetchMock = alertsApi();
    const { user } = renderApp({ path: '/alerts?new=1&date=2027-12-02&course=1' });
    await waitForShell();
    expect(await screen.findByLabelText('Date')).toHaveAttribute('max', '2027-12-01');
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2026-12-01');
    await user.click(screen.getByTestId('alert-submit'));
    expect(
      await screen.findByText('Alerts reach at most a year ahead: choose a date on or before December 1, 2027.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-11-30');
    await user.click(screen.getByTestId('alert-submit'));
    expect(await screen.findByText('Choose today or a later date.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'profile/teetime-alerts').filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('lists active and inactive alerts and creates one prefilled from the search link', async () => {
    const fetchMock = alertsApi();
    const { user } = renderApp({ path: '/alerts?new=1&date=2026-12-06&course=1&players=3&start=480&end=660&holes=9' });
    await waitForShell();
    const active = await screen.findByTestId('alerts-active');
    await waitFor(() => expect(within(active).getByTestId('alert-item')).toHaveTextContent('Sat, Dec 5, 2026'));
    expect(within(active).getByTestId('alert-item')).toHaveTextContent('07:00–10:00 · 2 players · 18 holes');
    await waitFor(() =>
      expect(within(screen.getByTestId('alerts-inactive')).getByTestId('alert-item')).toHaveTextContent(
        'Sun, Nov 1, 2026',
      ),
    );

    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-06');
    expect(screen.getByLabelText('From')).toHaveValue('08:00');
    await user.click(screen.getByTestId('alert-submit'));
    await waitFor(() => expect(screen.getByTestId('alerts-message')).toHaveTextContent('Tee time alert created.'));
    const posted = requestsTo(fetchMock, 'profile/teetime-alerts').find((request) => request.method === 'POST')!;
    expect(await posted.json()).toEqual({
      dates: ['2026-12-06'],
      timezone: 'America/New_York',
      teetimeStartTime: 480,
      teetimeEndTime: 660,
      players: 3,
      facilityIds: [1],
      holes: [9],
      lzCurrentLanguage: 'en',
    });
  });

  it('shows the tee time an alert found, held until the hold lapses, with Book it', async () => {
    alertsApi({
      'profile/teetime-alerts': (request) => {
        const active = new URL(request.url).searchParams.get('status') === 'active';
        const offer = { facilityId: 1, teetime: '2026-12-05T08:10', players: 2, expiresAt: '2026-12-01T15:20:00.000Z' };
        return { body: { alerts: active ? [alert({ offer })] : [] } };
      },
    });
    renderApp({ path: '/alerts' });
    await waitForShell();
    const offer = await screen.findByTestId('alert-offer');
    expect(offer).toHaveTextContent(
      /^Held for you until 10:20 AM: .+, Sat, Dec 5, 2026, 8:10 AM EST, 2 players\. Book it$/,
    );
    expect(within(offer).getByRole('link', { name: 'Book it' })).toHaveAttribute('href', '/alerts?book=1');
  });

  it('lists a claimed alert as "Claimed" with the tee time it got and a link to its reservation, without Edit', async () => {
    const claim = {
      facilityId: 1,
      teetime: '2026-11-28T08:10',
      players: 2,
      reservationId: '5a0c3e1e-6b1f-4a57-9d6a-2b2d3c4e5f60',
    };
    alertsApi({
      'profile/teetime-alerts': (request) => {
        const active = new URL(request.url).searchParams.get('status') === 'active';
        return {
          body: {
            alerts: active
              ? []
              : [alert({ dates: ['2026-11-28'], status: 'inactive', claimed: true, claims: [claim] })],
          },
        };
      },
    });
    renderApp({ path: '/alerts' });
    await waitForShell();
    const past = await screen.findByTestId('alerts-inactive');
    const item = await within(past).findByTestId('alert-item');
    expect(within(item).getByTestId('alert-claimed')).toHaveTextContent('Claimed');
    expect(within(item).getByTestId('alert-claim')).toHaveTextContent(
      /^Claimed: .+, Sat, Nov 28, 2026, 8:10 AM EST, 2 players\. View reservation$/,
    );
    expect(
      within(item).getByRole('link', { name: 'View the reservation for Sat, Nov 28, 2026, 8:10 AM EST' }),
    ).toHaveAttribute('href', `/reservation/history/${claim.reservationId}`);
    expect(within(item).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(item).getByTestId('alert-delete')).toBeInTheDocument();
  });

  it('shows the duplicate state on a 409, the full list on TEE_TIME_ALERTS_FULL and the §8 alert on other failures', async () => {
    let answer = errorAnswer(409, 'TEE_TIME_ALERT_DUPLICATE');
    alertsApi({
      'profile/teetime-alerts': (request) => (request.method === 'POST' ? answer : { body: { alerts: [] } }),
    });
    const { user } = renderApp({ path: '/alerts' });
    await waitForShell();
    await user.click(await screen.findByTestId('alert-submit'));
    expect(await screen.findByTestId('alert-form-message')).toHaveTextContent(
      'You already have a tee time alert for these dates, times and courses.',
    );
    answer = errorAnswer(400, 'TEE_TIME_ALERTS_FULL');
    await user.click(screen.getByTestId('alert-submit'));
    expect(await screen.findByTestId('alerts-message')).toHaveTextContent(
      'You have 200 tee time alerts, the most you can keep. Please delete one to add another.',
    );
    answer = errorAnswer(500, 'INTERNAL');
    await user.click(screen.getByTestId('alert-submit'));
    expect(await screen.findByTestId('alerts-message')).toHaveTextContent(
      'Something went wrong while creating a tee time alert. Please try again later.',
    );
  });

  it('deletes after a confirmation, and says so', async () => {
    const fetchMock = alertsApi({
      'profile/teetime-alerts/00000000-0000-4000-8000-000000000001': { body: { ok: true } },
    });
    const { user } = renderApp({ path: '/alerts' });
    await waitForShell();
    const active = await screen.findByTestId('alerts-active');
    await user.click(await within(active).findByTestId('alert-delete'));
    await user.click(within(active).getByTestId('alert-delete-confirm'));
    expect(await screen.findByTestId('alerts-message')).toHaveTextContent('Tee time alert deleted.');
    expect(
      requestsTo(fetchMock, 'profile/teetime-alerts/00000000-0000-4000-8000-000000000001').map(
        (request) => request.method,
      ),
    ).toEqual(['DELETE']);
  });

  it('says so when a list cannot be fetched', async () => {
    alertsApi({ 'profile/teetime-alerts': errorAnswer(500, 'INTERNAL') });
    renderApp({ path: '/alerts' });
    await waitForShell();
    expect(
      await screen.findByText('Something went wrong while retrieving active tee time alerts. Please try again later.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Something went wrong while retrieving inactive tee time alerts. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('offers "Alert me" under an empty search, prefilled from its filters, only where alerts are on', async () => {
    alertsApi();
    renderApp({ path: '/teetimes?date=2026-12-06&course=1&golfers=3&holes=18' });
    await waitForShell();
    const link = await screen.findByRole('link', { name: 'Alert me' });
    const href = new URL(link.getAttribute('href')!, 'https://x.example');
    expect(href.pathname).toBe('/alerts');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      date: '2026-12-06',
      course: '1',
      players: '3',
      holes: '18',
    });
  });

  it('offers nothing where alerts are off', async () => {
    alertsApi({}, false);
    renderApp({ path: '/teetimes' });
    await waitForShell();
    await screen.findByTestId('no-results');
    expect(screen.queryByRole('link', { name: 'Alert me' })).not.toBeInTheDocument();
  });

  it('is not found where the alias has alerts off', async () => {
    alertsApi({}, false);
    renderApp({ path: '/alerts' });
    await waitForShell();
    await waitFor(() => expect(screen.queryByTestId('alerts-page')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Tee Time Alerts');
  });
});
