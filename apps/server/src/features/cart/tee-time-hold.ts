import { checkCapacity } from '@fairway/domain/cart/capacity';
import { isPartyAllowed } from '@fairway/domain/cart/item-players';
import type { SinglesMode } from '@fairway/domain/tee-times/allowed-players';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { isTeeTimeBlocked } from '../../shared/inventory/tee-time-blocks.repository.ts';
import { bookedOn, findHold, heldOn, lockTeeTimeCapacity, replaceHold } from './cart.repository.ts';

/** The holder name of a cart item's hold on its tee time. */
export const itemHolder = (itemId: string) => `cart-item:${itemId}`;
/** The holder name of a cart's explicit lock on one tee time. */
export const lockHolder = (cartId: string, facilityId: number, teeTime: string) => `cart-lock:${cartId}:${facilityId}:${teeTime}`;

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
 * row, refuses a time an operator blocked, counts booked players and unexpired holds of others, then writes the hold. Two
 * requests for one tee time never interleave here, so capacity cannot be oversold.
 */
export async function holdSlots(tx: Database, request: HoldRequest): Promise<{ booked: number; held: number }> {
  await lockTeeTimeCapacity(tx, request.facilityId, request.teeTime);
  // An operator's block closes the time (checked under the course's share lock; see the repository).
  if (await isTeeTimeBlocked(tx, request.facilityId, request.teeTime)) throw new DomainError('TEE_TIME_NOT_AVAILABLE');
  const booked = await bookedOn(tx, request.facilityId, request.teeTime);
  const held = await heldOn(tx, request.facilityId, request.teeTime, request.now, [request.holder, ...request.exceptHolders]);
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
  const refusal = checkCapacity({ bookedPlayers: booked, heldSlots: held, requestedPlayers: request.players, isSimulator: request.isSimulator });
  if (refusal) throw new DomainError('TEE_TIME_CAPACITY', refusal.message, { remaining: refusal.remaining });
  await replaceHold(tx, {
    holder: request.holder,
    facilityId: request.facilityId,
    teeTime: request.teeTime,
    slots: request.writeSlots ?? Math.min(request.players, 6),
    expiresAt: request.expiresAt,
  });
  return { booked, held };
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
}

/**
 * Holds a tee-time item's party inside the caller's transaction. The cart's own unexpired lock
 * on the tee time carries the locked slots until it lapses; the item's hold carries the rest,
 * so nothing is counted twice and the locked slots come back by themselves when the lock expires.
 */
export async function holdItemParty(tx: Database, request: ItemHoldRequest): Promise<{ lockedSlots: number; lockExpiresAt: Date | null }> {
  const ownLock = lockHolder(request.cartId, request.facilityId, request.teeTime);
  const lock = request.isSimulator ? undefined : await findHold(tx, ownLock, request.now);
  const partySlots = Math.min(request.players, 6);
  const lockedSlots = Math.min(lock?.slots ?? 0, partySlots);
  await holdSlots(tx, {
    facilityId: request.facilityId,
    teeTime: request.teeTime,
    players: request.players,
    holder: itemHolder(request.itemId),
    exceptHolders: [ownLock],
    expiresAt: request.expiresAt,
    now: request.now,
    isSimulator: request.isSimulator,
    singlesMode: request.singlesMode,
    rateAllowedPlayers: request.rateAllowedPlayers,
    writeSlots: partySlots - lockedSlots,
  });
  // A party made smaller than its lock gives the extra locked slots back.
  if (lock && lock.slots > partySlots) {
    await replaceHold(tx, { holder: ownLock, facilityId: request.facilityId, teeTime: request.teeTime, slots: partySlots, expiresAt: lock.expiresAt });
  }
  return { lockedSlots, lockExpiresAt: lock && lockedSlots > 0 ? lock.expiresAt : null };
}
