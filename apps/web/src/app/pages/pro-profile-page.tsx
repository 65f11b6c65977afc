import {
  PRO_SECTIONS,
  type ProSection,
  proSectionEnabled,
  visibleProSections,
} from '@fairway/domain/pro-profile/pro-sections';
import { Navigate, useParams } from 'react-router';
import { useBookingEngine } from '../../features/facilities/api/facilities-api.ts';
import { ProProfileScreen } from '../../features/pro-profile/components/pro-profile-screen.tsx';
import { WalletPanel } from '../../features/wallet/components/wallet-panel.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

const isSection = (value: string): value is ProSection => (PRO_SECTIONS as readonly string[]).includes(value);

/**
 * /profile, /profile/:section and /profile/orders/:orderId: the pro profile for a signed-in
 * non-guest (others sign in first, so guests never call its routes — SPEC §6). A section that
 * proProfile hides is not found; /profile opens the first shown section.
 */
function ProProfileRoute() {
  const { section, orderId } = useParams();
  const settings = useBookingEngine().data?.settings.proProfile;
  if (!settings) return null;
  const visible = visibleProSections(settings);
  if (section === undefined) return visible[0] ? <Navigate to={`/profile/${visible[0]}`} replace /> : <NotFoundPage />;
  if (!isSection(section) || !proSectionEnabled(settings, section) || (orderId !== undefined && section !== 'orders'))
    return <NotFoundPage />;
  return (
    <ProProfileScreen
      section={section}
      orderId={section === 'orders' ? orderId : undefined}
      settings={settings}
      wallet={<WalletPanel permissions={settings.billingDisplay} />}
    />
  );
}

/** The route's screen, behind sign-in; a section that does not exist is not found for anyone. */
export function ProProfilePage() {
  const { section } = useParams();
  if (section !== undefined && !isSection(section)) return <NotFoundPage />;
  return (
    <SignedInOnly>
      <ProProfileRoute />
    </SignedInOnly>
  );
}
