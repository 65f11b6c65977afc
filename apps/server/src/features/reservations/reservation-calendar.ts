import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import { calendarEntry, calendarTexts, coursePlace, roundMinutes } from './calendar-entry.ts';
import type { ReservationState } from './reservation-view.ts';

/**
 * The SEQUENCE of a reservation's calendar entry now: each change mailed since the booking (a
 * cancellation, a staff move) counts one, so a calendar always takes the newest update.
 */
export function calendarSequence(state: Pick<ReservationState, 'events' | 'record'>): number {
  return state.events.filter((event) => event.kind === 'cancelled').length + state.record.reservation.moves;
}

/**
 * A reservation's calendar entry, with the UID and tee-time instant the booking confirmation
 * used (`<confirmation>@fairway`), so a calendar updates or removes the same event: PUBLISH for
 * a download, REQUEST with SEQUENCE+n after a partial cancellation, CANCEL once cancelled; in
 * the language of the e-mail it goes with.
 */
export function reservationCalendar(
  state: ReservationState,
  engineName: string,
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL',
  sequence = 0,
  language = 'en',
): string {
  const texts = calendarTexts(language);
  const { reservation, facility } = state.record;
  const players = state.slots.filter((slot) => !slot.cancelled).length || reservation.players;
  return calendarEntry({
    // A friend's entry keeps the UID of the one their accept e-mail carried, so it is not added twice.
    uid: state.invitationId ? `invitation-${state.invitationId}@fairway` : `${reservation.confirmationNumber}@fairway`,
    productId: 'fairway/reservations',
    method,
    sequence,
    title: texts.title(facility.name),
    description: `${texts.booking(players, reservation.rateName, reservation.confirmationNumber)} ${engineName}`,
    ...coursePlace(facility),
    start: teeTimeInstant(reservation.teetime, facility.timeZone),
    durationMinutes: roundMinutes(reservation.holes),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  });
}
