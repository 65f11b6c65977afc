import type { ActivityCode } from '@fairway/domain/admin/activity-codes';
import {
  STAFF_TOKEN_HEADER,
  STAFF_TOKEN_PREFIX,
  type StaffMember,
  type StaffSession,
} from '@fairway/contract/admin.contract';
import { can, permissionsOf, type StaffPermission } from '@fairway/domain/admin/staff-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffAccountRow, StaffSessionRow } from '../../db/schema/admin.ts';
import { newToken } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  clearStaffFailedLogins,
  findLiveStaffSession,
  findStaffById,
  findStaffByUsername,
  auditStaffAction,
  insertStaffSession,
  recordStaffFailedLogin,
  revokeStaffSession,
  slideStaffSession,
} from './staff.repository.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

/** A staff session ends after this long without a request (a shift's pause)… */
const STAFF_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
const STAFF_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Each use moves the idle expiry forward at most this often (spares a write per request). */
const RENEW_EVERY_MS = 5 * 60 * 1000;

/** A signed-in staff member of the request's engine. */
export interface StaffAuth {
  session: StaffSessionRow;
  staff: StaffAccountRow;
}

/** The audit log's actions (see README.md). */
const AUDIT_ACTIONS = {
  signIn: 'session.sign-in',
  signInFailed: 'session.sign-in-failed',
  signOut: 'session.sign-out',
} as const;

/** A staff member as the API shows them. */
function toStaffMember(staff: StaffAccountRow): StaffMember {
  return { username: staff.username, name: staff.name, role: staff.role, permissions: permissionsOf(staff.role) };
}

/**
 * POST /api/admin/session: the golfers' sign-in rules on the staff table. Per-client limit
 * first, then the account lock (no hashing while locked), then the staff account's hash budget
 * and the password. Failures are counted; the fifth locks the account for 20 minutes (423).
 * Sign-ins and failures of a known account are written to the audit log.
 */
export async function signInStaff(
  app: FastifyInstance,
  engine: BookingEngineRow,
  input: { username: string; password: string },
  client: string,
): Promise<StaffSession> {
  await app.accounts.throttle.hit(app.db, client);
  const now = app.accounts.now();
  const staff = await findStaffByUsername(app.db, engine.id, input.username);
  if (!staff || staff.disabledAt) {
    await app.accounts.hasher.verify(null, input.password); // the same cost as a known account
    throw new DomainError('INVALID_CREDENTIALS');
  }
  const audit = (action: ActivityCode, details: Record<string, unknown> = {}) =>
    auditStaffAction(app.db, { engine, auth: { staff }, client, now }, { action, details });
  if (staff.lockedUntil && staff.lockedUntil > now) {
    await audit(AUDIT_ACTIONS.signInFailed, { reason: 'locked' });
    throw new DomainError('ACCOUNT_LOCKED');
  }
  await app.accounts.throttle.claimHash(app.db, staff.id, 'staff');
  if (!(await app.accounts.hasher.verify(staff.passwordHash, input.password))) {
    const { lockedUntil } = await recordStaffFailedLogin(app.db, staff.id, now);
    const locked = Boolean(lockedUntil && lockedUntil > now);
    await audit(AUDIT_ACTIONS.signInFailed, { reason: 'password', locked });
    throw new DomainError(locked ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
  }
  if (staff.failedLoginCount > 0 || staff.lockedUntil) await clearStaffFailedLogins(app.db, staff.id);
  await app.accounts.throttle.release(app.db, staff.id, 'staff');
  const token = `${STAFF_TOKEN_PREFIX}${newToken()}`;
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_IDLE_MS);
  await app.db.transaction(async (tx) => {
    await insertStaffSession(tx, {
      token,
      staffId: staff.id,
      bookingEngineId: engine.id,
      expiresAt,
      absoluteExpiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
    });
    await auditStaffAction(tx, { engine, auth: { staff }, client, now }, { action: AUDIT_ACTIONS.signIn });
  });
  return { sessionToken: token, expiresAt: expiresAt.toISOString(), staff: toStaffMember(staff) };
}

/** The staff token of a request: only the staff header, and only a token with the staff prefix. */
function staffTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[STAFF_TOKEN_HEADER];
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return token.startsWith(STAFF_TOKEN_PREFIX) && token.length > STAFF_TOKEN_PREFIX.length ? token : null;
}

/**
 * The signed-in staff member of a request on this engine, allowed `permission`: 401
 * UNAUTHORIZED without a staff token (a golfer's token or cookie is never one), 401
 * SESSION_EXPIRED for a token that is unknown, expired, revoked or another engine's (or of a
 * disabled account), 403 FORBIDDEN when the role lacks the permission.
 */
export async function requireStaff(
  app: FastifyInstance,
  request: FastifyRequest,
  engine: BookingEngineRow,
  permission?: StaffPermission,
): Promise<StaffAuth> {
  const token = staffTokenOf(request);
  if (!token) throw new DomainError('UNAUTHORIZED', 'Staff sign-in required');
  const now = app.accounts.now();
  const session = await findLiveStaffSession(app.db, token, now);
  const staff =
    session && session.bookingEngineId === engine.id ? await findStaffById(app.db, session.staffId) : undefined;
  if (!session || !staff || staff.bookingEngineId !== engine.id || staff.disabledAt)
    throw new DomainError('SESSION_EXPIRED', 'Session expired');
  if (permission && !can(staff.role, permission)) throw new DomainError('FORBIDDEN');
  if (session.expiresAt.getTime() - now.getTime() < STAFF_SESSION_IDLE_MS - RENEW_EVERY_MS) {
    await slideStaffSession(app.db, session.id, new Date(now.getTime() + STAFF_SESSION_IDLE_MS));
  }
  return { session, staff };
}

/** GET /api/admin/session: who is signed in (no token in the answer). */
export function describeStaffSession(auth: StaffAuth): StaffSession {
  return { expiresAt: auth.session.expiresAt.toISOString(), staff: toStaffMember(auth.staff) };
}

/** DELETE /api/admin/session: revokes the session and writes the sign-out to the audit log. */
export async function signOutStaff(app: FastifyInstance, auth: StaffAuth, client: string): Promise<void> {
  const now = app.accounts.now();
  await app.db.transaction(async (tx) => {
    await revokeStaffSession(tx, auth.session.id, now);
    await auditStaffAction(
      tx,
      { engine: { id: auth.staff.bookingEngineId }, auth, client, now },
      { action: AUDIT_ACTIONS.signOut },
    );
  });
}
