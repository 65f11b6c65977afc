import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingEngineFacilities, facilities } from '../../db/schema/facilities.ts';
import type { FacilityRow } from '../facilities/facilities.public.ts';

// One waiting room per release instant, not per course: the engine's courses in one time zone
// release their day at the same instant, so a golfer waits in one line and, in their turn, holds
// a tee time on any of them. The room is keyed by the lowest id of those courses (its "room
// course"); courses in another time zone release at another instant and have their own room.

/** The engine's room course of the outer course's time zone (a correlated subquery, so the course's read stays one statement). */
const roomCourseOfZone = (bookingEngineId: number) =>
  sql<number>`(select min(same_zone.id) from booking_engine_facilities same_zone_link join facilities same_zone on same_zone.id = same_zone_link.facility_id
    where same_zone_link.booking_engine_id = ${bookingEngineId} and same_zone.time_zone = ${facilities.timeZone})`.mapWith(
    Number,
  );

/** A course the engine shows, with its room course (one statement); undefined for a course it does not show. */
export async function findCourseWithRoom(
  db: Database,
  bookingEngineId: number,
  facilityId: number,
): Promise<{ facility: FacilityRow; roomFacilityId: number } | undefined> {
  const [row] = await db
    .select({ facility: facilities, roomFacilityId: roomCourseOfZone(bookingEngineId) })
    .from(bookingEngineFacilities)
    .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
    .where(
      and(
        eq(bookingEngineFacilities.bookingEngineId, bookingEngineId),
        eq(bookingEngineFacilities.facilityId, facilityId),
      ),
    )
    .limit(1);
  return row;
}

/** The engine's courses in a time zone, lowest id (the room course) first. */
async function listCoursesInZone(db: Database, bookingEngineId: number, timeZone: string | SQL): Promise<number[]> {
  const rows = await db
    .select({ id: facilities.id })
    .from(bookingEngineFacilities)
    .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
    .where(and(eq(bookingEngineFacilities.bookingEngineId, bookingEngineId), eq(facilities.timeZone, timeZone)))
    .orderBy(asc(facilities.id));
  return rows.map((row) => row.id);
}

/** The courses that share a course's room, lowest id (the room course) first. */
export async function listCoursesReleasedWith(
  db: Database,
  bookingEngineId: number,
  facility: FacilityRow,
): Promise<number[]> {
  const courses = await listCoursesInZone(db, bookingEngineId, facility.timeZone);
  return courses.length > 0 ? courses : [facility.id];
}

/** The courses that share a room, given its room course. */
export function listRoomCourses(db: Database, bookingEngineId: number, roomFacilityId: number): Promise<number[]> {
  return listCoursesInZone(
    db,
    bookingEngineId,
    sql`(select room.time_zone from facilities room where room.id = ${roomFacilityId})`,
  );
}
