import {
  type ProfileUpdate,
  type SignOutEverywhereResponse,
  type User,
  signOutEverywhereResponseSchema,
  userSchema,
} from '@fairway/contract/profile.contract';
import { baseApi } from '../../../shared/api/base-api.ts';
import { customerUpdated } from '../../../shared/session/customer-updated.ts';

/** Profile endpoints: GET /profile and PUT /v2/profile (SPEC §7), only for a signed-in customer. */
const profileApi = baseApi.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<User, undefined>({
      query: () => 'profile',
      rawResponseSchema: userSchema,
      providesTags: ['Profile'],
      // The session shows the same customer (name, verification) as the freshly loaded profile.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          dispatch(customerUpdated((await queryFulfilled).data));
        } catch {
          // The panel shows the failure.
        }
      },
    }),
    updateProfile: build.mutation<User, ProfileUpdate>({
      query: (body) => ({ url: 'v2/profile', method: 'PUT', body }),
      rawResponseSchema: userSchema,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
          dispatch(customerUpdated(data));
        } catch {
          // The form shows the failure.
        }
      },
    }),
    enrollRewards: build.mutation<User, { gnFacilityId: number }>({
      query: (body) => ({ url: 'profile/rewards-program', method: 'POST', body }),
      rawResponseSchema: userSchema,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
          dispatch(customerUpdated(data));
        } catch {
          // The panel shows the failure.
        }
      },
    }),
    signOutEverywhere: build.mutation<SignOutEverywhereResponse, undefined>({
      query: () => ({ url: 'profile/sign-out-everywhere', method: 'POST' }),
      rawResponseSchema: signOutEverywhereResponseSchema,
    }),
    unsubscribeEmail: build.mutation<
      unknown,
      { userId: string; version: string; signature: string; gnFacilityId?: string }
    >({
      query: ({ userId, ...rest }) => ({
        url: `user/${encodeURIComponent(userId)}/email/unsubscribe`,
        method: 'PUT',
        params: { userId, ...rest },
      }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

/** Hooks of the profile endpoints. */
export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useEnrollRewardsMutation,
  useSignOutEverywhereMutation,
  useUnsubscribeEmailMutation,
} = profileApi;
