import {
  adminCourseParamsSchema,
  adminCoursesResponseSchema,
  adminCourseUpdateResponseSchema,
  courseDetailsSchema,
  courseOverridesUpdateSchema,
} from '@fairway/contract/admin-courses.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { listCourses, updateCourseDetails, updateCourseOverrides } from './course-details.service.ts';
import { requireStaff } from './staff-session.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];

/** The engine's courses under /api/admin: their details and their own settings (`settings:manage`). */
export const courseDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/courses',
    {
      schema: {
        tags,
        summary:
          "The alias's courses: details, the settings each sets for itself, the settings in force, and whether this alias may edit them",
        headers: staffHeadersSchema,
        response: { 200: adminCoursesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'settings:manage');
      return listCourses({ app, engine, now: app.accounts.now() });
    },
  );

  app.put(
    '/admin/courses/:facilityId',
    {
      schema: {
        tags,
        summary:
          "Replaces a course's details (name, address, coordinates, phone, website, description, images, time zone, holes, tax rate); audited",
        headers: staffHeadersSchema,
        params: adminCourseParamsSchema,
        body: courseDetailsSchema,
        response: { 200: adminCourseUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'settings:manage');
      return updateCourseDetails(
        { app, engine, now: app.accounts.now() },
        auth,
        request.params.facilityId,
        request.body,
        request.ip,
      );
    },
  );

  app.put(
    '/admin/courses/:facilityId/settings',
    {
      schema: {
        tags,
        summary:
          "Replaces the settings a course sets for itself over the engine's (booking window, tee-sheet hours); audited",
        headers: staffHeadersSchema,
        params: adminCourseParamsSchema,
        body: courseOverridesUpdateSchema,
        response: { 200: adminCourseUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'settings:manage');
      return updateCourseOverrides(
        { app, engine, now: app.accounts.now() },
        auth,
        request.params.facilityId,
        request.body.overrides,
        request.ip,
      );
    },
  );
};
