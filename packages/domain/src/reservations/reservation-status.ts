import type { CheckInFacts } from './check-in.ts';
import type { PlayerAmounts } from './player-amounts.ts';

/** A reservation's status on the Reservations screen (some players checked in is a state of its own). */
export const RESERVATION_STATUSES = [
  'booked',
  'cancelled',
  'partially-cancelled',
  'checked-in',
  'partially-checked-in',
] as const;
/** One of RESERVATION_STATUSES. */
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** One player slot of a reservation and what happened to it. */
export interface PlayerSlotState {
  slot: number;
  cancelled: boolean;
  checkedIn: boolean;
  /** Their due-at-course share was paid (pay-and-check-in). */
  paidAtCourse: boolean;
}

/** How many of the players still booked (not cancelled) have checked in: "1 of 2 checked in". */
export interface CheckInProgress {
  checkedIn: number;
  players: number;
}

/** The check-in progress of the slots not cancelled: every screen's "n of m checked in" reads it. */
export function checkInProgressOf(slots: readonly Pick<PlayerSlotState, 'cancelled' | 'checkedIn'>[]): CheckInProgress {
  const active = slots.filter((slot) => !slot.cancelled);
  return { checkedIn: active.filter((slot) => slot.checkedIn).length, players: active.length };
}

/**
 * The status: cancelled when every slot is; checked in when every remaining slot is; partially
 * checked in when some remaining slots are (a round under way outranks a dropped player); partially
 * cancelled when some slots are; else booked.
 */
export function reservationStatusOf(
  slots: readonly Pick<PlayerSlotState, 'cancelled' | 'checkedIn'>[],
): ReservationStatus {
  const { checkedIn, players } = checkInProgressOf(slots);
  if (players === 0) return 'cancelled';
  if (checkedIn === players) return 'checked-in';
  if (checkedIn > 0) return 'partially-checked-in';
  return players < slots.length ? 'partially-cancelled' : 'booked';
}

/** The SPEC §3 check-in facts of the slots that are not cancelled; a slot with nothing due counts as paid. */
export function checkInFactsOf(slots: readonly PlayerSlotState[], amounts: readonly PlayerAmounts[]): CheckInFacts {
  const active = slots.filter((slot) => !slot.cancelled);
  const dueOf = (slot: PlayerSlotState) => amounts.find((entry) => entry.slot === slot.slot)?.dueAtCourse ?? 0;
  const unpaid = active.filter((slot) => !slot.paidAtCourse && dueOf(slot) > 0);
  return {
    totalNumberOfPlayers: active.length,
    numberOfPlayersPaid: active.length - unpaid.length,
    numberOfPlayersCheckedIn: active.filter((slot) => slot.checkedIn).length,
    dueAtCourse: unpaid.reduce((sum, slot) => sum + dueOf(slot), 0),
  };
}

/** Why a set of slots cannot be cancelled, or null when it can. */
export function cancelSlotsProblem(
  requested: readonly number[],
  slots: readonly PlayerSlotState[],
): 'empty' | 'duplicate' | 'unknown' | 'cancelled' | 'checked-in' | null {
  if (requested.length === 0) return 'empty';
  if (new Set(requested).size !== requested.length) return 'duplicate';
  for (const number of requested) {
    const slot = slots.find((entry) => entry.slot === number);
    if (!slot) return 'unknown';
    if (slot.cancelled) return 'cancelled';
    if (slot.checkedIn) return 'checked-in';
  }
  return null;
}
