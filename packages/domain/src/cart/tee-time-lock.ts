import { MAX_PLAYERS_PER_TEE_TIME } from '../tee-times/allowed-players.ts';

/** Default lock window: a tee time can be locked when it starts within this many hours (SPEC §9). */
export const LOCK_WINDOW_HOURS = 2;

/** Default and largest lock lifetime in seconds. */
export const DEFAULT_LOCK_SECONDS = 600;
export const MAX_LOCK_SECONDS = 3600;

/** A rate split by a lock: the locked players' portion and the rest of the party's. */
export interface LockedRateSplit {
  lockedPlayers: number;
  remainingPlayers: number;
  lockedPrice: number;
  remainingPrice: number;
}

/**
 * Splits a per-player price (cents) for a party when `lockedSlots` of its players are locked
 * (SPEC §4): the locked portion for the chosen players and the remaining portion, never more
 * than 4 players in all.
 */
export function splitLockedRate(pricePerPlayer: number, players: number, lockedSlots: number): LockedRateSplit {
  const party = Math.min(Math.max(0, players), MAX_PLAYERS_PER_TEE_TIME);
  const lockedPlayers = Math.min(Math.max(0, lockedSlots), party);
  const remainingPlayers = party - lockedPlayers;
  return {
    lockedPlayers,
    remainingPlayers,
    lockedPrice: lockedPlayers * pricePerPlayer,
    remainingPrice: remainingPlayers * pricePerPlayer,
  };
}
