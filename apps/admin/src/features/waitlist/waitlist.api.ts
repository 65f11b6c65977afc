import {
  type WaitlistOfferRequest,
  type WaitlistOfferResponse,
  waitlistOfferResponseSchema,
  type WaitlistResponse,
  waitlistResponseSchema,
} from '@fairway/contract/admin-waitlist.contract';
import { consoleApi } from '../../app/console-api.ts';

/** Which page of whose waitlist: a course and day (none: the first course, today there). */
export interface WaitlistArgs {
  date?: string;
  facilityId?: number;
  limit: number;
  offset: number;
}

function waitlistUrl({ date, facilityId, limit, offset }: WaitlistArgs): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (date) params.set('date', date);
  if (facilityId !== undefined) params.set('facilityId', String(facilityId));
  return `/api/admin/waitlist?${params.toString()}`;
}

/** The waitlist's calls (waitlist:manage), loaded with its screen. An offer, made or refused, refreshes the list. */
const waitlistApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Waitlist'] }).injectEndpoints({
  endpoints: (build) => ({
    waitlist: build.query<WaitlistResponse, WaitlistArgs>({
      query: waitlistUrl,
      responseSchema: waitlistResponseSchema,
      providesTags: ['Waitlist'],
    }),
    offerTeeTime: build.mutation<WaitlistOfferResponse, { alertId: string; body: WaitlistOfferRequest }>({
      query: ({ alertId, body }) => ({ url: `/api/admin/waitlist/${alertId}/offer`, method: 'POST', body }),
      responseSchema: waitlistOfferResponseSchema,
      invalidatesTags: ['Waitlist'],
    }),
  }),
});

export const { useWaitlistQuery, useOfferTeeTimeMutation } = waitlistApi;
