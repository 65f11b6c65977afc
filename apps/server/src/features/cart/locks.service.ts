import { isLockEligible, LOCK_WINDOW_HOURS } from '@fairway/domain/cart/tee-time-lock';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { findFacilityOfBookingEngine } from '../../shared/tenancy/engine-facilities.repository.ts';
import { type CartActor, ownedCart, settingsOf } from './cart-access.ts';
import { bookedOn, deleteHolds, listLocks } from './cart.repository.ts';
import { holdSlots, lockHolder } from './tee-time-hold.ts';

async function engineFacility(db: Database, actor: CartActor, facilityId: number) {
  const facility = await findFacilityOfBookingEngine(db, actor.engine.id, facilityId);
  if (!facility) throw new DomainError('NOT_FOUND', 'Unknown facility');
  return facility;
}

/** PUT /course/{id}/tee-time/lock: holds slots of a lock-eligible tee time for a cart until expiresIn. */
export async function putLock(
  db: Database,
  actor: CartActor,
  facilityId: number,
  body: { teetime: string; slots: number; expiresIn: number; cartId: string },
) {
  const facility = await engineFacility(db, actor, facilityId);
  if (!isLockEligible(body.teetime, facility.timeZone, actor.now, LOCK_WINDOW_HOURS)) throw new DomainError('LOCK_NOT_ELIGIBLE');
  const settings = settingsOf(actor.engine);
  const expiresAt = new Date(actor.now.getTime() + body.expiresIn * 1000);
  return db.transaction(async (tx) => {
    const cart = await ownedCart(tx, actor, body.cartId, true);
    const { booked, held } = await holdSlots(tx, {
      facilityId,
      teeTime: body.teetime,
      players: body.slots,
      holder: lockHolder(cart.id, facilityId, body.teetime),
      exceptHolders: [],
      expiresAt,
      now: actor.now,
      isSimulator: false,
      singlesMode: settings.inventory.singlesMode,
      rateAllowedPlayers: [1, 2, 3, 4],
      skipPartyRule: true,
    });
    return { teetime: body.teetime, playerQty: booked + held + body.slots, slots: body.slots, expiresAt: expiresAt.toISOString() };
  });
}

/** GET /course/{id}/tee-time/locks: unexpired locks on a date (or one time), per tee time. */
export async function getLocks(db: Database, actor: CartActor, facilityId: number, query: { localDate: string; localTime?: string | undefined }) {
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
    locks.push({ teetime, playerQty: booked + entry.slots, slots: entry.slots, expiresAt: entry.expiresAt.toISOString() });
  }
  return { locks };
}

/** DELETE /course/{id}/tee-time/lock: releases the cart's lock on a tee time. */
export async function deleteLock(db: Database, actor: CartActor, facilityId: number, body: { teetime: string; cartId: string }) {
  await engineFacility(db, actor, facilityId);
  const cart = await ownedCart(db, actor, body.cartId);
  await deleteHolds(db, [lockHolder(cart.id, facilityId, body.teetime)]);
}
