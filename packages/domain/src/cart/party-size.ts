import { allowedPlayers, partyCapacity, partySizesUpTo, type SinglesMode } from '../tee-times/allowed-players.ts';

// The party sizes a golfer may choose, wherever a size is chosen: the search's Select,
// the cart panel and /cart all read SPEC §5's allowed-players rule, so a size on offer is a size
// the server accepts.

/** What the party-size choices of a tee-time item in a cart read. */
export interface ItemPartySizesInput {
  /** Players booked on the tee time. */
  bookedPlayers: number;
  /** Slots other carts and locks hold (not this item's own hold, nor its cart's lock on the time). */
  heldByOthers: number;
  singlesMode: SinglesMode;
  /** The item's rate's own player counts. */
  rateAllowedPlayers: readonly number[];
  isSimulator: boolean;
  /** A simulator bay's group size (default 6). */
  groupSize?: number | null;
  /** The item's party now, always offered so the choice shows what the cart holds. */
  current: number;
}

/**
 * The sizes a tee-time item can change to: SPEC §5's allowed players of its rate over the tee
 * time's capacity without the item's own hold (so its own players count as free); a simulator
 * bay the item holds offers 1 up to its group size. The current size is always listed.
 */
export function itemPartySizes(input: ItemPartySizesInput): number[] {
  const sizes = input.isSimulator
    ? partySizesUpTo(Math.max(1, partyCapacity(true, input.groupSize)))
    : allowedPlayers({
        bookedPlayers: input.bookedPlayers,
        lockedSlots: input.heldByOthers,
        singlesMode: input.singlesMode,
        rateAllowedPlayers: input.rateAllowedPlayers,
      });
  return [...new Set([...sizes, input.current])].sort((a, b) => a - b);
}

/**
 * The party a Select in the search adds: among the sizes the tee time's rate allows (already
 * SPEC §5's rule, as the search answers it), those the golfer asked for in the golfers filter
 * when any fit, else all of them; of those two players when possible, else the smallest.
 */
export function partySizeToAdd(allowed: readonly number[], wanted: readonly number[] = []): number {
  const asked = allowed.filter((count) => wanted.includes(count));
  const from = asked.length > 0 ? asked : allowed;
  return from.includes(2) ? 2 : (from[0] ?? 1);
}
