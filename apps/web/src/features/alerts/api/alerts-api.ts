import {
  alertListSchema,
  alertSchema,
  type Alert,
  type AlertInput,
  type AlertList,
} from '@fairway/contract/alerts.contract';
import { baseApi } from '../../../shared/api/base-api.ts';

const path = (id: string) => `profile/teetime-alerts/${encodeURIComponent(id)}`;

/** Tee-time alert calls of SPEC §7. */
const alertsApi = baseApi.enhanceEndpoints({ addTagTypes: ['TeeTimeAlert'] }).injectEndpoints({
  endpoints: (build) => ({
    getAlerts: build.query<AlertList, 'active' | 'inactive'>({
      query: (status) => ({ url: 'profile/teetime-alerts', params: { status } }),
      rawResponseSchema: alertListSchema,
      providesTags: ['TeeTimeAlert'],
    }),
    createAlert: build.mutation<Alert, AlertInput>({
      query: (body) => ({ url: 'profile/teetime-alerts', method: 'POST', body }),
      rawResponseSchema: alertSchema,
      invalidatesTags: ['TeeTimeAlert'],
    }),
    updateAlert: build.mutation<Alert, { id: string; body: AlertInput }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      rawResponseSchema: alertSchema,
      invalidatesTags: ['TeeTimeAlert'],
    }),
    deleteAlert: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: ['TeeTimeAlert'],
    }),
  }),
});

export const { useGetAlertsQuery, useCreateAlertMutation, useUpdateAlertMutation, useDeleteAlertMutation } = alertsApi;
