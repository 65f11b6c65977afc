import { partyCapacity, remainingSlots } from '../tee-times/allowed-players.ts';

/** Why a tee time cannot take the requested golfers (SPEC §5 availability check). */
export interface CapacityRefusal {
  /** Open slots left (0 = "Tee Time is locked"). */
  remaining: number;
  message: string;
}

/** The spec's words for a tee time with `remaining` open slots (SPEC §5). */
export function capacityMessage(remaining: number): string {
  if (remaining <= 0) return 'Tee Time is locked';
  if (remaining === 1) return 'Only 1 slot is available for this Tee Time';
  return `Only ${remaining} slots are available for this Tee Time`;
}

/** What the availability check reads: players taken and what the golfer asks for. */
export interface CapacityInput {
  bookedPlayers: number;
  /** Slots held by unexpired locks and by other cart items. */
  heldSlots: number;
  requestedPlayers: number;
  /** Simulator rates skip the 4-player check (SPEC §5). */
  isSimulator?: boolean;
}

/**
 * The availability check before an add or update: a tee time holds 4 slots minus booked
 * players minus held slots; null when the request fits, else the refusal with its message.
 */
export function checkCapacity(input: CapacityInput): CapacityRefusal | null {
  if (input.isSimulator) return null;
  const remaining = remainingSlots(input.bookedPlayers, input.heldSlots);
  if (input.requestedPlayers <= remaining) return null;
  return { remaining, message: capacityMessage(remaining) };
}

/** Whether a party of this size is a valid tee-time group (1–4, simulator bays up to their size). */
export function isValidPartySize(players: number, isSimulator = false, groupSize?: number | null): boolean {
  return Number.isInteger(players) && players >= 1 && players <= partyCapacity(isSimulator, groupSize);
}
