import { randomUUID } from 'node:crypto';
import { canAddTopLevelItem } from '@fairway/domain/cart/cart-limits';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type BookingEngineRow, findFacilityOfBookingEngine } from '../facilities/facilities.public.ts';
import { type CartActor, settingsOf, touchCart } from './cart-access.ts';
import {
  deleteHolds,
  deleteItems,
  findCustomerCart,
  findFacilityRate,
  insertCart,
  insertItem,
  insertTrail,
  listFacilityRates,
  listItems,
  replaceHold,
} from './cart.repository.ts';
import { assertSellable, type TeeTimeChoice } from './tee-time-item.ts';
import { holdAndPriceItem } from './tee-time-item-save.ts';
import { holdSlots, itemHolder, lockHolder } from './tee-time-hold.ts';

/** What an exclusive offer puts in a golfer's cart. */
export interface OfferHoldRequest {
  engine: BookingEngineRow;
  customerId: number;
  facilityId: number;
  teetime: string;
  players: number;
  holes: number;
  /** When the offer's hold lapses (the slots then go to the next golfer or back to search). */
  expiresAt: Date;
  now: Date;
}

/** Where the offer put the tee time. */
export interface OfferHold {
  cartId: string;
  itemId: string;
}

/**
 * Puts an opened tee time in the golfer's own cart (the one that follows them across devices),
 * held by the cart's lock until the offer lapses, so it is theirs alone and "Book it" opens
 * checkout with it. Inside the caller's transaction. Null when it cannot be offered: no rate of
 * the course sells it to this party, the tee time is already in their cart, their cart is full,
 * or the slots were taken meanwhile (the capacity check runs under the tee time's row lock).
 */
export async function holdOfferInCart(tx: Database, request: OfferHoldRequest): Promise<OfferHold | null> {
  const facility = await findFacilityOfBookingEngine(tx, request.engine.id, request.facilityId);
  if (!facility) return null;
  const actor: CartActor = { engine: request.engine, customerId: request.customerId, now: request.now };
  const choice = await firstSellableRate(tx, { ...request, facility });
  if (!choice) return null;
  const cart =
    (await findCustomerCart(tx, request.engine.id, request.customerId)) ??
    (await insertCart(tx, { bookingEngineId: request.engine.id, customerId: request.customerId, expiresAt: null }));
  const items = await listItems(tx, cart.id);
  const inCart = items.some(
    (item) =>
      item.type === 'tee-time' && item.facilityId === request.facilityId && item.extra.teetime === request.teetime,
  );
  if (inCart || !canAddTopLevelItem(items.filter((item) => item.parentId === null).length)) return null;

  const lock = lockHolder(cart.id, request.facilityId, request.teetime);
  const itemId = randomUUID();
  try {
    await holdSlots(tx, {
      facilityId: request.facilityId,
      teeTime: request.teetime,
      players: request.players,
      holder: lock,
      exceptHolders: [],
      expiresAt: request.expiresAt,
      now: request.now,
      isSimulator: choice.rate.isSimulator,
      singlesMode: settingsOf(request.engine).inventory.singlesMode,
      rateAllowedPlayers: choice.rate.allowedPlayers,
      skipPartyRule: true,
    });
    const transportation = choice.rate.transportation === 'Walking' ? 'Walking' : 'Cart';
    const { extra } = await holdAndPriceItem(tx, actor, {
      cartId: cart.id,
      itemId,
      facilityId: request.facilityId,
      choice,
      teetime: request.teetime,
      players: request.players,
      transportation,
      promotionCode: null,
    });
    await insertItem(tx, { id: itemId, cartId: cart.id, type: 'tee-time', facilityId: request.facilityId, extra });
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  await insertTrail(tx, itemId, 'added', []);
  await touchCart(tx, cart, request.now);
  return { cartId: cart.id, itemId };
}

/** Takes a lapsed offer's tee time back out of the golfer's cart, with its lock and hold. */
export async function releaseOfferFromCart(
  tx: Database,
  offer: { cartId: string; itemId: string; facilityId: number; teetime: string },
): Promise<void> {
  const items = await listItems(tx, offer.cartId);
  const ids = items.filter((item) => item.id === offer.itemId || item.parentId === offer.itemId).map((item) => item.id);
  await deleteHolds(tx, ids.map(itemHolder));
  await deleteItems(tx, ids);
  await replaceHold(tx, {
    holder: lockHolder(offer.cartId, offer.facilityId, offer.teetime),
    facilityId: offer.facilityId,
    teeTime: offer.teetime,
    slots: 0,
    expiresAt: new Date(0),
  });
}

/** The first rate, in display order, that sells this tee time to the party (holes, players, days, hours). */
async function firstSellableRate(
  tx: Database,
  request: OfferHoldRequest & { facility: TeeTimeChoice['facility'] },
): Promise<TeeTimeChoice | null> {
  const settings = settingsOf(request.engine);
  for (const { rate } of await listFacilityRates(tx, request.facilityId)) {
    if (rate.holes !== request.holes || (!rate.isSimulator && !rate.allowedPlayers.includes(request.players))) continue;
    const named = await findFacilityRate(tx, request.facilityId, rate.id);
    if (!named) continue;
    const choice: TeeTimeChoice = { facility: request.facility, rate: named };
    try {
      assertSellable(
        choice,
        request.teetime,
        rate.transportation === 'Walking' ? 'Walking' : 'Cart',
        request.now,
        settings,
      );
      return choice;
    } catch {
      // Not this rate: try the next.
    }
  }
  return null;
}
