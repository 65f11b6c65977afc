import { ALIAS_HEADER } from '@fairway/contract/tenancy.contract';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { selectAlias, type TenancyState } from './tenancy-slice.ts';

/**
 * The one RTK Query API of the app. Features add their endpoints with `injectEndpoints`;
 * every call goes to this origin's /api and carries the tenant's alias header. Responses are
 * validated with the contract's zod schemas (`responseSchema`); one that does not match
 * becomes an INTERNAL error instead of reaching the UI.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // Absolute, so it means the same in the browser and in Node's fetch under tests.
    baseUrl: `${window.location.origin}/api`,
    prepareHeaders: (headers, { getState }) => {
      const alias = selectAlias(getState() as { tenancy: TenancyState });
      if (alias) headers.set(ALIAS_HEADER, alias);
      headers.set('accept', 'application/json');
      return headers;
    },
  }),
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `${error.schemaName} failed validation`,
    data: { error: { code: 'INTERNAL', message: 'The server answered with an unexpected shape.' } },
  }),
  endpoints: () => ({}),
});
