import { checkCapacity } from '@fairway/domain/cart/capacity';
import { isBlocked } from '@fairway/domain/admin/tee-time-blocks';
import { isPartyAllowed } from '@fairway/domain/cart/item-players';
import type { SinglesMode } from '@fairway/domain/tee-times/allowed-players';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type HoldFacts, type HoldWrite, lockedHoldFacts, writeHold } from './hold.repository.ts';

/** The holder name of a cart item's hold on its tee time. */
export const itemHolder = (itemId: string) => `cart-item:${itemId}`;
/** The holder name of a cart's explicit lock on one tee time. */
export const lockHolder = (cartId: string, facilityId: number, teeTime: string) =>
  `cart-lock:${cartId}:${facilityId}:${teeTime}`;

/** What a hold asks for. */
export interface HoldRequest {
  facilityId: number;
  teeTime: string;
  players: number;
  holder: string;
  /** Holds not counted against this request (the holder's own, the cart's lock on the time). */
  exceptHolders: string[];
  expiresAt: Date;
  now: Date;
  isSimulator: boolean;
  singlesMode: SinglesMode;
  rateAllowedPlayers: readonly number[];
  /** Skip the rate's party-size rule (explicit locks). */
  skipPartyRule?: boolean;
  /** Slots this holder's row keeps when part of the party is carried by another hold (the cart's lock). */
  writeSlots?: number;
}

/**
 * Claims slots on a tee time inside the caller's transaction: locks the tee time's capacity
 * row, then the course's row (FOR SHARE, against blocks being written; one statement), then reads in one statement
 * the blocks, booked players, unexpired holds of others and the `ownHolder`'s hold; refuses a time
 * an operator blocked, then writes the hold. Two requests for one tee time never interleave here,
 * so capacity cannot be oversold.
 */
export async function holdSlots(
  tx: Database,
  request: HoldRequest & { ownHolder?: string; writeSlotsOf?: (own: HoldFacts['own']) => number; deferWrite?: boolean },
): Promise<HoldFacts & { pending?: HoldWrite }> {
  // The capacity row, then the course's row FOR SHARE: an operator's block closes the time, and
  // none can be written while the course's row is held (see tee-time-blocks.repository.ts).
  const facts = await lockedHoldFacts(tx, {
    facilityId: request.facilityId,
    teeTime: request.teeTime,
    now: request.now,
    exceptHolders: [request.holder, ...request.exceptHolders],
    ...(request.ownHolder ? { ownHolder: request.ownHolder } : {}),
  });
  if (isBlocked(facts.blocks, request.teeTime)) throw new DomainError('TEE_TIME_NOT_AVAILABLE');
  const { booked, held } = facts;
  if (
    !request.skipPartyRule &&
    !request.isSimulator &&
    !isPartyAllowed({
      players: request.players,
      bookedPlayers: booked,
      heldSlots: held,
      singlesMode: request.singlesMode,
      rateAllowedPlayers: request.rateAllowedPlayers,
    })
  ) {
    throw new DomainError('PLAYERS_NOT_ALLOWED');
  }
  const refusal = checkCapacity({
    bookedPlayers: booked,
    heldSlots: held,
    requestedPlayers: request.players,
    isSimulator: request.isSimulator,
  });
  if (refusal) throw new DomainError('TEE_TIME_CAPACITY', refusal.message, { remaining: refusal.remaining });
  const hold: HoldWrite = {
    holder: request.holder,
    facilityId: request.facilityId,
    teeTime: request.teeTime,
    slots: request.writeSlotsOf?.(facts.own) ?? request.writeSlots ?? Math.min(request.players, 6),
    expiresAt: request.expiresAt,
  };
  // Deferred: the caller writes it in a later statement of this transaction (the capacity row stays locked until commit).
  if (request.deferWrite) return { ...facts, pending: hold };
  await writeHold(tx, hold);
  return facts;
}

/** What holding a tee-time item's party asks for. */
export interface ItemHoldRequest {
  cartId: string;
  itemId: string;
  facilityId: number;
  teeTime: string;
  players: number;
  now: Date;
  expiresAt: Date;
  isSimulator: boolean;
  singlesMode: SinglesMode;
  rateAllowedPlayers: readonly number[];
  /** Return the item's hold as `pending` instead of writing it (the caller writes it with the item). */
  deferWrite?: boolean;
}

/**
 * Holds a tee-time item's party inside the caller's transaction. The cart's own unexpired lock
 * on the tee time carries the locked slots until it lapses; the item's hold carries the rest,
 * so nothing is counted twice and the locked slots come back by themselves when the lock expires.
 */
export async function holdItemParty(
  tx: Database,
  request: ItemHoldRequest,
): Promise<{ lockedSlots: number; lockExpiresAt: Date | null; pending?: HoldWrite }> {
  const ownLock = lockHolder(request.cartId, request.facilityId, request.teeTime);
  const partySlots = Math.min(request.players, 6);
  // The cart's lock is read with the capacity facts (after the capacity lock); a simulator has none.
  const lockOf = (own: HoldFacts['own']) => (request.isSimulator ? undefined : own);
  const { own, pending } = await holdSlots(tx, {
    facilityId: request.facilityId,
    teeTime: request.teeTime,
    players: request.players,
    holder: itemHolder(request.itemId),
    exceptHolders: [ownLock],
    ownHolder: ownLock,
    expiresAt: request.expiresAt,
    now: request.now,
    isSimulator: request.isSimulator,
    singlesMode: request.singlesMode,
    rateAllowedPlayers: request.rateAllowedPlayers,
    writeSlotsOf: (found) => partySlots - Math.min(lockOf(found)?.slots ?? 0, partySlots),
    ...(request.deferWrite ? { deferWrite: true } : {}),
  });
  const lock = lockOf(own);
  const lockedSlots = Math.min(lock?.slots ?? 0, partySlots);
  // A party made smaller than its lock gives the extra locked slots back.
  if (lock && lock.slots > partySlots) {
    await writeHold(tx, {
      holder: ownLock,
      facilityId: request.facilityId,
      teeTime: request.teeTime,
      slots: partySlots,
      expiresAt: lock.expiresAt,
    });
  }
  return {
    lockedSlots,
    lockExpiresAt: lock && lockedSlots > 0 ? lock.expiresAt : null,
    ...(pending ? { pending } : {}),
  };
}
