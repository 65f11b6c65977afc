import {
  type NeedsAttentionResponse,
  needsAttentionResponseSchema,
  type NeedsAttentionRetryResponse,
  needsAttentionRetryResponseSchema,
} from '@fairway/contract/admin-needs-attention.contract';
import { consoleApi } from '../../app/console-api.ts';

/** "Needs attention" calls of the console (needs-attention:manage), loaded with their screen. A retry refreshes the list, refused or not. */
const needsAttentionApi = consoleApi.enhanceEndpoints({ addTagTypes: ['NeedsAttention'] }).injectEndpoints({
  endpoints: (build) => ({
    // A page of the list: the first, or the items that failed before `before` (the limit stays the server's).
    needsAttention: build.query<NeedsAttentionResponse, number | undefined>({
      query: (before) =>
        before === undefined ? '/api/admin/needs-attention' : `/api/admin/needs-attention?before=${before}`,
      responseSchema: needsAttentionResponseSchema,
      providesTags: ['NeedsAttention'],
    }),
    retryNeedsAttention: build.mutation<NeedsAttentionRetryResponse, number>({
      query: (id) => ({ url: `/api/admin/needs-attention/${id}/retry`, method: 'POST' }),
      responseSchema: needsAttentionRetryResponseSchema,
      invalidatesTags: ['NeedsAttention'],
    }),
  }),
});

export const { useNeedsAttentionQuery, useRetryNeedsAttentionMutation } = needsAttentionApi;
