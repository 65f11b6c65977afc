import { useParams } from 'react-router';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import type { HeadingKey } from './screen-keys.ts';

/** The tabs of /account/:tab (SPEC §2), with their headings. */
export const ACCOUNT_TABS: Record<string, HeadingKey> = {
  account: 'screens.account',
  memberships: 'screens.accountMemberships',
  payments: 'screens.accountPayments',
};

/** /account and /account/:tab (account, memberships, payments); any other tab is not found. */
export function AccountPage() {
  const { tab = 'account' } = useParams();
  const subtitle = Object.hasOwn(ACCOUNT_TABS, tab) ? ACCOUNT_TABS[tab] : undefined;
  if (!subtitle) return <NotFoundPage />;
  return <ComingSoonPage heading="pageTitles.account" subtitle={tab === 'account' ? undefined : subtitle} />;
}
