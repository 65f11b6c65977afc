import { isValidPartySize } from './capacity.ts';
import { allowedPlayers, remainingSlots, type SinglesMode } from '../tee-times/allowed-players.ts';

/** What the party-size rule reads. */
export interface PartyInput {
  players: number;
  bookedPlayers: number;
  /** Slots held by locks and other carts' items. */
  heldSlots: number;
  singlesMode: SinglesMode;
  rateAllowedPlayers: readonly number[];
}

/**
 * Whether the rate and the singles policy let a party of this size book (SPEC §5 allowed
 * players per rate). A party bigger than the open slots passes here: the capacity check
 * answers it with its own message.
 */
export function isPartyAllowed(input: PartyInput): boolean {
  if (!isValidPartySize(input.players)) return false;
  if (input.players > remainingSlots(input.bookedPlayers, input.heldSlots))
    return input.rateAllowedPlayers.includes(input.players);
  const options = allowedPlayers({
    bookedPlayers: input.bookedPlayers,
    lockedSlots: input.heldSlots,
    singlesMode: input.singlesMode,
    rateAllowedPlayers: input.rateAllowedPlayers,
  });
  return options.includes(input.players);
}
