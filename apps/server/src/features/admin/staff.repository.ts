import type { ActivityCode } from '@fairway/domain/admin/activity-codes';
import { MAX_FAILED_LOGINS, LOCKOUT_MINUTES } from '@fairway/domain/session/login-error';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  adminAuditLog,
  type StaffAccountRow,
  type StaffSessionRow,
  staffAccounts,
  staffSessions,
} from '../../db/schema/admin.ts';
import { hashToken } from '../session/session.public.ts';
import { deleteInBatches, RETENTION_DAYS, retentionCutoff } from '../../shared/retention.ts';
import { required } from '@fairway/domain/shared/required';

/** A staff account of an engine by its (lower-case) username. */
export async function findStaffByUsername(
  db: Database,
  engineId: number,
  username: string,
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.bookingEngineId, engineId), eq(staffAccounts.username, username)))
    .limit(1);
  return row;
}

/** A staff account by id. */
export async function findStaffById(db: Database, id: number): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

/**
 * Counts a failed sign-in in one update (the customers' rule): a lock that ran out starts the
 * count again; the MAX_FAILED_LOGINS-th failure locks the account for LOCKOUT_MINUTES.
 */
export async function recordStaffFailedLogin(
  db: Database,
  id: number,
  now: Date,
): Promise<{ lockedUntil: Date | null }> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  const nowIso = now.toISOString();
  const count = sql`(case when ${staffAccounts.lockedUntil} is not null and ${staffAccounts.lockedUntil} <= ${nowIso}::timestamptz then 0 else ${staffAccounts.failedLoginCount} end) + 1`;
  const [row] = await db
    .update(staffAccounts)
    .set({
      failedLoginCount: count,
      lockedUntil: sql`case when ${count} >= ${MAX_FAILED_LOGINS} then ${lockUntil.toISOString()}::timestamptz
        when ${staffAccounts.lockedUntil} <= ${nowIso}::timestamptz then null else ${staffAccounts.lockedUntil} end`,
    })
    .where(eq(staffAccounts.id, id))
    .returning({ lockedUntil: staffAccounts.lockedUntil });
  return { lockedUntil: row?.lockedUntil ?? null };
}

/** Forgets failed sign-ins after a success. */
export async function clearStaffFailedLogins(db: Database, id: number): Promise<void> {
  await db.update(staffAccounts).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(staffAccounts.id, id));
}

/** Stores a staff session under the hash of its token. */
export async function insertStaffSession(
  db: Database,
  values: { token: string; staffId: number; bookingEngineId: number; expiresAt: Date; absoluteExpiresAt: Date },
): Promise<StaffSessionRow> {
  const { token, ...rest } = values;
  const [row] = await db
    .insert(staffSessions)
    .values({ ...rest, tokenHash: hashToken(token) })
    .returning();
  return required(row, 'the row insertStaffSession returned');
}

/** The live (unrevoked, unexpired) staff session of a token. */
export async function findLiveStaffSession(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Moves a staff session's idle expiry to `idleUntil`, never past its absolute expiry. */
export async function slideStaffSession(db: Database, id: number, idleUntil: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ expiresAt: sql`least(${idleUntil.toISOString()}::timestamptz, ${staffSessions.absoluteExpiresAt})` })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

/** Revokes one staff session. */
export async function revokeStaffSession(db: Database, id: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, id));
}

/** Deletes staff sessions that expired or were revoked before `now` (the sweep), in bounded batches; how many went. */
export function deleteDeadStaffSessions(db: Database, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return deleteInBatches(db, {
    table: sql`${staffSessions}`,
    key: sql`id`,
    where: sql`expires_at <= ${at} or revoked_at < ${at}`,
  });
}

/** Deletes audit log entries older than the log's retention (ten years); how many went. */
export function deleteOldAuditEntries(db: Database, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, RETENTION_DAYS.auditLog);
  return deleteInBatches(db, {
    table: sql`${adminAuditLog}`,
    key: sql`id`,
    where: sql`created_at < ${cutoff.toISOString()}::timestamptz`,
  });
}

/** Who does an audited action: a staff account of an engine, from a client address, at a time. */
export interface AuditActor {
  engine: { id: number };
  auth: { staff: Pick<StaffAccountRow, 'id' | 'username'> };
  client: string;
  now: Date;
}

/** An audited action: what (`rate.update`, one of the Activity's codes), on what (`rate:12`), with which facts. */
export interface AuditedAction {
  action: ActivityCode;
  target?: string;
  details?: Record<string, unknown>;
}

/**
 * Appends a staff member's action to the admin audit log, in the caller's transaction (so a
 * refused or failed operation leaves no entry); the entry's id.
 */
export async function auditStaffAction(
  db: Database,
  actor: AuditActor,
  { action, target, details }: AuditedAction,
): Promise<number> {
  const [row] = await db
    .insert(adminAuditLog)
    .values({
      bookingEngineId: actor.engine.id,
      staffId: actor.auth.staff.id,
      username: actor.auth.staff.username,
      action,
      target: target ?? null,
      details: details ?? {},
      clientAddress: actor.client,
      createdAt: actor.now,
    })
    .returning({ id: adminAuditLog.id });
  return required(row, 'the row auditStaffAction returned').id;
}
