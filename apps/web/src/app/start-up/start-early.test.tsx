import { SHELL_BOOTSTRAP_ID } from '@fairway/contract/facilities.contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { bookingEngineFixture, facilitiesFixture } from '../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../test/mock-api.ts';
import { App } from '../app.tsx';
import { routes } from '../routes.tsx';
import { makeStore } from '../store.ts';
import { startEarlyCalls } from './start-early.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-10T12:00:00Z'));
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SHELL_BOOTSTRAP_ID;
  block.textContent = JSON.stringify({ bookingEngine: bookingEngineFixture(), facilities: facilitiesFixture() });
  document.head.append(block);
});
afterEach(() => {
  vi.useRealTimers();
  document.getElementById(SHELL_BOOTSTRAP_ID)?.remove();
});

describe('startEarlyCalls', () => {
  it('starts the search and the session restore before the app mounts; the screen then asks for nothing again', async () => {
    const fetchMock = mockApi();
    const store = makeStore({ alias: { kind: 'none' } });
    await startEarlyCalls(store, { pathname: '/search', search: '?golfers=2' });
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'v2/tee-times')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'session')).toHaveLength(1);

    const router = createMemoryRouter(routes, { initialEntries: ['/search?golfers=2'] });
    render(<App store={store} i18n={createI18n('en')} router={router} />);
    expect(await screen.findByTestId('no-results')).toBeVisible();
    expect(requestsTo(fetchMock, 'v2/tee-times')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'session')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'booking-engine')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'facilities')).toHaveLength(0);
  });

  it("runs as three tasks: the shell's answers and the session first, the course zone's first date alone, then the search", async () => {
    mockApi();
    // A zone no other test has formatted in: its first date is what this start-up's second task does.
    const zone = 'Pacific/Chatham';
    document.getElementById(SHELL_BOOTSTRAP_ID)!.textContent = JSON.stringify({
      bookingEngine: bookingEngineFixture(),
      facilities: facilitiesFixture().map((facility) => ({ ...facility, timeZone: zone })),
    });
    const store = makeStore({ alias: { kind: 'none' } });
    const queries = () => Object.keys(store.getState().api.queries).map((key) => key.split('(')[0]);
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const formatsMade = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function madeFormat(
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new RealDateTimeFormat(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    const started = startEarlyCalls(store, { pathname: '/search', search: '?golfers=2' });
    expect(queries().sort()).toEqual(['getBookingEngine', 'getFacilities', 'restoreSession']);
    expect(formatsMade).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The zone's data is loaded, the search not yet started.
    expect(formatsMade.mock.calls.map(([, options]) => options?.timeZone)).toEqual([zone]);
    expect(queries()).not.toContain('getTeeTimes');
    await started;
    expect(queries()).toContain('getTeeTimes');
    formatsMade.mockRestore();
  });
});
