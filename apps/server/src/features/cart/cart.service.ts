import { randomUUID } from 'node:crypto';
import { isHoldLapsed } from '@fairway/domain/cart/item-hold';
import type { SQL } from 'drizzle-orm';
import type { AddCartItemBody, Cart, CartItemDetails, UpdateCartItemBody } from '@fairway/contract/cart.contract';
import type { CartItemEvent } from '@fairway/domain/cart/cart-item-types';
import { canAddTopLevelItem, DEFAULT_CART_ITEMS_LIMIT } from '@fairway/domain/cart/cart-limits';
import { applyLineupChange, clampQuantity } from '@fairway/domain/cart/product-lineups';
import type { Database } from '../../db/client.ts';
import type { CartRow } from '../../db/schema/cart.ts';
import type { CartItem } from './cart-item.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type FacilityRow, findFacilityOfBookingEngine } from '../facilities/facilities.public.ts';
import { type CartActor, cartDto, cartDtoOf, holdUntil, ownedCart, touchCart } from './cart-access.ts';
import {
  deleteCart,
  deleteCartLocks,
  deleteHolds,
  detachChildren,
  deleteItems,
  findCustomerCart,
  findProduct,
  insertCart,
  insertItemWithTrailAndCommit,
  lockedCartWithContents,
  insertTrail,
  listItems,
  updateItem,
} from './cart.repository.ts';
import { resolveChoice } from './tee-time-item.ts';
import { holdAndPriceItem } from './tee-time-item-save.ts';
import { holdWriteCtes } from './hold.repository.ts';
import { itemHolder, lockHolder } from './tee-time-hold.ts';
import { required } from '@fairway/domain/shared/required';

/** Options of the cart use cases. */
export interface CartOptions {
  itemsLimit?: number;
  /** The store's catalogue: the priced extra of a membership or gift-certificate item (wired by app.ts). */
  storeItems?: StoreItemsPort;
}

/** Fills a store item from the facility's catalogue; throws a DomainError when it cannot be sold. */
export type StoreItemsPort = (
  tx: Database,
  facility: FacilityRow,
  item: Extract<AddCartItemBody['item'], { type: StoreItemType }>,
  customerId: number | null,
  now: Date,
) => Promise<Extract<CartItemDetails, { type: StoreItemType }>['extra']>;

type StoreItemType = 'membership' | 'gift-certificate';

/** POST /shopping-cart: a signed-in golfer gets their cart back (any device); others get a new anonymous cart. */
export async function createCart(db: Database, actor: CartActor): Promise<Cart> {
  if (actor.customerId !== null) {
    const existing = await findCustomerCart(db, actor.engine.id, actor.customerId);
    if (existing) return cartDto(db, existing);
  }
  const cart = await insertCart(db, {
    bookingEngineId: actor.engine.id,
    customerId: actor.customerId,
    expiresAt: actor.customerId === null ? holdUntil(actor.now) : null,
  });
  // Just inserted: no items, no trail to read back.
  return { cartId: cart.id, expiresAt: cart.expiresAt?.toISOString() ?? null, items: [] };
}

/** GET /shopping-cart/{id}. */
export async function getCart(db: Database, actor: CartActor, id: string): Promise<Cart> {
  return cartDto(db, await ownedCart(db, actor, id));
}

/** DELETE /shopping-cart/{id}: the cart, its items, and the slots they and its locks hold. */
export async function removeCart(db: Database, actor: CartActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await ownedCart(tx, actor, id, true);
    const items = await listItems(tx, cart.id);
    await deleteHolds(
      tx,
      items.map((item) => itemHolder(item.id)),
    );
    await deleteCartLocks(tx, cart.id);
    await deleteCart(tx, cart.id);
  });
}

function topLevelCount(items: CartItem[]): number {
  return items.filter((item) => item.parentId === null).length;
}

