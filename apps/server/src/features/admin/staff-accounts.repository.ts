import type { StaffRole } from '@fairway/domain/admin/staff-roles';
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminAuditLog, type StaffAccountRow, staffAccounts, staffSessions } from '../../db/schema/admin.ts';
import { required } from '@fairway/domain/shared/required';

/** The audit action of a successful staff sign-in (staff-session.service.ts writes it). */
const SIGN_IN_ACTION = 'session.sign-in';

/** The engine's staff accounts, owners first then by username, each with its last sign-in (from the audit log). */
export async function staffOfEngine(
  db: Database,
  engineId: number,
): Promise<(StaffAccountRow & { lastSignInAt: Date | null })[]> {
  const signIns = db
    .select({ staffId: adminAuditLog.staffId, at: max(adminAuditLog.createdAt).as('last_sign_in_at') })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.bookingEngineId, engineId), eq(adminAuditLog.action, SIGN_IN_ACTION)))
    .groupBy(adminAuditLog.staffId)
    .as('sign_ins');
  const rows = await db
    .select({ account: staffAccounts, lastSignInAt: signIns.at })
    .from(staffAccounts)
    .leftJoin(signIns, eq(signIns.staffId, staffAccounts.id))
    .where(eq(staffAccounts.bookingEngineId, engineId))
    .orderBy(asc(staffAccounts.role), asc(staffAccounts.username));
  return rows.map(({ account, lastSignInAt }) => ({
    ...account,
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt) : null,
  }));
}

/**
 * Locks every staff account of the engine (`FOR UPDATE`, in id order) and answers them: the
 * owner count a change checks cannot move under it (two owners demoting each other serialise).
 */
export async function lockStaffOfEngine(tx: Database, engineId: number): Promise<StaffAccountRow[]> {
  return tx
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.bookingEngineId, engineId))
    .orderBy(asc(staffAccounts.id))
    .for('update');
}

/** Adds a staff account; undefined when the username is already used in the engine. */
export async function insertStaffAccount(
  tx: Database,
  values: { bookingEngineId: number; username: string; name: string; role: StaffRole; passwordHash: string },
): Promise<StaffAccountRow | undefined> {
  const [row] = await tx.insert(staffAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a staff account's role, disabled time and/or password hash (a new password also clears the lockout). */
export async function updateStaffAccount(
  tx: Database,
  id: number,
  changes: { role?: StaffRole; disabledAt?: Date | null; passwordHash?: string },
  now: Date,
): Promise<StaffAccountRow> {
  const lockout = changes.passwordHash ? { failedLoginCount: 0, lockedUntil: null } : {};
  const [row] = await tx
    .update(staffAccounts)
    .set({ ...changes, ...lockout, updatedAt: now })
    .where(eq(staffAccounts.id, id))
    .returning();
  return required(row, 'the row updateStaffAccount returned');
}

/** Revokes every live session of a staff account (but `keepSessionId`); how many were revoked. */
export async function revokeStaffSessionsOf(
  tx: Database,
  staffId: number,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  const revoked = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keepSessionId === undefined ? sql`true` : ne(staffSessions.id, keepSessionId),
      ),
    )
    .returning({ id: staffSessions.id });
  return revoked.length;
}
