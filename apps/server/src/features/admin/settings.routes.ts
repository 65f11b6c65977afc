import {
  adminSettingsResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  settingsUpdateRequestSchema,
  settingsUpdateResponseSchema,
} from '@fairway/contract/admin-settings.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { type EngineSettingsOf, readAuditLog, readSettings, updateSettings } from './settings.service.ts';
import { requireStaff } from './staff-session.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['admin'];

/** Options of the settings routes: how golfers' settings are resolved (the facilities area's rule). */
export interface SettingsRoutesOptions {
  settingsOf: EngineSettingsOf;
}

/**
 * The engine's settings and theme (`settings:manage`) and the audit log (`audit-log:read`) under
 * /api/admin (issue #18).
 */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, options) => {
  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: "The alias's settings, every group with its defaults, as golfers get them; and the theme's contrast",
        headers: staffHeadersSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'settings:manage');
      return readSettings({ app, engine, now: app.accounts.now(), settingsOf: options.settingsOf });
    },
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: 'Replaces the groups sent (validated by the settings contract, theme contrast checked); audited',
        headers: staffHeadersSchema,
        body: settingsUpdateRequestSchema,
        response: { 200: settingsUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'settings:manage');
      return updateSettings({ app, engine, now: app.accounts.now(), settingsOf: options.settingsOf }, auth, request.body.settings, request.ip);
    },
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        summary: "The alias's audit log, newest first, 50 entries a page, by days and action",
        headers: staffHeadersSchema,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'audit-log:read');
      return readAuditLog({ app, engine }, request.query);
    },
  );
};
