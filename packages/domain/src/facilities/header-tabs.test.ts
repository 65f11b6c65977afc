import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVE_TABS, type FeatureArea } from './feature-areas.ts';
import { computeHeaderTabs, isOnRoute, isSimulatorOnly, type HeaderTabContext } from './header-tabs.ts';

const ALL_TABS: FeatureArea[] = ['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS', 'STORE'];
const base: HeaderTabContext = {
  activeTabs: ALL_TABS,
  simulatorOnly: false,
  signedInCustomer: true,
  affiliate: false,
  pathname: '/teetimes',
};
const routes = (context: Partial<HeaderTabContext>) => computeHeaderTabs({ ...base, ...context }).map((t) => t.route);
const titles = (context: Partial<HeaderTabContext>) =>
  computeHeaderTabs({ ...base, ...context }).map((t) => t.titleKey);

describe('computeHeaderTabs', () => {
  it('lists every tab in the order of the spec table for a signed-in customer', () => {
    expect(computeHeaderTabs(base)).toEqual([
      { area: 'TEE_TIMES', route: '/teetimes', order: 1, titleKey: 'teeTimes' },
      { area: 'COURSE_INFO', route: '/course/info', order: 2, titleKey: 'courseInfo' },
      { area: 'RESERVATIONS', route: '/reservation/history', order: 3, titleKey: 'reservations' },
      { area: 'ORDERS', route: '/orders', order: 4, titleKey: 'orders' },
      { area: 'STORE', route: '/store', order: 5, titleKey: 'store' },
    ]);
  });

  it('orders tabs by their order, not by the order of activeTabs', () => {
    expect(routes({ activeTabs: ['STORE', 'ORDERS', 'TEE_TIMES'] })).toEqual(['/teetimes', '/orders', '/store']);
  });

  it('hides reservations and orders from guests and anonymous visitors', () => {
    expect(routes({ signedInCustomer: false })).toEqual(['/teetimes', '/course/info', '/store']);
  });

  it('shows the store only when the store tab is active', () => {
    expect(routes({ activeTabs: DEFAULT_ACTIVE_TABS })).not.toContain('/store');
    expect(routes({ activeTabs: [...DEFAULT_ACTIVE_TABS, 'STORE'] })).toContain('/store');
  });

  it('default active tabs are tee times, course info, reservations and orders', () => {
    expect(DEFAULT_ACTIVE_TABS).toEqual(['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS']);
  });

  it('renames the first two tabs for a simulator-only venue', () => {
    expect(titles({ simulatorOnly: true })).toEqual(['times', 'venueInfo', 'reservations', 'orders', 'store']);
  });

  it.each([
    '/search',
    '/login',
    '/signup',
    '/profile/reset-password',
    '/account',
    '/login-with-golfid',
    '/invite',
    '/invite/confirmed',
  ])('in affiliate mode hides tee times, course info and store on %s', (pathname) => {
    expect(routes({ affiliate: true, pathname })).toEqual(['/reservation/history', '/orders']);
  });

  it('in affiliate mode keeps every tab on other routes', () => {
    expect(routes({ affiliate: true, pathname: '/teetimes' })).toHaveLength(5);
    expect(routes({ affiliate: true, pathname: '/' })).toHaveLength(5);
    expect(routes({ affiliate: true, pathname: '/searching' })).toHaveLength(5);
  });

  it('never hides tabs for non-affiliates on affiliate routes', () => {
    expect(routes({ pathname: '/search' })).toHaveLength(5);
  });
});

describe('isOnRoute', () => {
  it('matches the route itself, a trailing slash and sub-paths, not prefixes of words', () => {
    expect(isOnRoute('/invite', '/invite')).toBe(true);
    expect(isOnRoute('/invite/', '/invite')).toBe(true);
    expect(isOnRoute('/invite/declined', '/invite')).toBe(true);
    expect(isOnRoute('/invites', '/invite')).toBe(false);
  });
});

describe('isSimulatorOnly', () => {
  it('is true only for a single simulator facility', () => {
    expect(isSimulatorOnly([{ isSimulator: true }])).toBe(true);
    expect(isSimulatorOnly([{ isSimulator: false }])).toBe(false);
    expect(isSimulatorOnly([{ isSimulator: true }, { isSimulator: true }])).toBe(false);
    expect(isSimulatorOnly([])).toBe(false);
  });
});
