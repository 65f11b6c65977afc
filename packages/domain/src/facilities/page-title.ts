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
export const DEFAULT_PAGE_TITLE_KEY = 'teeTimes';

/** The page-title key for a route; the default title is Tee Times. */
export function pageTitleKey(pathname: string): string {
  return PAGE_TITLES.find(([route]) => isOnRoute(pathname, route))?.[1] ?? DEFAULT_PAGE_TITLE_KEY;
}
