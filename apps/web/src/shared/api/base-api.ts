import { ALIAS_HEADER, RELEASE_TICKET_HEADER } from '@fairway/contract/wire-names';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { applyAuthHeaders, type AuthHeaderState } from '../session/auth-headers.ts';
import { selectAlias, type TenancyState } from './tenancy-slice.ts';

let releaseTicket: string | null = null;
/** Sets (null: forgets) the fair release queue's ticket that every call carries while the golfer holds one, so holds in the turn pass. */
export const setReleaseTicket = (ticket: string | null) => {
  releaseTicket = ticket;
};

/**
 * The one RTK Query API of the app. Features add their endpoints with `injectEndpoints`;
 * every call goes to this origin's /api and carries the tenant's alias header.
 *
 * Answers are shaped by the contract twice over: the server's serializer checks every answer
 * against the contract's zod schema before it leaves (fastify-type-provider-zod), and the
 * endpoints of lazily loaded areas check it again here (`rawResponseSchema`); one that does not
 * match becomes an INTERNAL error instead of reaching the UI. The first screen's endpoints
 * (booking engine, facilities, session, tee times, weather, cart) rely on the server's check,
 * the start-up answers with a plain shape check (shape-check.ts): zod here would put some 25 KB
 * of compressed JavaScript on the first screen.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // Absolute, so it means the same in the browser and in Node's fetch under tests.
    baseUrl: `${window.location.origin}/api`,
    // Session cookies are HttpOnly, SameSite=None, Partitioned: sent along inside the host's iframe.
    credentials: 'include',
    prepareHeaders: (headers, { getState }) => {
      const alias = selectAlias(getState() as { tenancy: TenancyState });
      if (alias) headers.set(ALIAS_HEADER, alias);
      headers.set('accept', 'application/json');
      if (releaseTicket) headers.set(RELEASE_TICKET_HEADER, releaseTicket);
      return applyAuthHeaders(headers, getState() as AuthHeaderState);
    },
  }),
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `${error.schemaName} failed validation`,
    data: { error: { code: 'INTERNAL', message: 'The server answered with an unexpected shape.' } },
  }),
  endpoints: () => ({}),
});
