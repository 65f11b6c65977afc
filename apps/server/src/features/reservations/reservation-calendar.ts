import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import { calendarEntry, roundMinutes } from '../../shared/calendar-entry.ts';
import type { ReservationState } from './reservation-view.ts';

/**
 * A reservation's calendar entry, with the UID and tee-time instant the booking confirmation
 * used (`<confirmation>@fairway`), so a calendar updates or removes the same event: PUBLISH for
 * a download, REQUEST with SEQUENCE+n after a partial cancellation, CANCEL once cancelled.
 */
export function reservationCalendar(state: ReservationState, engineName: string, method: 'PUBLISH' | 'REQUEST' | 'CANCEL', sequence = 0): string {
  const { reservation, facility } = state.record;
  const players = state.slots.filter((slot) => !slot.cancelled).length || reservation.players;
  return calendarEntry({
    // A friend's entry keeps the UID of the one their accept e-mail carried, so it is not added twice.
    uid: state.invitationId ? `invitation-${state.invitationId}@fairway` : `${reservation.confirmationNumber}@fairway`,
    productId: 'fairway/reservations',
    method,
    sequence,
    title: `Tee time at ${facility.name}`,
    description: `${players} player(s), ${reservation.rateName}. Confirmation ${reservation.confirmationNumber}. ${engineName}`,
    location: facility.name,
    start: teeTimeInstant(reservation.teetime, facility.timeZone),
    durationMinutes: roundMinutes(reservation.holes),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  });
}
