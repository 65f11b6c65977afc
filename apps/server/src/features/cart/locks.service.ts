import { isLockEligible } from '@fairway/domain/cart/lock-eligibility';
import { LOCK_WINDOW_HOURS } from '@fairway/domain/cart/tee-time-lock';
import { TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import type { Database } from '../../db/client.ts';
import type { CartRow } from '../../db/schema/cart.ts';
import { isTeeTimeItem, type TeeTimeCartItem } from './cart-item.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { findFacilityOfBookingEngine } from '../facilities/facilities.public.ts';
import { type CartActor, ownedCart, settingsOf, touchCart } from './cart-access.ts';
import { bookedOn, deleteHolds, listItems, listLocks, updateItem } from './cart.repository.ts';
import { resolveChoice } from './tee-time-item.ts';
import { holdAndPriceItem } from './tee-time-item-save.ts';
import { holdSlots, itemHolder, lockHolder } from './tee-time-hold.ts';

async function engineFacility(db: Database, actor: CartActor, facilityId: number) {
  const facility = await findFacilityOfBookingEngine(db, actor.engine.id, facilityId);
  if (!facility) throw new DomainError('NOT_FOUND', 'Unknown facility');
  return facility;
}

/** The cart's tee-time item on this tee time, if it has one. */
async function itemOnTeeTime(
  tx: Database,
  cartId: string,
  facilityId: number,
  teetime: string,
): Promise<TeeTimeCartItem | undefined> {
  const items = await listItems(tx, cartId);
  return items.filter(isTeeTimeItem).find((item) => item.facilityId === facilityId && item.extra.teetime === teetime);
}

/** Re-holds and re-prices an item after its lock changed: the lock carries the locked slots, the item the rest. */
async function repriceItem(tx: Database, actor: CartActor, cart: CartRow, item: TeeTimeCartItem, facilityId: number) {
  const { extra } = item;
  const choice = await resolveChoice(tx, actor, facilityId, extra.rate.rateId);
  const next = await holdAndPriceItem(tx, actor, {
    cartId: cart.id,
    itemId: item.id,
    facilityId,
    choice,
    teetime: extra.teetime,
    players: extra.players,
    transportation: extra.transportation,
    promotionCode: item.promotionCode,
    previous: extra,
  });
  await updateItem(tx, item.id, next);
  await touchCart(tx, cart, actor.now);
  return next.extra;
}

/**
 * PUT /course/{id}/tee-time/lock: holds slots of a lock-eligible tee time for a cart until
 * expiresIn. When the cart already has the tee time, the lock takes over that many of the
 * item's slots (at most its party) and the item's rate is split into the locked and the
 * remaining portion; when the lock lapses those slots come back by themselves.
 */
export async function putLock(
  db: Database,
  actor: CartActor,
  facilityId: number,
  body: { teetime: string; slots: number; expiresIn: number; cartId: string },
) {
  const facility = await engineFacility(db, actor, facilityId);
  if (!isLockEligible(body.teetime, facility.timeZone, actor.now, LOCK_WINDOW_HOURS))
    throw new DomainError('LOCK_NOT_ELIGIBLE');
  const settings = settingsOf(actor.engine);
  const expiresAt = new Date(actor.now.getTime() + body.expiresIn * 1000);
  return db.transaction(async (tx) => {
    const cart = await ownedCart(tx, actor, body.cartId, true);
    const item = await itemOnTeeTime(tx, cart.id, facilityId, body.teetime);
    const party = item ? item.extra.players : null;
    if (party !== null && body.slots > party) {
      throw new DomainError('BAD_REQUEST', `A hold covers at most the ${party} players of the cart item`, {
        players: party,
      });
    }
    const { booked, held } = await holdSlots(tx, {
      facilityId,
      teeTime: body.teetime,
      players: body.slots,
      holder: lockHolder(cart.id, facilityId, body.teetime),
      exceptHolders: item ? [itemHolder(item.id)] : [],
      expiresAt,
      now: actor.now,
      isSimulator: false,
      singlesMode: settings.inventory.singlesMode,
      rateAllowedPlayers: TEE_TIME_PARTY_SIZES,
      skipPartyRule: true,
    });
    const extra = item ? await repriceItem(tx, actor, cart, item, facilityId) : null;
    const lockedPrice = extra ? extra.price * extra.lockedSlots : undefined;
    return {
      teetime: body.teetime,
      playerQty: booked + held + (party ?? body.slots),
      slots: body.slots,
      expiresAt: expiresAt.toISOString(),
      ...(lockedPrice === undefined ? {} : { lockedPrice }),
    };
  });
}

/** GET /course/{id}/tee-time/locks: unexpired locks on a date (or one time), per tee time. */
export async function getLocks(
  db: Database,
  actor: CartActor,
  facilityId: number,
  query: { localDate: string; localTime?: string | undefined },
) {
  await engineFacility(db, actor, facilityId);
  const from = `${query.localDate}T${query.localTime ?? '00:00'}`;
  const to = `${query.localDate}T${query.localTime ?? '23:59'}`;
  const rows = await listLocks(db, facilityId, from, to, actor.now);
  const byTime = new Map<string, { slots: number; expiresAt: Date }>();
  for (const row of rows) {
    const entry = byTime.get(row.teeTime) ?? { slots: 0, expiresAt: row.expiresAt };
    entry.slots += row.slots;
    if (row.expiresAt > entry.expiresAt) entry.expiresAt = row.expiresAt;
    byTime.set(row.teeTime, entry);
  }
  const locks = [];
  for (const [teetime, entry] of byTime) {
    const booked = await bookedOn(db, facilityId, teetime);
    locks.push({
      teetime,
      playerQty: booked + entry.slots,
      slots: entry.slots,
      expiresAt: entry.expiresAt.toISOString(),
    });
  }
  return { locks };
}

/** DELETE /course/{id}/tee-time/lock: releases the cart's lock on a tee time; its item takes its whole party back. */
export async function deleteLock(
  db: Database,
  actor: CartActor,
  facilityId: number,
  body: { teetime: string; cartId: string },
) {
  await engineFacility(db, actor, facilityId);
  await db.transaction(async (tx) => {
    const cart = await ownedCart(tx, actor, body.cartId, true);
    await deleteHolds(tx, [lockHolder(cart.id, facilityId, body.teetime)]);
    const item = await itemOnTeeTime(tx, cart.id, facilityId, body.teetime);
    if (item) await repriceItem(tx, actor, cart, item, facilityId);
  });
}