/** POST /shopping-cart/{id}/cart-item: adds an item; a tee time claims its slots in the same transaction. */
export async function addItem(
  db: Database,
  actor: CartActor,
  id: string,
  body: AddCartItemBody,
  options: CartOptions = {},
): Promise<Cart> {
  const limit = options.itemsLimit ?? DEFAULT_CART_ITEMS_LIMIT;
  const { item } = body;
  // A hold outside a fair queue's turn is refused before it locks the cart (release-gate.ts).
  if (item.type === 'tee-time')
    await actor.releaseTurnCheck?.(db, {
      engine: actor.engine,
      facilityId: item.facilityId,
      teeTime: item.extra.teetime,
      customerId: actor.customerId,
      ticket: actor.releaseTicket ?? null,
      now: actor.now,
    });
  return db.transaction(async (tx) => {
    // The cart's row lock keeps its contents and the tee time's course and rate current until commit.
    const {
      cart,
      contents,
      read: choiceOf,
    } = await lockedCartWithContents(
      tx,
      id,
      () => ownedCart(tx, actor, id, true),
      item.type === 'tee-time' ? () => resolveChoice(tx, actor, item.facilityId, item.extra.rateId) : null,
    );
    const { items } = contents;
    let added: Parameters<typeof insertItemWithTrailAndCommit>[1];
    let holdCtes: SQL | undefined;
    if (item.type !== 'featured-product' && !canAddTopLevelItem(topLevelCount(items), limit))
      throw new DomainError('CART_ITEMS_LIMIT');
    const itemId = randomUUID();
    if (item.type === 'tee-time') {
      const duplicate = items.some(
        (existing) =>
          existing.type === 'tee-time' &&
          existing.facilityId === item.facilityId &&
          existing.extra.teetime === item.extra.teetime,
      );
      if (duplicate) throw new DomainError('TEE_TIME_IN_CART');
      const choice = required(choiceOf, "a tee time's course and rate, read with the cart")();
      const priced = await holdAndPriceItem(
        tx,
        actor,
        {
          cartId: cart.id,
          itemId,
          facilityId: item.facilityId,
          choice,
          teetime: item.extra.teetime,
          players: item.extra.players,
          transportation: item.extra.transportation,
          promotionCode: item.promotionCode || null,
        },
        { deferHoldWrite: true },
      );
      const { extra, promotionCode } = priced;
      // The hold is written by the item's statement below (still under the capacity row's lock).
      if (priced.pendingHold) holdCtes = holdWriteCtes(priced.pendingHold);
      added = { id: itemId, cartId: cart.id, type: 'tee-time', facilityId: item.facilityId, promotionCode, extra };
    } else if (item.type === 'featured-product') {
      const parent = items.find((existing) => existing.id === item.parentId && existing.type === 'tee-time');
      if (!parent || parent.facilityId === null) throw new DomainError('NOT_FOUND', 'Unknown parent item');
      const product = await findProduct(tx, parent.facilityId, item.extra.productId);
      if (!product) throw new DomainError('NOT_FOUND', 'Unknown product');
      const quantity = clampQuantity(item.extra.quantity, product);
      added = {
        id: itemId,
        cartId: cart.id,
        parentId: parent.id,
        type: 'featured-product',
        facilityId: parent.facilityId,
        extra: {
          productId: product.id,
          name: product.name,
          price: product.price,
          quantity,
          categoryId: product.categoryId,
        },
      };
    } else {
      const facility = await findFacilityOfBookingEngine(tx, actor.engine.id, item.facilityId);
      if (!facility || !options.storeItems) throw new DomainError('CATALOGUE_ITEM_UNAVAILABLE');
      // The server prices store items from the catalogue; the client only names what it wants.
      const extra = await options.storeItems(tx, facility, item, actor.customerId, actor.now);
      added = { id: itemId, cartId: cart.id, type: item.type, facilityId: item.facilityId, extra };
    }
    // The item, its "added" event and the anonymous cart's new expiry in one statement; the
    // answer is the contents read above with them (nothing else can change the locked cart).
    const expiresAt = cart.customerId === null ? holdUntil(actor.now) : null;
    const saved = await insertItemWithTrailAndCommit(tx, added, 'added', expiresAt, holdCtes);
    return cartDtoOf(
      { ...cart, expiresAt },
      { items: [...items, saved.item], trail: [...contents.trail, saved.event] },
    );
  });
}

