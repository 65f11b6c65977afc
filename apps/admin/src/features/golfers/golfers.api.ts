import type { z } from 'zod';
import {
  golferDetailSchema,
  type GolferSearchResponse,
  golferSearchResponseSchema,
} from '@fairway/contract/admin-golfers.contract';
import { consoleApi } from '../../app/console-api.ts';

/** One page of a golfer search: the words typed and the page (from 1). */
export interface GolferSearchArgs {
  q: string;
  page: number;
}

/**
 * A golfer's record as it arrives: the schema's input, since its checks (and the zeros it fills
 * in) run in development only.
 */
export type GolferRecord = z.input<typeof golferDetailSchema>;

/** A golfer's record: the golfer and the page of reservations and of orders after each cursor (the limit stays the server's). */
interface GolferDetailArgs {
  id: string;
  reservationsBefore?: string | undefined;
  ordersBefore?: string | undefined;
}

/** Golfer lookup (`golfers:read`): read only, so nothing here invalidates. */
const golfersApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Golfer'] }).injectEndpoints({
  endpoints: (build) => ({
    golferSearch: build.query<GolferSearchResponse, GolferSearchArgs>({
      query: ({ q, page }) => `/api/admin/golfers?${new URLSearchParams({ q, page: String(page) })}`,
      responseSchema: golferSearchResponseSchema,
      providesTags: ['Golfer'],
    }),
    golferDetail: build.query<GolferRecord, GolferDetailArgs>({
      query: ({ id, reservationsBefore, ordersBefore }) => {
        const params = new URLSearchParams();
        if (reservationsBefore) params.set('reservationsBefore', reservationsBefore);
        if (ordersBefore) params.set('ordersBefore', ordersBefore);
        const search = params.toString();
        return `/api/admin/golfers/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
      },
      responseSchema: golferDetailSchema,
      providesTags: (_answer, _error, { id }) => [{ type: 'Golfer', id }],
    }),
  }),
});

export const { useGolferSearchQuery, useGolferDetailQuery } = golfersApi;
