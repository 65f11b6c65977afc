import { RELEASE_TICKET_HEADER } from '@fairway/contract/wire-names';
import {
  releaseInfoSchema,
  releaseTicketIssuedSchema,
  releaseTicketStateSchema,
  type ReleaseInfo,
  type ReleaseTicketIssued,
  type ReleaseTicketState,
} from '@fairway/contract/release-queue-state.contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../../../shared/api/base-api.ts';

const path = (facilityId: number) => `release-queue/${facilityId}`;
const withTicket = (ticket: string) => ({ [RELEASE_TICKET_HEADER]: ticket });

/** A failed queue call, with the Retry-After seconds of a 429. */
export type QueueCallError = FetchBaseQueryError & { retryAfterSeconds?: number };

/** Joins and polls are paced: a 429 says in Retry-After when to call again. */
const withRetryAfter = (error: FetchBaseQueryError, meta: { response?: Response } | undefined): QueueCallError => {
  const retryAfter = Number(meta?.response?.headers.get('retry-after'));
  return Number.isFinite(retryAfter) && retryAfter > 0 ? { ...error, retryAfterSeconds: retryAfter } : error;
};

/** The fair release queue's calls; answers checked against the contract. */
const releaseQueueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Today's release of a course on the server's clock. */
    getReleaseInfo: build.query<ReleaseInfo, number>({
      query: (facilityId) => path(facilityId),
      rawResponseSchema: releaseInfoSchema,
      keepUnusedDataFor: 30,
    }),
    joinReleaseQueue: build.mutation<ReleaseTicketIssued, number>({
      query: (facilityId) => ({ url: `${path(facilityId)}/tickets`, method: 'POST' }),
      rawResponseSchema: releaseTicketIssuedSchema,
      transformErrorResponse: withRetryAfter,
    }),
    pollReleaseTicket: build.mutation<ReleaseTicketState, { facilityId: number; ticket: string }>({
      query: ({ facilityId, ticket }) => ({ url: `${path(facilityId)}/tickets/current`, headers: withTicket(ticket) }),
      rawResponseSchema: releaseTicketStateSchema,
      transformErrorResponse: withRetryAfter,
    }),
    leaveReleaseQueue: build.mutation<null, { facilityId: number; ticket: string }>({
      query: ({ facilityId, ticket }) => ({
        url: `${path(facilityId)}/tickets/current`,
        method: 'DELETE',
        headers: withTicket(ticket),
      }),
    }),
  }),
});

export const {
  useGetReleaseInfoQuery,
  useJoinReleaseQueueMutation,
  usePollReleaseTicketMutation,
  useLeaveReleaseQueueMutation,
} = releaseQueueApi;
