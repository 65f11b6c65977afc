import { createEvent } from 'ics';
import { DateTime } from 'luxon';
import type { ReservationState } from './reservation-view.ts';

/**
 * A reservation's calendar entry, with the UID and tee-time instant the booking confirmation
 * used (`<confirmation>@fairway`), so a calendar updates or removes the same event: PUBLISH for
 * a download, REQUEST with SEQUENCE+n after a partial cancellation, CANCEL once cancelled.
 */
export function reservationCalendar(state: ReservationState, engineName: string, method: 'PUBLISH' | 'REQUEST' | 'CANCEL', sequence = 0): string {
  const { reservation, facility } = state.record;
  const players = state.slots.filter((slot) => !slot.cancelled).length || reservation.players;
  const start = DateTime.fromISO(reservation.teetime, { zone: facility.timeZone });
  const { error, value } = createEvent({
    // A friend's entry keeps the UID of the one their accept e-mail carried, so it is not added twice.
    uid: state.invitationId ? `invitation-${state.invitationId}@fairway` : `${reservation.confirmationNumber}@fairway`,
    productId: 'fairway/reservations',
    method,
    sequence,
    title: `Tee time at ${facility.name}`,
    description: `${players} player(s), ${reservation.rateName}. Confirmation ${reservation.confirmationNumber}. ${engineName}`,
    location: facility.name,
    start: start.toMillis(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: reservation.holes === 9 ? 2 : 4, minutes: reservation.holes === 9 ? 15 : 30 },
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar entry not built');
  return value;
}
