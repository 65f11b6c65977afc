import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  type BookingEngineRow,
  type FacilityRow,
  listFacilitiesOfBookingEngine,
} from '../facilities/facilities.public.ts';

/** A course the alias shows, or 404 with `notFound` (tenant isolation: another alias's course is unknown here). */
export async function courseOfEngine(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  notFound: string,
): Promise<FacilityRow> {
  const facility = (await listFacilitiesOfBookingEngine(db, engine.id)).find(
    (candidate) => candidate.id === facilityId,
  );
  if (!facility) throw new DomainError('NOT_FOUND', notFound);
  return facility;
}

/** Minutes after midnight as `HH:mm` (1440 and more as `24:00`, the end of a day's band). */
export const hhmm = (minute: number) =>
  minute >= 1440
    ? '24:00'
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Whether the alias's staff see (and check in) the golfers other aliases sold on its courses: an
 * alias that runs its courses does; a partner (affiliate) site, which only resells them, sees its own
 * bookings and the others as a count.
 */
export const seesPartnerBookings = (engine: Pick<BookingEngineRow, 'affiliate'>) => !engine.affiliate;
