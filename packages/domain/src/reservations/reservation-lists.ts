import { DateTime } from 'luxon';

/** Which list of the Reservations screen a reservation belongs to. */
export type ReservationList = 'past' | 'upcoming';

/** What the split needs of a reservation: its id, local tee time and facility zone. */
export interface DatedReservation {
  reservationId: string;
  /** Local wall-clock time at the facility, `YYYY-MM-DDTHH:mm`. */
  teetime: string;
  /** The facility's IANA time zone. */
  timeZone: string;
}

// A checkout reads one tee time's instant several times (the sale's check, the manage link, the
// e-mail, its calendar entry), and a release morning sells the same few tee times over and over:
// luxon's zone arithmetic is kept per tee time and zone. Bounded: cleared when full.
const instants = new Map<string, number | null>();
const INSTANTS_KEPT = 5_000;

/** As `teeTimeInstant`, null for a time that is not a valid tee time in the zone. */
export function teeTimeInstantOrNull(teetime: string, timeZone: string): number | null {
  const key = `${timeZone} ${teetime}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const start = DateTime.fromISO(teetime, { zone: timeZone });
    instant = start.isValid ? start.toMillis() : null;
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(key, instant);
  }
  return instant;
}

/**
 * The instant a local tee time starts in its facility's zone. A wall-clock time skipped by a
 * spring-forward change moves forward (luxon's rule, as the tee sheet does); a repeated one (fall back)
 * is read as luxon reads it, in standard time; web and server share this rule.
 */
export function teeTimeInstant(teetime: string, timeZone: string): number {
  const instant = teeTimeInstantOrNull(teetime, timeZone);
  if (instant === null) throw new RangeError(`Invalid tee time ${teetime} in ${timeZone}`);
  return instant;
}

export function reservationListOf(
  reservation: Pick<DatedReservation, 'teetime' | 'timeZone'>,
  now: Date,
): ReservationList {
  return teeTimeInstant(reservation.teetime, reservation.timeZone) < now.getTime() ? 'past' : 'upcoming';
}

/**
 * SPEC §4 reservation history: past newest first, upcoming oldest first, each reservation once
 * (the first occurrence wins). Ties keep a stable order by id so both sides render alike.
 */
export function splitReservations<T extends DatedReservation>(
  reservations: readonly T[],
  now: Date,
): { past: T[]; upcoming: T[] } {
  const seen = new Set<string>();
  const dated: { item: T; at: number }[] = [];
  for (const item of reservations) {
    if (seen.has(item.reservationId)) continue;
    seen.add(item.reservationId);
    dated.push({ item, at: teeTimeInstant(item.teetime, item.timeZone) });
  }
  const byId = (a: { item: T }, b: { item: T }) => a.item.reservationId.localeCompare(b.item.reservationId);
  const past = dated.filter((entry) => entry.at < now.getTime()).sort((a, b) => b.at - a.at || byId(a, b));
  const upcoming = dated.filter((entry) => entry.at >= now.getTime()).sort((a, b) => a.at - b.at || byId(a, b));
  return { past: past.map((entry) => entry.item), upcoming: upcoming.map((entry) => entry.item) };
}
