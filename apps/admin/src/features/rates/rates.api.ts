import {
  type AdminRate,
  adminRateSchema,
  type RateInput,
  type RateSetsResponse,
  rateSetsResponseSchema,
} from '@fairway/contract/admin.contract';
import { consoleApi } from '../../app/console-api.ts';

/**
 * Rate sets and rates (`rates:manage`). The promotions' "Applies to" lists read the same rate
 * sets, so saving a rate refreshes both.
 */
const ratesApi = consoleApi.enhanceEndpoints({ addTagTypes: ['RateSets'] }).injectEndpoints({
  endpoints: (build) => ({
    rateSets: build.query<RateSetsResponse, undefined>({
      query: () => '/api/admin/rate-sets',
      responseSchema: rateSetsResponseSchema,
      providesTags: ['RateSets'],
    }),
    createRate: build.mutation<AdminRate, { rateSetId: number; rate: RateInput }>({
      query: (body) => ({ url: '/api/admin/rates', method: 'POST', body }),
      responseSchema: adminRateSchema,
      invalidatesTags: ['RateSets'],
    }),
    updateRate: build.mutation<AdminRate, { rateId: number; rate: RateInput }>({
      query: ({ rateId, rate }) => ({ url: `/api/admin/rates/${rateId}`, method: 'PUT', body: rate }),
      responseSchema: adminRateSchema,
      invalidatesTags: ['RateSets'],
    }),
  }),
});

export const { useRateSetsQuery, useCreateRateMutation, useUpdateRateMutation } = ratesApi;
