import { STAFF_ROLES } from '@fairway/domain/admin/staff-roles';
import { z } from 'zod';
import { emailAddressSchema, passwordSchema } from './session.contract.ts';

// The operator console's staff management (permission `staff:manage`): the engine's
// staff accounts, adding one, changing its role, disabling or enabling it, resetting its password.

/** Why a staff change was refused with 409 CONFLICT (`details.reason`). */
export type StaffConflictReason = 'username-taken' | 'self' | 'last-owner';

/** One staff account of the engine as the console lists it (never its password hash). */
export const staffAccountSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean().describe('False once disabled: it cannot sign in and its sessions are revoked'),
    disabledAt: z.string().nullable(),
    lockedUntil: z.string().nullable().describe('Set while the account is locked after failed sign-ins'),
    lastSignInAt: z
      .string()
      .nullable()
      .describe('The last successful sign-in (from the audit log; the Activity shows the same time)'),
    createdAt: z.string(),
  })
  .meta({
    id: 'StaffAccount',
    description: "Times are ISO 8601 with the offset of the engine's time zone (the list's `timeZone`)",
  });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET /api/admin/staff answer: the engine's staff, by role then username, and the zone their times are in. */
export const staffListResponseSchema = z.object({
  staff: z.array(staffAccountSchema),
  timeZone: z.string().describe('The engine’s time zone (IANA name), the Activity’s too'),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** POST /api/admin/staff body: the sign-in name (an e-mail address), a display name, the role and a first password (SPEC §5's rule). */
export const createStaffRequestSchema = z.object({
  username: emailAddressSchema,
  name: z.string().trim().min(1).max(100),
  role: z.enum(STAFF_ROLES),
  password: passwordSchema,
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

/** PUT /api/admin/staff/{id} body: any of a new role, active (false disables), a new password. */
export const updateStaffRequestSchema = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    active: z.boolean().optional(),
    password: passwordSchema.optional().describe('Resets the password (SPEC §5 rule) and ends the account’s sessions'),
  })
  .strict()
  .refine(
    (body) => body.role !== undefined || body.active !== undefined || body.password !== undefined,
    'Nothing to change',
  );
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

/** PUT /api/admin/staff/{id} params. */
export const staffParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
