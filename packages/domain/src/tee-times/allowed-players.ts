/** Most players a tee time holds (SPEC §9). */
export const MAX_PLAYERS_PER_TEE_TIME = 4;

/** Default group size of a simulator rate (SPEC §9). */
export const DEFAULT_SIMULATOR_GROUP_SIZE = 6;

/** How the single-player option is offered (SPEC §5 policy options). */
export type SinglesMode = 'never' | 'always' | 'paired';

/** What the allowed-players rule reads. */
export interface AllowedPlayersInput {
  /** Players already booked on the tee time. */
  bookedPlayers: number;
  /** Slots held by unexpired locks (carts in progress). */
  lockedSlots?: number;
  singlesMode: SinglesMode;
  /** The rate's own player counts; default 1–4. */
  rateAllowedPlayers?: readonly number[];
}

/** Open slots: 4 minus booked players minus locked slots, never below 0. */
export function remainingSlots(bookedPlayers: number, lockedSlots = 0): number {
  return Math.max(0, MAX_PLAYERS_PER_TEE_TIME - bookedPlayers - lockedSlots);
}

/**
 * The player counts a golfer may choose for a rate (SPEC §5): the values 1 to 4 that the rate
 * offers and that fit the remaining capacity (4 minus booked players and locked slots). The
 * single-player option is dropped under singlesMode `never`, and under `paired` when 4 are
 * allowed and no one is booked yet (a lone golfer would break up an open foursome).
 */
export function allowedPlayers(input: AllowedPlayersInput): number[] {
  const capacity = remainingSlots(input.bookedPlayers, input.lockedSlots ?? 0);
  const offered = input.rateAllowedPlayers ?? [1, 2, 3, 4];
  const fitting = [1, 2, 3, 4].filter((count) => count <= capacity && offered.includes(count));
  const dropSingle =
    input.singlesMode === 'never' ||
    (input.singlesMode === 'paired' && fitting.includes(4) && input.bookedPlayers === 0);
  return dropSingle ? fitting.filter((count) => count !== 1) : fitting;
}

/**
 * Player counts of a simulator rate: 1 up to its group size (default 6) when the bay is free,
 * none when anyone holds it; simulator rates skip the 4-player capacity check (SPEC §5).
 */
export function simulatorAllowedPlayers(groupSize: number | null | undefined, bayTaken: boolean): number[] {
  if (bayTaken) return [];
  const size = groupSize ?? DEFAULT_SIMULATOR_GROUP_SIZE;
  return Array.from({ length: Math.max(0, size) }, (_, index) => index + 1);
}
