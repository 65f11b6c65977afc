import {
  staffHeadersSchema,
  staffSessionSchema,
  staffSignInRequestSchema,
  teeSheetQuerySchema,
  teeSheetResponseSchema,
} from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { okResponseSchema } from '@fairway/contract/profile.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { deleteDeadStaffSessions, deleteOldAuditEntries } from './staff.repository.ts';
import { RETENTION_SWEEP_EVERY_MS } from '../../shared/retention.ts';
import { REFRESH_BATCH, refreshStaleOrders } from './end-of-day-entries.ts';
import { deleteUnusedThemeImages } from './theme-images.service.ts';
import { describeStaffSession, requireStaff, signInStaff, signOutStaff } from './staff-session.service.ts';
import { teeSheet } from './tee-sheet.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  423: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['admin'];

/** Names of the admin sweeps (`app.periodicJobs.runNow(name)` in tests). */
export const ADMIN_SWEEPS = {
  deadStaffSessions: 'admin.dead-staff-sessions',
  unusedThemeImages: 'admin.unused-theme-images',
  /** Deletes audit log entries past the log's retention (shared/retention.ts). */
  auditLogRetention: 'admin.audit-log-retention',
  /** Stores the end-of-day entries of orders whose money changed (end-of-day-entries.ts). */
  endOfDayEntries: 'admin.end-of-day-entries',
} as const;

/** The operator console's API under /api/admin: staff sessions and the tee sheet. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.periodicJobs.register({
    name: ADMIN_SWEEPS.deadStaffSessions,
    everyMs: 60 * 60_000,
    run: (tx, now) => deleteDeadStaffSessions(tx, now),
  });
  app.periodicJobs.register({
    name: ADMIN_SWEEPS.unusedThemeImages,
    everyMs: 6 * 60 * 60_000,
    run: (tx, now) => deleteUnusedThemeImages(tx, now),
  });
  app.periodicJobs.register({
    name: ADMIN_SWEEPS.auditLogRetention,
    everyMs: RETENTION_SWEEP_EVERY_MS,
    run: (tx, now) => deleteOldAuditEntries(tx, now),
  });
  app.periodicJobs.register({
    name: ADMIN_SWEEPS.endOfDayEntries,
    everyMs: 10_000,
    run: (tx) => refreshStaleOrders(tx, { limit: REFRESH_BATCH }),
  });

  app.post(
    '/admin/session',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in (username and password); the answer carries the staff session token for the x-fairway-staff-token header',
        headers: tenantHeadersSchema,
        body: staffSignInRequestSchema,
        response: { 200: staffSessionSchema, ...errors },
      },
    },
    (request) => signInStaff(app, tenantOf(request), request.body, request.ip),
  );

  app.get(
    '/admin/session',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member, their role and permissions',
        headers: staffHeadersSchema,
        response: { 200: staffSessionSchema, ...errors },
      },
    },
    async (request) => describeStaffSession(await requireStaff(app, request, tenantOf(request))),
  );

  app.delete(
    '/admin/session',
    {
      schema: {
        tags,
        summary: 'Staff sign-out: revokes the staff session',
        headers: staffHeadersSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await signOutStaff(app, await requireStaff(app, request, tenantOf(request)), request.ip);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/tee-sheet',
    {
      schema: {
        tags,
        summary:
          "A day's tee sheet per course: every interval with its reservations (names, rate, paid and due, check-in), holds and free slots",
        headers: staffHeadersSchema,
        querystring: teeSheetQuerySchema,
        response: { 200: teeSheetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'tee-sheet:read');
      return teeSheet(app.db, engine, request.query.date, request.query.facilityId, app.accounts.now());
    },
  );
};
