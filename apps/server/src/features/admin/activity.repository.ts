import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminAuditLog, type AdminAuditLogRow, staffAccounts } from '../../db/schema/admin.ts';
import { type AuditFilter, whereOf } from './settings.repository.ts';

/** Which entries a page of the Activity reads: the audit filter, one staff account's, older than an entry. */
export interface ActivityFilter extends AuditFilter {
  staffId: number | null;
  /** Entries before this one of the engine, in the log's order (newest first). */
  beforeId: number | null;
}

/**
 * Up to `limit` entries of an engine's audit log, newest first (time, then id), after the cursor
 * entry: a page reads by the (engine, time) index and never counts the whole log.
 */
export async function activityPage(db: Database, filter: ActivityFilter, limit: number): Promise<AdminAuditLogRow[]> {
  const cursor =
    filter.beforeId === null
      ? undefined
      : sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (
          select cursor.created_at, cursor.id from ${adminAuditLog} as cursor
          where cursor.id = ${filter.beforeId} and cursor.booking_engine_id = ${filter.engineId})`;
  return db
    .select()
    .from(adminAuditLog)
    .where(
      and(whereOf(filter), filter.staffId === null ? undefined : eq(adminAuditLog.staffId, filter.staffId), cursor),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
}

/** The engine's staff accounts as the Activity names them (disabled ones too: their entries stay). */
export async function staffNamesOfEngine(db: Database, engineId: number) {
  return db
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      name: staffAccounts.name,
      role: staffAccounts.role,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.bookingEngineId, engineId))
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));
}
