import { DEFAULT_ACTIVE_TABS } from '@fairway/domain/facilities/feature-areas';
import { computeHeaderTabs, isSimulatorOnly, type HeaderTab } from '@fairway/domain/facilities/header-tabs';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useBookingEngine, useFacilities } from '../api/facilities-api.ts';

/**
 * The header tabs for the current page (SPEC §2), recomputed whenever the settings, the
 * facilities, the route or the customer change. `signedInCustomer` comes from the session.
 */
export function useHeaderTabs(signedInCustomer: boolean): HeaderTab[] {
  const { pathname } = useLocation();
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  return useMemo(
    () =>
      computeHeaderTabs({
        activeTabs: engine?.settings.identity.activeTabs ?? DEFAULT_ACTIVE_TABS,
        simulatorOnly: isSimulatorOnly(facilities ?? []),
        signedInCustomer,
        affiliate: engine?.affiliate ?? false,
        pathname,
      }),
    [engine, facilities, signedInCustomer, pathname],
  );
}
