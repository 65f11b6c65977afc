import {
  type CourseDynamicPricing,
  courseDynamicPricingSchema,
  type DynamicPricingPreview,
  dynamicPricingPreviewSchema,
  type DynamicPricingResponse,
  dynamicPricingResponseSchema,
  type DynamicPricingRuleInput,
} from '@fairway/contract/admin-dynamic-pricing.contract';
import { consoleApi } from '../../app/console-api.ts';

type RuleOf = { facilityId: number; rule: DynamicPricingRuleInput };

/** Dynamic pricing (`rates:manage`): each course's rule, a preview of a draft rule (no write), saving a rule. */
const dynamicPricingApi = consoleApi.enhanceEndpoints({ addTagTypes: ['DynamicPricing'] }).injectEndpoints({
  endpoints: (build) => ({
    dynamicPricing: build.query<DynamicPricingResponse, undefined>({
      query: () => '/api/admin/dynamic-pricing',
      responseSchema: dynamicPricingResponseSchema,
      providesTags: ['DynamicPricing'],
    }),
    previewDynamicPricing: build.mutation<DynamicPricingPreview, RuleOf>({
      query: ({ facilityId, rule }) => ({
        url: `/api/admin/dynamic-pricing/${facilityId}/preview`,
        method: 'POST',
        body: rule,
      }),
      responseSchema: dynamicPricingPreviewSchema,
    }),
    saveDynamicPricing: build.mutation<CourseDynamicPricing, RuleOf>({
      query: ({ facilityId, rule }) => ({ url: `/api/admin/dynamic-pricing/${facilityId}`, method: 'PUT', body: rule }),
      responseSchema: courseDynamicPricingSchema,
      invalidatesTags: ['DynamicPricing'],
    }),
  }),
});

export const { useDynamicPricingQuery, usePreviewDynamicPricingMutation, useSaveDynamicPricingMutation } =
  dynamicPricingApi;
