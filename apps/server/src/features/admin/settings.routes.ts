import {
  adminSettingsResponseSchema,
  settingsUpdateRequestSchema,
  settingsUpdateResponseSchema,
  THEME_IMAGE_MAX_BYTES,
  themeImageParamsSchema,
  themeImageResponseSchema,
  themeImageUploadSchema,
} from '@fairway/contract/admin-settings.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { readSettings, updateSettings } from './settings.service.ts';
import { requireStaff } from './staff-session.service.ts';
import { themeImage, uploadThemeImage } from './theme-images.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/**
 * The engine's settings and theme (`settings:manage`) and the audit log (`audit-log:read`) under
 * /api/admin.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        summary:
          "The alias's allowed embed origins and partner mode, its settings (every group with its defaults, as golfers get them) and the theme's contrast",
        headers: staffHeadersSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'settings:manage');
      return readSettings({ app, engine, now: app.accounts.now() });
    },
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        summary:
          'Replaces the groups sent (validated by the settings contract, theme contrast checked) and, when sent, the allowed embed origins and partner mode; audited',
        headers: staffHeadersSchema,
        body: settingsUpdateRequestSchema,
        response: { 200: settingsUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'settings:manage');
      return updateSettings({ app, engine, now: app.accounts.now() }, auth, request.body, request.ip);
    },
  );

  app.post(
    '/admin/settings/images',
    {
      // The image travels as base64 in JSON: room for 1 MB of bytes.
      bodyLimit: Math.ceil(THEME_IMAGE_MAX_BYTES / 3) * 4 + 1024,
      schema: {
        tags,
        summary:
          "Uploads a header, background or course image (PNG, JPEG or WebP, at most 1 MB); answers its URL for the theme or the course's images",
        headers: staffHeadersSchema,
        body: themeImageUploadSchema,
        response: { 200: themeImageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'settings:manage');
      return uploadThemeImage(app, engine, auth, request.body, request.ip, app.accounts.now());
    },
  );

  app.get(
    '/engine-images/:id/:sha256',
    {
      schema: {
        tags,
        summary: 'A theme image an operator uploaded (public, content-addressed, cached for a year)',
        headers: tenantHeadersSchema,
        params: themeImageParamsSchema,
        response: {
          200: z.instanceof(Buffer).describe('The image (PNG, JPEG or WebP)'),
          404: errorResponseSchema,
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await themeImage(app, request.params.id, request.params.sha256);
      // The URL names the bytes' hash: the same URL is always the same image.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding')
        .header('content-security-policy', "default-src 'none'")
        .type(image.contentType)
        .send(image.bytes);
    },
  );
};
