/** Most players a tee time holds (SPEC §9). */
export const MAX_PLAYERS_PER_TEE_TIME = 4;

/** Default group size of a simulator rate (SPEC §9). */
export const DEFAULT_SIMULATOR_GROUP_SIZE = 6;

/**
 * Most players a simulator rate sells: a bay's default group (the console offers 1 to 6).
 * @alias of DEFAULT_SIMULATOR_GROUP_SIZE, named for what the schemas cap.
 */
export const MAX_SIMULATOR_PLAYERS = DEFAULT_SIMULATOR_GROUP_SIZE;

/** The party sizes 1 to `max` (none when `max` is below 1): what a party-size choice lists. */
export function partySizesUpTo(max: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(max)) }, (_, index) => index + 1);
}

/** The party sizes a tee time takes: 1 to 4 (SPEC §9). */
export const TEE_TIME_PARTY_SIZES: readonly number[] = Object.freeze(partySizesUpTo(MAX_PLAYERS_PER_TEE_TIME));

/** The most players a tee time of this kind takes: 4, or a simulator bay's group size (default 6). */
export function partyCapacity(isSimulator: boolean, groupSize?: number | null): number {
  return isSimulator ? (groupSize ?? DEFAULT_SIMULATOR_GROUP_SIZE) : MAX_PLAYERS_PER_TEE_TIME;
}

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
  const offered = input.rateAllowedPlayers ?? TEE_TIME_PARTY_SIZES;
  const fitting = TEE_TIME_PARTY_SIZES.filter((count) => count <= capacity && offered.includes(count));
  const dropSingle =
    input.singlesMode === 'never' ||
    (input.singlesMode === 'paired' && fitting.includes(MAX_PLAYERS_PER_TEE_TIME) && input.bookedPlayers === 0);
  return dropSingle ? fitting.filter((count) => count !== 1) : fitting;
}

/**
 * Player counts of a simulator rate: 1 up to its group size (default 6) when the bay is free,
 * none when anyone holds it; simulator rates skip the 4-player capacity check (SPEC §5).
 */
export function simulatorAllowedPlayers(groupSize: number | null | undefined, bayTaken: boolean): number[] {
  return bayTaken ? [] : partySizesUpTo(partyCapacity(true, groupSize));
}
