import type { CourseSettingsOverrides } from '@fairway/contract/facility-settings.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type FacilityRow, facilities } from '../../db/schema/facilities.ts';
import { required } from '@fairway/domain/shared/required';

// The console's course pages write a course's details and its own settings through these.

/** The details of a course the console edits, as columns. */
export type CourseDetailColumns = Pick<
  FacilityRow,
  | 'name'
  | 'addressLine1'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'website'
  | 'description'
  | 'images'
  | 'timeZone'
  | 'holes'
  | 'taxRateBps'
>;

/**
 * The course's row, locked until the transaction ends: one change of a course at a time, and no
 * sale of its tee times (they take the row FOR SHARE) between the checks of a change and its write.
 */
export async function lockCourse(db: Database, id: number): Promise<FacilityRow | undefined> {
  const [row] = await db.select().from(facilities).where(eq(facilities.id, id)).for('update').limit(1);
  return row;
}

/** Stores a course's details. */
export async function storeCourseDetails(
  db: Database,
  id: number,
  details: CourseDetailColumns,
  now: Date,
): Promise<FacilityRow> {
  const [row] = await db
    .update(facilities)
    .set({ ...details, updatedAt: now })
    .where(eq(facilities.id, id))
    .returning();
  return required(row, 'the row storeCourseDetails returned');
}

/** Stores the settings a course sets for itself. */
export async function storeCourseOverrides(
  db: Database,
  id: number,
  overrides: CourseSettingsOverrides,
  now: Date,
): Promise<FacilityRow> {
  const [row] = await db
    .update(facilities)
    .set({ settingsOverrides: overrides, updatedAt: now })
    .where(eq(facilities.id, id))
    .returning();
  return required(row, 'the row storeCourseOverrides returned');
}
