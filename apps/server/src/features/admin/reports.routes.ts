import {
  endOfDayEntriesPageSchema,
  endOfDayEntriesQuerySchema,
  endOfDayQuerySchema,
  endOfDayReportSchema,
  noShowPlayersPageSchema,
  noShowPlayersQuerySchema,
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
import { ADMIN_SWEEPS } from './admin.routes.ts';
import { endOfDayEntries, endOfDayReport, endOfDayWithEntries } from './end-of-day.service.ts';
import { type AnyReport, endOfDayCsv, endOfDayFileName, reportCsv, reportFileName } from './reports-csv.ts';
import { noShowPlayersPage, noShowsCsvReport, noShowsReport } from './no-shows.service.ts';
import { promotionsReport, revenueReport, utilisationReport } from './reports.service.ts';
import { requireStaff } from './staff-session.service.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/** Builds a report whose JSON and CSV hold the same rows (all but no-shows), tagged for the CSV writer. */
function build(
  app: FastifyInstance,
  engine: BookingEngineRow,
  kind: Exclude<ReportKind, 'no-shows'>,
  query: ReportQuery,
): Promise<Exclude<AnyReport, { kind: 'no-shows' }>> {
  switch (kind) {
    case 'utilisation':
      return utilisationReport(app.db, engine, query).then((report) => ({ kind, report }));
    case 'revenue':
      return revenueReport(app.db, engine, query).then((report) => ({ kind, report }));
    case 'promotions':
      return promotionsReport(app.db, engine, query).then((report) => ({ kind, report }));
  }
}

/** A report as its CSV lists it: the no-shows CSV lists every player of the range (its JSON is the counts). */
async function buildCsv(
  app: FastifyInstance,
  engine: BookingEngineRow,
  kind: ReportKind,
  query: ReportQuery,
): Promise<AnyReport> {
  return kind === 'no-shows'
    ? { kind, report: await noShowsCsvReport(app.db, engine, query) }
    : build(app, engine, kind, query);
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
    summary:
      "Per course, the players staff marked no-show on the alias's reservations and the players booked (the players themselves: …/no-shows/players, a page at a time; the CSV lists them all)",
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
  // The end of day computes orders whose stored entries are out of date as it reads: the job stores them now.
  const storeStale = () => app.periodicJobs.wake(ADMIN_SWEEPS.endOfDayEntries);

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
      async (request) => {
        const engine = await signedIn(request);
        // The no-shows JSON is the counts; its players are paged (below), only its CSV lists them all.
        if (kind === 'no-shows') return noShowsReport(app.db, engine, request.query);
        return (await build(app, engine, kind, request.query)).report;
      },
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
        const csv = reportCsv(await buildCsv(app, engine, kind, request.query));
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
    '/admin/reports/no-shows/players',
    {
      schema: {
        tags,
        summary:
          "The players staff marked no-show on the alias's reservations (from … to, local tee-time dates, at most 366 days), newest tee time first, each with its course, a page at a time (`limit`, `before`)",
        headers: staffHeadersSchema,
        querystring: noShowPlayersQuerySchema,
        response: { 200: noShowPlayersPageSchema, ...errors },
      },
    },
    async (request) => noShowPlayersPage(app.db, await signedIn(request), request.query),
  );

  app.get(
    '/admin/reports/end-of-day',
    {
      schema: {
        tags,
        summary:
          "One day's money of the alias (midnight to midnight in each course's zone) by tender and by channel (online, phone, counter): payments, refunds, credits and the net in cents, read from the ledger-backed money views (the entries themselves: …/end-of-day/entries, a page at a time; the CSV lists them all)",
        headers: staffHeadersSchema,
        querystring: endOfDayQuerySchema,
        response: { 200: endOfDayReportSchema, ...errors },
      },
    },
    async (request) => endOfDayReport(app.db, await signedIn(request), request.query, { storeStale }),
  );

  app.get(
    '/admin/reports/end-of-day/entries',
    {
      schema: {
        tags,
        summary:
          "The payments and refunds the end-of-day report sums (one day, midnight to midnight in each course's zone), earliest first, each with its course, a page at a time (`limit`, `after`)",
        headers: staffHeadersSchema,
        querystring: endOfDayEntriesQuerySchema,
        response: { 200: endOfDayEntriesPageSchema, ...errors },
      },
    },
    async (request) => endOfDayEntries(app.db, await signedIn(request), request.query, { storeStale }),
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
      const csv = endOfDayCsv(await endOfDayWithEntries(app.db, engine, request.query, { storeStale }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${endOfDayFileName(engine.alias, request.query.date)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
