import {
  createStaffRequestSchema,
  staffAccountSchema,
  staffListResponseSchema,
  staffParamsSchema,
  updateStaffRequestSchema,
} from '@fairway/contract/admin-staff.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import {
  createStaffAccount,
  listStaffAccounts,
  type StaffAccountsContext,
  updateStaffAccountOf,
} from './staff-accounts.service.ts';
import { requireStaff } from './staff-session.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];

/** Staff accounts and roles under /api/admin/staff, permission `staff:manage` (owners). */
export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest): Promise<StaffAccountsContext> => {
    const engine = tenantOf(request);
    const auth = await requireStaff(app, request, engine, 'staff:manage');
    return { app, engine, auth, now: app.accounts.now(), client: request.ip };
  };

  app.get(
    '/admin/staff',
    {
      schema: {
        tags,
        summary:
          "The alias's staff accounts: username, name, role, active or disabled, locked until, last sign-in (never a password)",
        headers: staffHeadersSchema,
        response: { 200: staffListResponseSchema, ...errors },
      },
    },
    async (request) => listStaffAccounts(await signedIn(request)),
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags,
        summary:
          'Adds a staff account to the alias (username = e-mail address, role, first password under the golfers’ password rule); 409 when the username is taken',
        headers: staffHeadersSchema,
        body: createStaffRequestSchema,
        response: { 201: staffAccountSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createStaffAccount(await signedIn(request), request.body)),
  );

  app.put(
    '/admin/staff/:id',
    {
      schema: {
        tags,
        summary:
          'Changes a staff account of the alias: role, active (false disables it and ends its sessions), password (a reset; ends its sessions). Nobody changes their own role or disables themselves, and an active owner always remains (409)',
        headers: staffHeadersSchema,
        params: staffParamsSchema,
        body: updateStaffRequestSchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    async (request) => updateStaffAccountOf(await signedIn(request), request.params.id, request.body),
  );
};
