import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type EngineImageRow, engineImages } from '../../db/schema/engine-images.ts';
import { bookingEngines, facilities } from '../../db/schema/facilities.ts';
import { required } from '@fairway/domain/shared/required';

// The images the console uploads for an engine's theme and its courses (served by URL, kept while
// a settings document or a course names them).

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
 * Deletes the images uploaded before `uploadedBefore` whose URL no engine's settings and no
 * course's images hold (replaced, or uploaded and never saved). Any engine's, and anywhere in
 * its settings (a welcome message may show one), since a URL can be pasted across engines.
 */
export async function deleteUnusedEngineImages(db: Database, uploadedBefore: Date): Promise<number> {
  // A settings save holds its engine's row, and a course save its course's row, until it
  // commits: waiting for every such row here means the delete below (a statement of its own, so
  // a newer snapshot) sees each save that was under way, and a save starting now waits for this
  // transaction, so an image it names stays.
  await db.select({ id: bookingEngines.id }).from(bookingEngines).for('share');
  await db.select({ id: facilities.id }).from(facilities).for('share');
  const url = sql`'/api/engine-images/' || ${engineImages.id} || '/' || ${engineImages.sha256}`;
  const gone = await db
    .delete(engineImages)
    .where(
      and(
        lt(engineImages.createdAt, uploadedBefore),
        sql`not exists (select 1 from ${bookingEngines} where position(${url} in coalesce(${bookingEngines.settings}::text, '')) > 0)`,
        sql`not exists (select 1 from ${facilities} where position(${url} in array_to_string(${facilities.images}, ' ')) > 0)`,
      ),
    )
    .returning({ id: engineImages.id });
  return gone.length;
}
