import { useSelector } from 'react-redux';
import { useBookingEngine } from '../features/facilities/api/facilities-api.ts';
import { useGetProCustomerQuery } from '../features/pro-profile/api/pro-profile-api.ts';
import { selectCustomer } from '../features/session/slices/session-slice.ts';

/**
 * Whether the signed-in golfer has a pro account, so the member profile (/profile) is worth a
 * link (SPEC §6): the engine's proProfile is enabled and the server finds the golfer's member
 * record (GET /profile/pro/customer answers 200; a golfer without one gets a 404). Nothing is
 * asked for visitors, guests or engines without the profile. The answer must be this golfer's:
 * a cached one from a golfer who signed out in this tab does not count.
 */
export function useProGolfer(): boolean {
  const customer = useSelector(selectCustomer);
  const enabled = useBookingEngine().data?.settings.proProfile.enabled ?? false;
  const { data } = useGetProCustomerQuery(undefined, { skip: !customer || !enabled });
  return Boolean(customer && enabled && data?.customerId === customer.id);
}
