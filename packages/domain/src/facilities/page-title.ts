import { isOnRoute } from './header-tabs.ts';

/** Page title i18n keys under `pageTitles.` by route; the first match wins (SPEC §2). */
const PAGE_TITLES: readonly [route: string, titleKey: string][] = [
  ['/signup', 'signUp'],
  ['/profile/reset-password', 'resetPassword'],
  ['/profile/verify-email', 'verifyEmail'],
  ['/profile', 'dashboard'],
  ['/course/info', 'courseInfo'],
  ['/invite/confirmed', 'invitationReplied'],
  ['/invite/declined', 'invitationReplied'],
  ['/invite', 'invitationReply'],
  ['/reservation/history', 'reservations'],
  ['/teetimes', 'teeTimes'],
  ['/store', 'store'],
  ['/cart', 'shoppingCart'],
  ['/account', 'account'],
];

/** The default page title key ("Tee Times"). */
const DEFAULT_PAGE_TITLE_KEY = 'teeTimes';

/** A simulator-only venue's titles, named as its header tabs are ("Times", "Venue Info"). */
const SIMULATOR_PAGE_TITLES: Readonly<Record<string, string>> = { teeTimes: 'times', courseInfo: 'venueInfo' };

/**
 * The page-title key for a route; the default title is Tee Times. At a simulator-only venue the
 * tee-time and course-info titles (the default included) read as its tabs do: Times, Venue Info.
 */
export function pageTitleKey(pathname: string, { simulatorOnly = false }: { simulatorOnly?: boolean } = {}): string {
  const key = PAGE_TITLES.find(([route]) => isOnRoute(pathname, route))?.[1] ?? DEFAULT_PAGE_TITLE_KEY;
  return (simulatorOnly && SIMULATOR_PAGE_TITLES[key]) || key;
}
