import { lastBookableDate, localToday } from '@fairway/domain/tee-times/local-date';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

// A date the search cannot show is rewritten in the URL to the day it shows (replace, not push).

const ZONE = 'America/New_York'; // the fixtures' facilities

describe('the search date in the URL', () => {
  it('rewrites a past date to today, keeping the alias and the other filters, without a new history entry', async () => {
    const fetchMock = mockApi();
    const { router } = renderApp({ path: '/search?alias=demo&date=2020-01-01&holes=9' });
    await waitForShell();
    const today = localToday(new Date(), ZONE);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('date')).toBe(today));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('alias')).toBe('demo');
    expect(query.get('holes')).toBe('9');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('search-date')).toBeInTheDocument();
    // The day searched is the day in the URL.
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'v2/tee-times').some(
          (request) => new URL(request.url).searchParams.get('date') === today,
        ),
      ).toBe(true),
    );
  });

  it('rewrites a malformed date, and a date past the booking window to its last day', async () => {
    mockApi({ 'booking-engine': { body: bookingEngineFixture({ inventory: { maxDaysOut: 7 } }) } });
    const first = renderApp({ path: '/search?date=tomorrow' });
    await waitForShell();
    await waitFor(() =>
      expect(new URLSearchParams(first.router.state.location.search).get('date')).toBe(localToday(new Date(), ZONE)),
    );
    first.unmount();

    mockApi({ 'booking-engine': { body: bookingEngineFixture({ inventory: { maxDaysOut: 7 } }) } });
    const second = renderApp({ path: '/search?date=2999-12-31' });
    await waitForShell();
    const last = lastBookableDate(new Date(), ZONE, { maxDaysOut: 7 });
    await waitFor(() => expect(new URLSearchParams(second.router.state.location.search).get('date')).toBe(last));
  });

  it('leaves a URL without a date, and one with a date it shows, as they are', async () => {
    mockApi();
    const bare = renderApp({ path: '/search?alias=demo' });
    await waitForShell();
    expect(bare.router.state.location.search).toBe('?alias=demo');
    bare.unmount();

    mockApi();
    const today = localToday(new Date(), ZONE);
    const shown = renderApp({ path: `/search?date=${today}` });
    await waitForShell();
    expect(shown.router.state.location.search).toBe(`?date=${today}`);
    expect(shown.router.state.historyAction).toBe('POP');
  });
});
