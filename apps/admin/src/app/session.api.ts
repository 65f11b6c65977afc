import { staffSessionSchema, type StaffSession } from '@fairway/contract/admin.contract';
import { consoleApi } from './console-api.ts';

/** The staff session: signing in, resuming a kept token, signing out. */
export const sessionApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<StaffSession, { username: string; password: string }>({
      query: (body) => ({ url: '/api/admin/session', method: 'POST', body }),
      responseSchema: staffSessionSchema,
    }),
    session: build.query<StaffSession, undefined>({
      query: () => '/api/admin/session',
      responseSchema: staffSessionSchema,
    }),
    signOut: build.mutation<unknown, undefined>({
      query: () => ({ url: '/api/admin/session', method: 'DELETE' }),
    }),
  }),
});

export const { useSignInMutation, useSessionQuery, useSignOutMutation } = sessionApi;
