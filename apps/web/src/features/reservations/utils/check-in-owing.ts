import type { CheckInStatus } from '@fairway/contract/reservations.contract';
import { checkInEligibility, type CheckInEligibility } from '@fairway/domain/reservations/check-in';

/** What the check-in panel offers for a status: the SPEC §4 rules, and who still owes what. */
export interface CheckInOffer extends CheckInEligibility {
  /** Dues of the players not cancelled and not paid, in slot order (pay-and-check-in pays the first N). */
  owing: number[];
}

/** The §4 eligibility (shared domain rule) inside the open window, with the unpaid players' dues. */
export function checkInOffer(status: CheckInStatus): CheckInOffer {
  const eligibility = checkInEligibility({
    totalNumberOfPlayers: status.totalNumberOfPlayers,
    numberOfPlayersPaid: status.numberOfPlayersPaid,
    numberOfPlayersCheckedIn: status.numberOfPlayersCheckedIn,
    dueAtCourse: status.Invoice.Pricing.DueAtCourse.Value,
  });
  const owing = status.slots
    .filter((slot) => slot.status !== 'cancelled' && !slot.paid)
    .sort((a, b) => a.slot - b.slot)
    .map((slot) => slot.dueAtCourse);
  const open = status.window.open;
  return {
    canCheckIn: open && eligibility.canCheckIn,
    canPayAndCheckIn: open && eligibility.canPayAndCheckIn && owing.length > 0,
    fullyCheckedIn: eligibility.fullyCheckedIn,
    owing,
  };
}

/** What paying for the first `players` unpaid players costs. */
export function amountFor(owing: readonly number[], players: number): number {
  return owing.slice(0, players).reduce((sum, due) => sum + due, 0);
}
