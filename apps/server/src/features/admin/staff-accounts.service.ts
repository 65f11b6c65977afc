import type {
  CreateStaffRequest,
  StaffAccount,
  StaffConflictReason,
  StaffListResponse,
  UpdateStaffRequest,
} from '@fairway/contract/admin-staff.contract';
import { can } from '@fairway/domain/admin/staff-roles';
import type { FastifyInstance } from 'fastify';
import type { StaffAccountRow } from '../../db/schema/admin.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { consoleTime, consoleTimeZone } from './console-time.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import {
  insertStaffAccount,
  lockStaffOfEngine,
  revokeStaffSessionsOf,
  staffOfEngine,
  updateStaffAccount,
} from './staff-accounts.repository.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

/** The audit log's staff-management actions (see README.md). */
const STAFF_AUDIT_ACTIONS = { create: 'staff.create', update: 'staff.update' } as const;

/** Who acts, where, when. */
export interface StaffAccountsContext {
  app: FastifyInstance;
  engine: BookingEngineRow;
  auth: StaffAuth;
  now: Date;
  client: string;
}

/** The refusals' words (409 CONFLICT, `details.reason`). */
const CONFLICTS: Record<StaffConflictReason, string> = {
  'username-taken': 'A staff account with this username already exists',
  self: 'You cannot change your own role or disable your own account',
  'last-owner': 'The booking engine must keep at least one active owner',
};
const conflict = (reason: StaffConflictReason) => new DomainError('CONFLICT', CONFLICTS[reason], { reason });

/** An account as the console lists it, its times in the engine's zone (as the Activity writes them). */
function toStaffAccount(row: StaffAccountRow, lastSignInAt: Date | null, now: Date, timeZone: string): StaffAccount {
  const at = (instant: Date | null) => (instant ? consoleTime(instant, timeZone) : null);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    active: row.disabledAt === null,
    disabledAt: at(row.disabledAt),
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? at(row.lockedUntil) : null,
    lastSignInAt: at(lastSignInAt),
    createdAt: consoleTime(row.createdAt, timeZone),
  };
}

/** GET /api/admin/staff: the engine's staff accounts, and the zone their times are in. */
export async function listStaffAccounts(context: StaffAccountsContext): Promise<StaffListResponse> {
  const [rows, timeZone] = await Promise.all([
    staffOfEngine(context.app.db, context.engine.id),
    consoleTimeZone(context.app.db, context.engine),
  ]);
  return { staff: rows.map((row) => toStaffAccount(row, row.lastSignInAt, context.now, timeZone)), timeZone };
}

/** The audit's view of an account (never a password or its hash). */
const audited = (row: StaffAccountRow) => ({
  username: row.username,
  name: row.name,
  role: row.role,
  active: row.disabledAt === null,
});

/** POST /api/admin/staff: a new account of the engine (argon2id); 409 when the username is taken here. */
export async function createStaffAccount(
  context: StaffAccountsContext,
  input: CreateStaffRequest,
): Promise<StaffAccount> {
  const { app, engine, now } = context;
  const passwordHash = await app.accounts.hasher.hash(input.password);
  const timeZone = await consoleTimeZone(app.db, engine);
  return app.db.transaction(async (tx) => {
    const row = await insertStaffAccount(tx, {
      bookingEngineId: engine.id,
      username: input.username,
      name: input.name,
      role: input.role,
      passwordHash,
    });
    if (!row) throw conflict('username-taken');
    await auditStaffAction(tx, context, {
      action: STAFF_AUDIT_ACTIONS.create,
      target: `staff:${row.id}`,
      details: { after: audited(row) },
    });
    return toStaffAccount(row, null, now, timeZone);
  });
}

/**
 * PUT /api/admin/staff/{id}: a new role, disabled or enabled, a new password. Under the lock of the
 * engine's staff rows: nobody demotes or disables themselves, an active owner always remains (two
 * owners disabling each other at once: the second is refused), and the caller must still be an
 * active owner (it may have changed since its session was checked).
 * Disabling or a new password revokes the account's sessions at once (a staff member resetting
 * their own password keeps the session they use). Another engine's account is 404.
 */
export async function updateStaffAccountOf(
  context: StaffAccountsContext,
  id: number,
  input: UpdateStaffRequest,
): Promise<StaffAccount> {
  const { app, engine, auth, now } = context;
  const passwordHash = input.password === undefined ? undefined : await app.accounts.hasher.hash(input.password);
  const timeZone = await consoleTimeZone(app.db, engine);
  return app.db.transaction(async (tx) => {
    const staff = await lockStaffOfEngine(tx, engine.id);
    const before = staff.find((row) => row.id === id);
    if (!before) throw new DomainError('NOT_FOUND', 'Unknown staff account');
    const role = input.role ?? before.role;
    const active = input.active ?? before.disabledAt === null;
    const self = before.id === auth.staff.id;
    if (self && (role !== before.role || !active)) throw conflict('self');
    const activeOwners = staff.filter((row) => row.id !== id && row.role === 'owner' && row.disabledAt === null).length;
    const wasActiveOwner = before.role === 'owner' && before.disabledAt === null;
    if (wasActiveOwner && (role !== 'owner' || !active) && activeOwners === 0) throw conflict('last-owner');
    const actor = staff.find((row) => row.id === auth.staff.id);
    if (!actor || actor.disabledAt || !can(actor.role, 'staff:manage')) throw new DomainError('FORBIDDEN'); // changed since its session was checked
    const disabledAt = active ? null : (before.disabledAt ?? now);
    const after = await updateStaffAccount(
      tx,
      id,
      { role, disabledAt, ...(passwordHash ? { passwordHash } : {}) },
      now,
    );
    const endSessions = (!active && before.disabledAt === null) || passwordHash !== undefined;
    const sessionsRevoked = endSessions
      ? await revokeStaffSessionsOf(tx, id, now, self ? auth.session.id : undefined)
      : 0;
    await auditStaffAction(tx, context, {
      action: STAFF_AUDIT_ACTIONS.update,
      target: `staff:${id}`,
      details: {
        before: audited(before),
        after: audited(after),
        passwordReset: passwordHash !== undefined,
        sessionsRevoked,
      },
    });
    const [listed] = (await staffOfEngine(tx, engine.id)).filter((row) => row.id === id);
    return toStaffAccount(after, listed?.lastSignInAt ?? null, now, timeZone);
  });
}
