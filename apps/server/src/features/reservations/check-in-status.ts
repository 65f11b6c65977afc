import type { CheckInStatus } from '@fairway/contract/reservations.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { checkInEligibility } from '@fairway/domain/reservations/check-in';
import { checkInFactsOf } from '@fairway/domain/reservations/reservation-status';
import { checkInWindowOf, toSummary, type ReservationState } from './reservation-view.ts';

/** The SPEC §3 check-in status of a reservation, with the §4 eligibility and the window. */
export function toCheckInStatus(
  state: ReservationState,
  settings: FacilitySettings,
  now: Date,
  processing: boolean,
): CheckInStatus {
  const facts = checkInFactsOf(state.slots, state.amounts);
  const summary = toSummary(state, settings, now);
  return {
    bookingId: state.record.reservation.id,
    ...facts,
    slotNumbers: state.slots.filter((slot) => !slot.cancelled).map((slot) => slot.slot),
    vendor: 'fairway',
    Invoice: { Pricing: { DueAtCourse: { Value: facts.dueAtCourse } } },
    processing,
    currencyCode: summary.currencyCode,
    slots: summary.BookingSlots,
    window: checkInWindowOf(state, settings, now),
    ...checkInEligibility(facts),
  };
}
