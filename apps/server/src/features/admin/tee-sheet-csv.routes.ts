import { staffHeadersSchema, teeSheetQuerySchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { fileResponse } from '@fairway/contract/file-response.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireStaff } from './staff-session.service.ts';
import { teeSheetCsv, teeSheetFileName } from './tee-sheet-csv.ts';
import { teeSheet } from './tee-sheet.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * GET /api/admin/tee-sheet.csv (`tee-sheet:read`): the day's sheet as CSV, one row per player. It is
 * written from the same answer as GET /api/admin/tee-sheet (`teeSheet`), so the file and the sheet
 * staff print from never disagree.
 */
export const teeSheetCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/tee-sheet.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A day's tee sheet as CSV (text/csv, attachment): one row per player of each party, tee times in the course's zone",
        headers: staffHeadersSchema,
        querystring: teeSheetQuerySchema,
        response: {
          200: fileResponse('text/csv', "The day's players, one per line (attachment)"),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'tee-sheet:read');
      const { date, facilityId } = request.query;
      const sheet = await teeSheet(app.db, engine, date, facilityId, app.accounts.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${teeSheetFileName(engine.alias, sheet, facilityId !== undefined)}"`,
        )
        .header('cache-control', 'no-store')
        .send(teeSheetCsv(sheet));
    },
  );
};
