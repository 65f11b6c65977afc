import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { AlertsPage } from '../../features/alerts/components/alerts-page.tsx';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { selectCustomer, selectSessionSettled } from '../../features/session/slices/session-slice.ts';
import { NotFoundPage } from './not-found-page.tsx';

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** /alerts (issue #16): signed-in golfers only; a not-found page where the alias has alerts off (SPEC §1). */
export function AlertsRoutePage() {
  const customer = useSelector(selectCustomer);
  const settled = useSelector(selectSessionSettled);
  const location = useLocation();
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  if (!engine || !facilities || !settled) return null;
  if (!engine.settings.featureFlags.enableTeeTimeAlerts) return <NotFoundPage />;
  if (!customer) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <AlertsPage facilities={facilities} today={todayIn(facilities[0]?.timeZone ?? 'UTC')} />;
}
