import { type SQLWrapper, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/statements.ts';
import { type FacilityRow, facilities } from '../../db/schema/facilities.ts';

/** Facilities by id (checkout reads the courses of a cart's items). */
export async function facilitiesByIds(db: Database, ids: number[]): Promise<Map<number, FacilityRow>> {
  if (ids.length === 0) return new Map();
  // A checkout's cart is mostly on one course: that read is built once.
  const rows =
    ids.length === 1
      ? await facilityByIdStatement(db, { id: ids[0] })
      : await db.select().from(facilities).where(inArray(facilities.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
const facilityByIdStatement = preparedQuery('facility_by_id', ['id'], (db, p) =>
  db.select().from(facilities).where(eq(facilities.id, p.id)),
);

/**
 * The facilities whose id the caller's subquery selects, as a query to run or prepare: another
 * area reads the facilities of its rows in one statement without naming this area's table.
 */
export function selectFacilitiesWithIdIn(db: Database, ids: SQLWrapper) {
  return db.select().from(facilities).where(inArray(facilities.id, ids));
}
