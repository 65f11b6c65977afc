import {
  type Block,
  type BlockInput,
  type BlockPreview,
  blockPreviewSchema,
  blocksResponseSchema,
  createBlockResponseSchema,
  deleteBlockResponseSchema,
} from '@fairway/contract/admin.contract';
import { consoleApi } from '../../app/console-api.ts';

/**
 * Blocks of tee times (`blocks:manage`). Saving or deleting a block refreshes the list and every
 * preview (what a block would close changes with the blocks already there).
 */
const blocksApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Blocks'] }).injectEndpoints({
  endpoints: (build) => ({
    blocks: build.query<{ blocks: Block[] }, { from: string; to: string }>({
      query: ({ from, to }) => `/api/admin/blocks?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      responseSchema: blocksResponseSchema,
      providesTags: ['Blocks'],
    }),
    // A query, not a mutation: keyed on the block's values, so the same values are asked once.
    blockPreview: build.query<BlockPreview, BlockInput>({
      query: (block) => ({ url: '/api/admin/blocks/preview', method: 'POST', body: block }),
      responseSchema: blockPreviewSchema,
      providesTags: ['Blocks'],
    }),
    createBlock: build.mutation({
      query: (body: { block: BlockInput; acknowledgeConflicts: boolean }) => ({
        url: '/api/admin/blocks',
        method: 'POST',
        body,
      }),
      responseSchema: createBlockResponseSchema,
      invalidatesTags: ['Blocks'],
    }),
    deleteBlock: build.mutation({
      query: (id: number) => ({ url: `/api/admin/blocks/${id}`, method: 'DELETE' }),
      responseSchema: deleteBlockResponseSchema,
      invalidatesTags: ['Blocks'],
    }),
  }),
});

export const { useBlocksQuery, useBlockPreviewQuery, useCreateBlockMutation, useDeleteBlockMutation } = blocksApi;
