import {
  endOfDayQuerySchema,
  endOfDayReportSchema,
  noShowsReportSchema,
  promotionsReportSchema,
  type ReportKind,
  reportQuerySchema,
  type ReportQuery,
  revenueReportSchema,
  utilisationReportSchema,
} from '@fairway/contract/admin-reports.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { fileResponse } from '@fairway/contract/file-response.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { endOfDayReport } from './end-of-day.service.ts';
import { type AnyReport, endOfDayCsv, endOfDayFileName, reportCsv, reportFileName } from './reports-csv.ts';
import { noShowsReport, promotionsReport, revenueReport, utilisationReport } from './reports.service.ts';
import { requireStaff } from './staff-session.service.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/** Builds a report of one kind, tagged for the CSV writer. */
function build(
  app: FastifyInstance,
  engine: BookingEngineRow,
  kind: ReportKind,
  query: ReportQuery,
): Promise<AnyReport> {
  switch (kind) {
    case 'utilisation':
      return utilisationReport(app.db, engine, query).then((report) => ({ kind, report }));
    case 'revenue':
      return revenueReport(app.db, engine, query).then((report) => ({ kind, report }));
    case 'no-shows':
      return noShowsReport(app.db, engine, query).then((report) => ({ kind, report }));
    case 'promotions':
      return promotionsReport(app.db, engine, query).then((report) => ({ kind, report }));
  }
}

const REPORTS = [
  {
    kind: 'utilisation',
    schema: utilisationReportSchema,
    summary:
      'Utilisation by day and by hour: players booked (any alias, as the tee sheet counts them) over the capacity of the generated sheet',
  },
  {
    kind: 'revenue',
    schema: revenueReportSchema,
    summary:
      "Revenue of the alias's reservations by channel (online, or the counter's cash / card-present / pay-at-course) and by rate, in cents of the course's currency",
  },
  {
    kind: 'no-shows',
    schema: noShowsReportSchema,
    summary: "Players staff marked no-show on the alias's reservations",
  },
  {
    kind: 'promotions',
    schema: promotionsReportSchema,
    summary: "Promotion codes priced into the alias's reservations: uses, players, discount in cents",
  },
] as const;

/** Reports under /api/admin/reports, permission `reports:read`: JSON and CSV of each. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest) => {
    const engine = tenantOf(request);
    await requireStaff(app, request, engine, 'reports:read');
    return engine;
  };

  for (const { kind, schema, summary } of REPORTS) {
    app.get(
      `/admin/reports/${kind}`,
      {
        schema: {
          tags,
          summary: `${summary} (from … to, local tee-time dates, at most 366 days)`,
          headers: staffHeadersSchema,
          querystring: reportQuerySchema,
          response: { 200: schema, ...errors },
        },
      },
      async (request) => (await build(app, await signedIn(request), kind, request.query)).report,
    );

    app.get(
      `/admin/reports/${kind}.csv`,
      {
        schema: {
          tags,
          summary: `The ${kind} report as CSV (text/csv, attachment)`,
          headers: staffHeadersSchema,
          querystring: reportQuerySchema,
          response: { 200: fileResponse('text/csv', `The ${kind} report, one row per line (attachment)`), ...errors },
        },
      },
      async (request, reply) => {
        const engine = await signedIn(request);
        const csv = reportCsv(await build(app, engine, kind, request.query));
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${reportFileName(kind, engine.alias, request.query.from, request.query.to)}"`,
          )
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  }

  app.get(
    '/admin/reports/end-of-day',
    {
      schema: {
        tags,
        summary:
          "One day's money of the alias (midnight to midnight in each course's zone) by tender and by channel (online, phone, counter): payments, refunds, credits and the net in cents, and every entry, all read from the ledger-backed money views",
        headers: staffHeadersSchema,
        querystring: endOfDayQuerySchema,
        response: { 200: endOfDayReportSchema, ...errors },
      },
    },
    async (request) => endOfDayReport(app.db, await signedIn(request), request.query),
  );

  app.get(
    '/admin/reports/end-of-day.csv',
    {
      schema: {
        tags,
        summary:
          'The end-of-day report as CSV (text/csv, attachment): figures by tender, channel and total, then each entry',
        headers: staffHeadersSchema,
        querystring: endOfDayQuerySchema,
        response: { 200: fileResponse('text/csv', 'The end-of-day report, one row per line (attachment)'), ...errors },
      },
    },
    async (request, reply) => {
      const engine = await signedIn(request);
      const csv = endOfDayCsv(await endOfDayReport(app.db, engine, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${endOfDayFileName(engine.alias, request.query.date)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
