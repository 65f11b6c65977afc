import { useBookingEngine } from '../features/facilities/api/facilities-api.ts';
import type { HeadingKey } from './pages/screen-keys.ts';

/** The tabs of /account/:tab (SPEC §2), in order, with their names. */
export const ACCOUNT_TABS = {
  account: 'screens.account',
  memberships: 'screens.accountMemberships',
  payments: 'screens.accountPayments',
} as const satisfies Record<string, HeadingKey>;

export type AccountTab = keyof typeof ACCOUNT_TABS;

export const ACCOUNT_TAB_IDS = Object.keys(ACCOUNT_TABS) as AccountTab[];

/** Whether `tab` is one of the account tabs. */
export function isAccountTab(tab: string): tab is AccountTab {
  return Object.hasOwn(ACCOUNT_TABS, tab);
}

/**
 * Whether the engine offers tee-time alerts, so the header's account menu and the account area
 * link them. The member-profile link asks the server (use-pro-golfer.ts); it stays out of this
 * file so the header, which is on the first screen, does not carry the pro-profile API.
 */
export function useAlertsOffered(): boolean {
  return useBookingEngine().data?.settings.featureFlags.enableTeeTimeAlerts ?? false;
}
