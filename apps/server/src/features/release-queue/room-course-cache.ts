import type { Database } from '../../db/client.ts';
import type { FacilityRow } from '../facilities/facilities.public.ts';
import { SNAPSHOT_MAX_AGE_MS } from './queue-snapshot.ts';
import { findCourseWithRoom } from './release-room.repository.ts';

type CourseWithRoom = { facility: FacilityRow; roomFacilityId: number };

/**
 * A process's recent answers of findCourseWithRoom, for the waiting room's polls, joins and leaves:
 * the course and its room change with the operator's settings, not from one call to the next, so a call reads
 * them at most once per SNAPSHOT_MAX_AGE_MS per course instead of every time. Calls that come while
 * the read runs share it: at the release instant a thousand polls arrive within a second, and each
 * read its own while the first was under way. Unknown courses are not kept (their 404 is read each time).
 */
export class RoomCourseCache {
  private readonly known = new Map<string, { at: number; found: Promise<CourseWithRoom | undefined> }>();

  constructor(
    private readonly maxAgeMs = SNAPSHOT_MAX_AGE_MS,
    private readonly read: typeof findCourseWithRoom = findCourseWithRoom,
  ) {}

  find(db: Database, bookingEngineId: number, facilityId: number, now: Date): Promise<CourseWithRoom | undefined> {
    const name = `${bookingEngineId}:${facilityId}`;
    const kept = this.known.get(name);
    const age = kept ? now.getTime() - kept.at : Infinity;
    if (kept && age >= 0 && age < this.maxAgeMs) return kept.found;
    const found = this.read(db, bookingEngineId, facilityId);
    const entry = { at: now.getTime(), found };
    this.known.set(name, entry);
    const forget = () => {
      if (this.known.get(name) === entry) this.known.delete(name);
    };
    found.then((course) => {
      if (!course) forget();
    }, forget);
    return found;
  }
}
