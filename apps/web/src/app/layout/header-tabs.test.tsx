import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refetchBookingEngine } from '../../features/facilities/api/facilities-api.ts';
import { bookingEngineFixture, facilitiesFixture, simulatorFacilitiesFixture } from '../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

const storeOn = { identity: { activeTabs: ['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS', 'STORE'] as const } };

describe('header tabs', () => {
  it('shows tee times, course info and store to a visitor without a session (demo)', async () => {
    mockApi({
      'booking-engine': { body: bookingEngineFixture({ identity: { activeTabs: [...storeOn.identity.activeTabs] } }) },
    });
    renderApp({ path: '/teetimes' });
    await waitForShell();
    expect(tabNames()).toEqual(['Tee times', 'Course info', 'Store']);
  });

  it('uses the default active tabs when settings name none: no store, no customer tabs', async () => {
    mockApi();
    renderApp({ path: '/course/info' });
    await waitForShell();
    expect(tabNames()).toEqual(['Tee times', 'Course info']);
  });

  it('marks the current tab with aria-current, and the tee-time tab on the home page', async () => {
    mockApi();
    const { user } = renderApp({ path: '/' });
    await waitForShell();
    expect(screen.getByRole('link', { name: 'Tee times' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Course info' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Info' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Course info' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tee times' })).not.toHaveAttribute('aria-current');
  });

  it('titles the first two tabs Times and Venue Info for a simulator-only venue', async () => {
    mockApi({ facilities: { body: simulatorFacilitiesFixture() } });
    renderApp({ path: '/teetimes' });
    await waitForShell();
    expect(tabNames()).toEqual(['Times', 'Venue Info']);
  });

  it('keeps Tee times and Course info when one of several facilities is a simulator', async () => {
    const [course, other] = facilitiesFixture();
    mockApi({ facilities: { body: [course, { ...other!, isSimulator: true }] } });
    renderApp({ path: '/teetimes' });
    await waitForShell();
    expect(tabNames()).toEqual(['Tee times', 'Course info']);
  });

  it.each(['/search', '/login'])('hides tee times, course info and store in affiliate mode on %s', async (path) => {
    mockApi({
      'booking-engine': {
        body: bookingEngineFixture({ identity: { activeTabs: [...storeOn.identity.activeTabs] } }, { affiliate: true }),
      },
    });
    renderApp({ path });
    await waitForShell();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('keeps the tabs in affiliate mode on /teetimes, and hides them after navigating to /search', async () => {
    mockApi({
      'booking-engine': {
        body: bookingEngineFixture({ identity: { activeTabs: [...storeOn.identity.activeTabs] } }, { affiliate: true }),
      },
    });
    const { router } = renderApp({ path: '/teetimes' });
    await waitForShell();
    expect(tabNames()).toEqual(['Tee times', 'Course info', 'Store']);
    await act(() => router.navigate('/search'));
    expect(tabNames()).toEqual([]);
  });

  it('recomputes the tabs when new settings arrive', async () => {
    let activeTabs: ('TEE_TIMES' | 'COURSE_INFO' | 'STORE')[] = ['TEE_TIMES', 'COURSE_INFO'];
    const fetchMock = mockApi({
      'booking-engine': () => ({ body: bookingEngineFixture({ identity: { activeTabs } }) }),
    });
    const { store } = renderApp({ path: '/teetimes' });
    await waitForShell();
    expect(tabNames()).toEqual(['Tee times', 'Course info']);

    activeTabs = ['TEE_TIMES', 'STORE'];
    act(() => {
      store.dispatch(refetchBookingEngine());
    });
    await waitFor(() => expect(tabNames()).toEqual(['Tee times', 'Store']));
    expect(requestsTo(fetchMock, 'booking-engine')).toHaveLength(2);
  });
});
