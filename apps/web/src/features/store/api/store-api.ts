import {
  giftCertificatesResponseSchema,
  membershipPlansResponseSchema,
  profileMembershipSchema,
  profileMembershipsResponseSchema,
  storeProductsResponseSchema,
  type GiftCertificatesResponse,
  type MembershipPlanDto,
  type ProfileMembership,
} from '@fairway/contract/store.contract';
import type { z } from 'zod';
import { baseApi } from '../../../shared/api/base-api.ts';

type StoreProduct = z.infer<typeof storeProductsResponseSchema>[number];
const facilityParams = (facilityIds: number[]) => (facilityIds.length ? { facilityIds: facilityIds.join(',') } : {});

/** Store calls of SPEC §7: the catalogue (public), the golfer's memberships and their cancellation. */
const storeApi = baseApi.enhanceEndpoints({ addTagTypes: ['Membership', 'GiftCertificate'] }).injectEndpoints({
  endpoints: (build) => ({
    getMembershipPlans: build.query<MembershipPlanDto[], number[]>({
      query: (facilityIds) => ({ url: 'memberships', params: facilityParams(facilityIds) }),
      rawResponseSchema: membershipPlansResponseSchema,
    }),
    getGiftCertificates: build.query<GiftCertificatesResponse, number[]>({
      query: (facilityIds) => ({ url: 'gift-certificates', params: facilityParams(facilityIds) }),
      rawResponseSchema: giftCertificatesResponseSchema,
      providesTags: ['GiftCertificate'],
    }),
    getStoreProducts: build.query<StoreProduct[], number[]>({
      query: (facilityIds) => ({ url: 'store/products', params: facilityParams(facilityIds) }),
      rawResponseSchema: storeProductsResponseSchema,
    }),
    getProfileMemberships: build.query<ProfileMembership[], undefined>({
      query: () => 'v2/profile/memberships',
      rawResponseSchema: profileMembershipsResponseSchema,
      providesTags: ['Membership'],
    }),
    cancelMembership: build.mutation<ProfileMembership, { id: string; gnFacilityId: number }>({
      query: ({ id, gnFacilityId }) => ({
        url: `memberships/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: { gnFacilityId },
      }),
      rawResponseSchema: profileMembershipSchema,
      invalidatesTags: ['Membership'],
    }),
  }),
});

/** Hooks of the store endpoints. */
export const {
  useGetMembershipPlansQuery,
  useGetGiftCertificatesQuery,
  useGetStoreProductsQuery,
  useGetProfileMembershipsQuery,
  useCancelMembershipMutation,
} = storeApi;
