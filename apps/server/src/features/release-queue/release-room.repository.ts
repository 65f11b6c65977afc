import type { Database } from '../../db/client.ts';
import {
  type FacilityRow,
  facilityIdsOfEngineInZone,
  facilityIdsOfEngineInZoneOf,
  findFacilityWithFirstOfZone,
} from '../facilities/facilities.public.ts';

// One waiting room per release instant, not per course: the engine's courses in one time zone
// release their day at the same instant, so a golfer waits in one line and, in their turn, holds
// a tee time on any of them. The room is keyed by the lowest id of those courses (its "room
// course"); courses in another time zone release at another instant and have their own room.

/** A course the engine shows, with its room course (one statement); undefined for a course it does not show. */
export async function findCourseWithRoom(
  db: Database,
  bookingEngineId: number,
  facilityId: number,
): Promise<{ facility: FacilityRow; roomFacilityId: number } | undefined> {
  const found = await findFacilityWithFirstOfZone(db, bookingEngineId, facilityId);
  return found && { facility: found.facility, roomFacilityId: found.firstOfZoneId };
}

/** The courses that share a course's room, lowest id (the room course) first. */
export async function listCoursesReleasedWith(
  db: Database,
  bookingEngineId: number,
  facility: FacilityRow,
): Promise<number[]> {
  const courses = await facilityIdsOfEngineInZone(db, bookingEngineId, facility.timeZone);
  return courses.length > 0 ? courses : [facility.id];
}

/** The courses that share a room, given its room course. */
export function listRoomCourses(db: Database, bookingEngineId: number, roomFacilityId: number): Promise<number[]> {
  return facilityIdsOfEngineInZoneOf(db, bookingEngineId, roomFacilityId);
}
