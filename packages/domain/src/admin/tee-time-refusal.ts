// Whether staff can put a party on a tee time of the sheet (a move, the sheet's Book): one rule
// for the list the console offers and for the server's refusal, so an offered time is never
// refused and a refused one says why.

import { teeTimeInstant } from '../reservations/reservation-lists.ts';
import type { BlockKind } from './tee-time-blocks.ts';

/** The error codes of a refused tee time, each with its own words (the API's error catalogue). */
export const TEE_TIME_REFUSAL_CODES = ['TEE_TIME_STARTED', 'TEE_TIME_BLOCKED', 'TEE_TIME_NOT_ENOUGH_SLOTS'] as const;

/** Why a party cannot take a tee time. */
export type TeeTimeRefusal =
  | { code: 'TEE_TIME_STARTED' }
  | { code: 'TEE_TIME_BLOCKED'; blockId: number; kind: BlockKind; blockReason: string }
  | { code: 'TEE_TIME_NOT_ENOUGH_SLOTS'; availableSlots: number; players: number };

/** What the rule reads of a tee time. */
export interface TeeTimeFacts {
  /** It starts at or before the server's clock (course time). */
  started: boolean;
  /** The operators' blocks closing it, in the order the sheet lists them. */
  blocks: readonly { id: number; kind: BlockKind; reason: string }[];
  /** Free slots: four minus booked players and every unexpired hold. */
  freeSlots: number;
}

/** Whether a local tee time `YYYY-MM-DDTHH:mm` of a course has started at `now` (its start is at or before now, in the course's zone). */
export function teeTimeStarted(teetime: string, timeZone: string, now: Date): boolean {
  return teeTimeInstant(teetime, timeZone) <= now.getTime();
}

/**
 * Why a party of `players` cannot take the tee time, or null when it can: a started time first
 * (nothing can change it), then a block (only deleting the block reopens it), then too few free slots.
 */
export function teeTimeRefusal(facts: TeeTimeFacts, players: number): TeeTimeRefusal | null {
  if (facts.started) return { code: 'TEE_TIME_STARTED' };
  const [block] = facts.blocks;
  if (block) return { code: 'TEE_TIME_BLOCKED', blockId: block.id, kind: block.kind, blockReason: block.reason };
  if (facts.freeSlots < players)
    return { code: 'TEE_TIME_NOT_ENOUGH_SLOTS', availableSlots: Math.max(0, facts.freeSlots), players };
  return null;
}

/** The refusal in English words (the API's message; the console translates the code with the same values). */
export function teeTimeRefusalMessage(refusal: TeeTimeRefusal): string {
  switch (refusal.code) {
    case 'TEE_TIME_STARTED':
      return 'That tee time has already started';
    case 'TEE_TIME_BLOCKED':
      return `That time is blocked: ${refusal.blockReason}`;
    case 'TEE_TIME_NOT_ENOUGH_SLOTS':
      if (refusal.availableSlots === 0) return 'No spots are free at that time';
      return refusal.availableSlots === 1
        ? 'Only 1 spot is free at that time'
        : `Only ${refusal.availableSlots} spots are free at that time`;
  }
}
