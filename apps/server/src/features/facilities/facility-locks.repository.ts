import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/statements.ts';
import { facilities } from '../../db/schema/facilities.ts';

// A facility's row doubles as a lock other areas take to order their writes per course (tee-times:
// no block is written while a tee time of the course is sold). Both locks last until commit.

/** Takes the facility's row FOR SHARE (a statement built once: every sale takes it). */
export async function shareLockFacility(tx: Database, facilityId: number): Promise<void> {
  await shareLockFacilityStatement(tx, { facilityId });
}
const shareLockFacilityStatement = preparedQuery('lock_course_for_sale', ['facilityId'], (tx, p) =>
  tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, p.facilityId)).for('share'),
);

/** Takes the facility's row FOR NO KEY UPDATE: it waits for, and then excludes, every FOR SHARE holder. */
export async function exclusiveLockFacility(tx: Database, facilityId: number): Promise<void> {
  await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, facilityId)).for('no key update');
}
