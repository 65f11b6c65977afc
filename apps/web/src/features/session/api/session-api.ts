import type {
  AuthenticateRequest,
  CustomerSession,
  GuestIdentity,
  GuestSession,
  SessionResponse,
  SignUpRequest,
  golfIdStartResponseSchema,
} from '@fairway/contract/session.contract';
import type { okResponseSchema } from '@fairway/contract/profile.contract';
import type { z } from 'zod';
import { baseApi } from '../../../shared/api/base-api.ts';

/** Session endpoints (SPEC §7 "Profile and session"); the server checks their answers against the contract (see base-api.ts). */
export const sessionApi = baseApi.enhanceEndpoints({ addTagTypes: ['Session', 'Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    restoreSession: build.query<SessionResponse, undefined>({
      query: () => 'session',
    }),
    authenticate: build.mutation<CustomerSession, AuthenticateRequest>({
      query: (body) => ({ url: 'profile/authenticate', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    signUp: build.mutation<CustomerSession, SignUpRequest>({
      query: (body) => ({ url: 'profile', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    deauthenticate: build.mutation<z.infer<typeof okResponseSchema>, { customerId?: string }>({
      query: (body) => ({ url: 'profile/deauthenticate', method: 'POST', body }),
    }),
    startGuestSession: build.mutation<GuestSession, GuestIdentity>({
      query: (body) => ({ url: 'session/guest', method: 'POST', body }),
    }),
    startGolfId: build.mutation<z.infer<typeof golfIdStartResponseSchema>, undefined>({
      query: () => ({ url: 'session/golf-id', method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<unknown, { email: string; language?: 'en' | 'fr' | 'es' | 'de' }>({
      query: (body) => ({
        url: 'profile/password-reset',
        method: 'POST',
        body: { ...body, uri: '/profile/reset-password' },
      }),
    }),
    checkResetToken: build.mutation<unknown, string>({
      query: (token) => ({ url: `profile/password-reset/${encodeURIComponent(token)}`, method: 'POST' }),
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: `profile/password-reset/${encodeURIComponent(token)}`,
        method: 'PUT',
        body: { password },
      }),
    }),
    verifyEmail: build.mutation<unknown, string>({
      query: (verificationKey) => ({ url: 'profile/email-verification', method: 'PUT', body: { verificationKey } }),
      invalidatesTags: ['Profile'],
    }),
    resendVerification: build.mutation<unknown, { firstName?: string }>({
      query: (body) => ({ url: 'profile/email-verification', method: 'POST', body }),
    }),
  }),
});

/** Hooks of the session endpoints. */
export const {
  useRestoreSessionQuery,
  useAuthenticateMutation,
  useSignUpMutation,
  useDeauthenticateMutation,
  useStartGolfIdMutation,
  useRequestPasswordResetMutation,
  useCheckResetTokenMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
} = sessionApi;
