import {
  type AdminPromotion,
  adminPromotionSchema,
  type PromotionInput,
  promotionsResponseSchema,
} from '@fairway/contract/admin.contract';
import type { z } from 'zod';
import { consoleApi } from '../../app/console-api.ts';

/** Promotion codes (`rates:manage`). Every change refreshes the list (statuses and uses come from the server). */
const promotionsApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Promotions'] }).injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<z.infer<typeof promotionsResponseSchema>, undefined>({
      query: () => '/api/admin/promotions',
      responseSchema: promotionsResponseSchema,
      providesTags: ['Promotions'],
    }),
    createPromotion: build.mutation<AdminPromotion, PromotionInput>({
      query: (body) => ({ url: '/api/admin/promotions', method: 'POST', body }),
      responseSchema: adminPromotionSchema,
      invalidatesTags: ['Promotions'],
    }),
    updatePromotion: build.mutation<AdminPromotion, { id: number; promotion: PromotionInput }>({
      query: ({ id, promotion }) => ({ url: `/api/admin/promotions/${id}`, method: 'PUT', body: promotion }),
      responseSchema: adminPromotionSchema,
      invalidatesTags: ['Promotions'],
    }),
  }),
});

export const { usePromotionsQuery, useCreatePromotionMutation, useUpdatePromotionMutation } = promotionsApi;
