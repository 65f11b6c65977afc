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
    startEarlyCalls(store, { pathname: '/search', search: '?golfers=2' });
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
});
