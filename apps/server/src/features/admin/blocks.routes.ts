import {
  blockParamsSchema,
  blockPreviewSchema,
  blockInputSchema,
  blocksQuerySchema,
  blocksResponseSchema,
  createBlockRequestSchema,
  createBlockResponseSchema,
  deleteBlockResponseSchema,
  staffHeadersSchema,
} from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { type BlocksContext, createBlock, deleteBlock, listBlocks, previewBlock } from './blocks.service.ts';
import { requireStaff } from './staff-session.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];

/** Blocks of tee times under /api/admin/blocks, permission `blocks:manage`. */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest) => {
    const engine = tenantOf(request);
    const auth = await requireStaff(app, request, engine, 'blocks:manage');
    const context: BlocksContext = { app, engine, now: app.accounts.now() };
    return { auth, context };
  };

  app.get(
    '/admin/blocks',
    {
      schema: {
        tags,
        summary: "The alias's blocks of tee times that apply somewhere in from…to (optionally one course)",
        headers: staffHeadersSchema,
        querystring: blocksQuerySchema,
        response: { 200: blocksResponseSchema, ...errors },
      },
    },
    async (request) => listBlocks((await signedIn(request)).context, request.query),
  );

  app.post(
    '/admin/blocks/preview',
    {
      schema: {
        tags,
        summary: 'What a block would close, and the bookings inside it (writes nothing)',
        headers: staffHeadersSchema,
        body: blockInputSchema,
        response: { 200: blockPreviewSchema, ...errors },
      },
    },
    async (request) => previewBlock((await signedIn(request)).context, request.body),
  );

  app.post(
    '/admin/blocks',
    {
      schema: {
        tags,
        summary:
          'Blocks tee times of a course (one-off or recurring); 409 CONFLICT lists bookings inside it unless acknowledged',
        headers: staffHeadersSchema,
        body: createBlockRequestSchema,
        response: { 200: createBlockResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { auth, context } = await signedIn(request);
      return createBlock(context, auth, request.body.block, request.body.acknowledgeConflicts === true, request.ip);
    },
  );

  app.delete(
    '/admin/blocks/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a block; its tee times are bookable again and tee-time alerts are told',
        headers: staffHeadersSchema,
        params: blockParamsSchema,
        response: { 200: deleteBlockResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { auth, context } = await signedIn(request);
      return deleteBlock(context, auth, request.params.id, request.ip);
    },
  );
};
