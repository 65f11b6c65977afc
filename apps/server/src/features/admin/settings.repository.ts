import type { StoredFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { and, count, desc, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminAuditLog, type AdminAuditLogRow } from '../../db/schema/admin.ts';
import { engineImages } from '../../db/schema/engine-images.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import type { BookingEngineRow, EngineImageRow } from '../facilities/facilities.public.ts';
import { required } from '@fairway/domain/shared/required';

/** The engine's row, locked until the transaction ends (one settings change at a time). */
export async function lockBookingEngine(db: Database, id: number): Promise<BookingEngineRow | undefined> {
  const [row] = await db.select().from(bookingEngines).where(eq(bookingEngines.id, id)).for('update').limit(1);
  return row;
}

/** Stores an engine's settings document. */
export async function storeEngineSettings(
  db: Database,
  id: number,
  settings: StoredFacilitySettings,
  now: Date,
): Promise<BookingEngineRow> {
  const [row] = await db
    .update(bookingEngines)
    .set({ settings, updatedAt: now })
    .where(eq(bookingEngines.id, id))
    .returning();
  return required(row, 'the row storeEngineSettings returned');
}

/** Which audit entries of an engine a page reads: created in [from, to) and of an action or its area. */
export interface AuditFilter {
  engineId: number;
  from: Date | null;
  to: Date | null;
  action: string | null;
}

function whereOf(filter: AuditFilter) {
  const escaped = filter.action?.replace(/[\\%_]/g, (character) => `\\${character}`);
  return and(
    eq(adminAuditLog.bookingEngineId, filter.engineId),
    filter.from ? gte(adminAuditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(adminAuditLog.createdAt, filter.to) : undefined,
    filter.action ? or(eq(adminAuditLog.action, filter.action), like(adminAuditLog.action, `${escaped}.%`)) : undefined,
  );
}

/** One page of an engine's audit log, newest first, and how many entries match. */
export async function auditPage(
  db: Database,
  filter: AuditFilter,
  offset: number,
  limit: number,
): Promise<{ rows: AdminAuditLogRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
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

/** Stores an uploaded theme image. */
export async function insertEngineImage(
  db: Database,
  values: typeof engineImages.$inferInsert,
): Promise<EngineImageRow> {
  const [row] = await db.insert(engineImages).values(values).returning();
  return required(row, 'the row insertEngineImage returned');
}

/** A theme image by id and hash (the URL names both). */
export async function findEngineImage(db: Database, id: number, sha256: string): Promise<EngineImageRow | undefined> {
  const [row] = await db
    .select()
    .from(engineImages)
    .where(and(eq(engineImages.id, id), eq(engineImages.sha256, sha256)))
    .limit(1);
  return row;
}

/**
 * Deletes the theme images uploaded before `uploadedBefore` whose URL no engine's settings hold
 * (replaced in the theme, or uploaded and never saved). Any engine's, and anywhere in them (a
 * welcome message may show one), since a URL can be pasted across engines.
 */
export async function deleteUnusedEngineImages(db: Database, uploadedBefore: Date): Promise<number> {
  // A settings save holds its engine's row until it commits: waiting for every engine's row here
  // means the delete below (a statement of its own, so a newer snapshot) sees each save that was
  // under way, and a save starting now waits for this transaction, so an image it names stays.
  await db.select({ id: bookingEngines.id }).from(bookingEngines).for('share');
  const url = sql`'/api/engine-images/' || ${engineImages.id} || '/' || ${engineImages.sha256}`;
  const gone = await db
    .delete(engineImages)
    .where(
      and(
        lt(engineImages.createdAt, uploadedBefore),
        sql`not exists (select 1 from ${bookingEngines} where position(${url} in coalesce(${bookingEngines.settings}::text, '')) > 0)`,
      ),
    )
    .returning({ id: engineImages.id });
  return gone.length;
}
