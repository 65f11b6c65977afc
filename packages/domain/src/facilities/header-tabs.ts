import type { FeatureArea } from './feature-areas.ts';

/** A header tab as shown to the golfer; the title is an i18n key under `tabs.`. */
export interface HeaderTab {
  area: FeatureArea;
  route: string;
  order: number;
  titleKey: string;
}

/** Who is looking and where: everything the tab rules of SPEC §2 depend on. */
export interface HeaderTabContext {
  activeTabs: readonly FeatureArea[];
  /** The only facility of the engine is a simulator venue. */
  simulatorOnly: boolean;
  /** A signed-in customer; guests and anonymous visitors are not. */
  signedInCustomer: boolean;
  affiliate: boolean;
  pathname: string;
}

interface TabDefinition extends HeaderTab {
  simulatorTitleKey?: string;
  customersOnly?: boolean;
  hiddenForAffiliates?: boolean;
}

const TAB_DEFINITIONS: readonly TabDefinition[] = [
  {
    area: 'TEE_TIMES',
    route: '/teetimes',
    order: 1,
    titleKey: 'teeTimes',
    simulatorTitleKey: 'times',
    hiddenForAffiliates: true,
  },
  {
    area: 'COURSE_INFO',
    route: '/course/info',
    order: 2,
    titleKey: 'courseInfo',
    simulatorTitleKey: 'venueInfo',
    hiddenForAffiliates: true,
  },
  { area: 'RESERVATIONS', route: '/reservation/history', order: 3, titleKey: 'reservations', customersOnly: true },
  { area: 'ORDERS', route: '/orders', order: 4, titleKey: 'orders', customersOnly: true },
  { area: 'STORE', route: '/store', order: 5, titleKey: 'store', hiddenForAffiliates: true },
];

/** Routes on which affiliate (partner) mode hides the tee-time, course-info and store tabs. */
const AFFILIATE_HIDDEN_TAB_ROUTES = [
  '/search',
  '/login',
  '/signup',
  '/profile/reset-password',
  '/account',
  '/login-with-golfid',
  '/invite',
] as const;

/** True when `pathname` is `route` or lies below it (`/invite/confirmed` is under `/invite`). */
export function isOnRoute(pathname: string, route: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === route || path.startsWith(`${route}/`);
}

/** The header tabs to show, in order, for the given context (SPEC §2 header-tab table). */
export function computeHeaderTabs(context: HeaderTabContext): HeaderTab[] {
  const affiliateHides =
    context.affiliate && AFFILIATE_HIDDEN_TAB_ROUTES.some((route) => isOnRoute(context.pathname, route));
  return TAB_DEFINITIONS.filter((tab) => context.activeTabs.includes(tab.area))
    .filter((tab) => !tab.customersOnly || context.signedInCustomer)
    .filter((tab) => !(affiliateHides && tab.hiddenForAffiliates))
    .map((tab) => ({
      area: tab.area,
      route: tab.route,
      order: tab.order,
      titleKey: context.simulatorOnly && tab.simulatorTitleKey ? tab.simulatorTitleKey : tab.titleKey,
    }))
    .sort((a, b) => a.order - b.order);
}

/** A facility is a simulator-only venue when it is the only one and it is a simulator. */
export function isSimulatorOnly(facilities: readonly { isSimulator: boolean }[]): boolean {
  return facilities.length === 1 && facilities[0]?.isSimulator === true;
}