async function ownedItem(tx: Database, actor: CartActor, cartId: string, itemId: string) {
  const cart = await ownedCart(tx, actor, cartId, true);
  const items = await listItems(tx, cart.id);
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) throw new DomainError('NOT_FOUND', 'Cart item not found');
  return { cart, items, item };
}

function refreshed(cart: CartRow, now: Date): CartRow {
  return { ...cart, expiresAt: cart.customerId === null ? holdUntil(now) : null };
}

/** PATCH …/cart-item/{itemId}: players, rate, transportation or one add-on line of a tee-time item. */
export async function updateItemOf(
  db: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
  body: UpdateCartItemBody,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { cart, item } = await ownedItem(tx, actor, cartId, itemId);
    if (item.type !== 'tee-time' || item.facilityId === null)
      throw new DomainError('BAD_REQUEST', 'Only tee-time items can be changed');
    const current = item.extra;
    const players = body.item.players ?? current.players;
    const rateId = body.item.rateId ?? current.rate.rateId;
    const transportation = body.item.transportation ?? current.transportation;
    let lineups = current.productLineups;
    if (body.item.productLineup) {
      const product = await findProduct(tx, item.facilityId, body.item.productLineup.id);
      if (!product) throw new DomainError('NOT_FOUND', 'Unknown product');
      const change = applyLineupChange(
        current.productLineups,
        { ...body.item.productLineup, name: product.name, price: product.price },
        product,
      );
      if (!change.changed) throw new DomainError('NO_CHANGES', change.message);
      lineups = change.lineups;
    } else if (
      players === current.players &&
      rateId === current.rate.rateId &&
      transportation === current.transportation &&
      !isHoldLapsed(current, actor.now.getTime())
    ) {
      // The same values again hold a lapsed item anew, when its slots are still free.
      throw new DomainError('NO_CHANGES');
    }
    const choice = await resolveChoice(tx, actor, item.facilityId, rateId);
    const { extra, promotionCode } = await holdAndPriceItem(tx, actor, {
      cartId: cart.id,
      itemId: item.id,
      facilityId: item.facilityId,
      choice,
      teetime: current.teetime,
      players,
      transportation,
      promotionCode: item.promotionCode,
      previous: { ...current, productLineups: lineups },
    });
    await updateItem(tx, item.id, { extra, promotionCode });
    await insertTrail(tx, item.id, body.eventType, []);
    await touchCart(tx, cart, actor.now);
    return cartDto(tx, refreshed(cart, actor.now));
  });
}

/** DELETE …/cart-item/{itemId}: the item (with its children unless removeChildren is false) and its holds. */
export async function deleteItemOf(
  db: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
  removeChildren: boolean,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { cart, items, item } = await ownedItem(tx, actor, cartId, itemId);
    const children = items.filter((candidate) => candidate.parentId === item.id);
    // The cart's lock on a removed tee time goes with it: its slots are free again at once.
    if (item.type === 'tee-time' && item.facilityId !== null)
      await deleteHolds(tx, [lockHolder(cart.id, item.facilityId, item.extra.teetime)]);
    if (removeChildren) {
      await deleteHolds(
        tx,
        [item, ...children].map((entry) => itemHolder(entry.id)),
      );
      await deleteItems(tx, [...children.map((child) => child.id), item.id]);
    } else {
      await detachChildren(tx, item.id);
      await deleteHolds(tx, [itemHolder(item.id)]);
      await deleteItems(tx, [item.id]);
    }
    await touchCart(tx, cart, actor.now);
    return cartDto(tx, refreshed(cart, actor.now));
  });
}

/** POST …/trail: records an event and its errors on the item. */
export async function addTrail(
  db: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
  eventType: CartItemEvent,
  errors: string[],
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { cart, item } = await ownedItem(tx, actor, cartId, itemId);
    await insertTrail(tx, item.id, eventType, errors);
    return cartDto(tx, cart);
  });
}
