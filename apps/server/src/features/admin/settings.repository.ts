import { and, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';

/** Which audit entries of an engine a page reads: created in [from, to) and of an action or its area. */
export interface AuditFilter {
  engineId: number;
  from: Date | null;
  to: Date | null;
  action: string | null;
}

/** The SQL condition of a filter (the Activity adds its own to it). */
export function whereOf(filter: AuditFilter) {
  const escaped = filter.action?.replace(/[\\%_]/g, (character) => `\\${character}`);
  return and(
    eq(adminAuditLog.bookingEngineId, filter.engineId),
    filter.from ? gte(adminAuditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(adminAuditLog.createdAt, filter.to) : undefined,
    filter.action ? or(eq(adminAuditLog.action, filter.action), like(adminAuditLog.action, `${escaped}.%`)) : undefined,
  );
}

/** Every action an engine's audit log holds, sorted. */
export async function auditActions(db: Database, engineId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: adminAuditLog.action })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.bookingEngineId, engineId))
    .orderBy(sql`1`);
  return rows.map((row) => row.action);
}
