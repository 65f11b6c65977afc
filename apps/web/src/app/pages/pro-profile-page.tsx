import { useParams } from 'react-router';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import type { HeadingKey } from './screen-keys.ts';

/** The pro-profile sections under /profile/:section (SPEC §2), with their headings. */
export const PRO_PROFILE_SECTIONS: Record<string, HeadingKey> = {
  locations: 'screens.locations',
  profile: 'screens.profile',
  memberships: 'screens.memberships',
  loyalty: 'screens.loyalty',
  'credit-books': 'screens.creditBooks',
  billing: 'screens.billing',
  orders: 'screens.proOrders',
  statements: 'screens.statements',
};

/** /profile (the dashboard) and /profile/:section; an unknown section is not found. */
export function ProProfilePage() {
  const { section } = useParams();
  if (section === undefined) return <ComingSoonPage heading="pageTitles.dashboard" />;
  const heading = Object.hasOwn(PRO_PROFILE_SECTIONS, section) ? PRO_PROFILE_SECTIONS[section] : undefined;
  return heading ? <ComingSoonPage heading={heading} /> : <NotFoundPage />;
}
