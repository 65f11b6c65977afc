import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { type BookingEngineRow, engineSettings } from '../facilities/facilities.public.ts';
import { ANONYMOUS_CART_TTL_MINUTES } from '@fairway/domain/cart/cart-limits';
import type { Database } from '../../db/client.ts';
import type { CartRow } from '../../db/schema/cart.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { ReleaseGate, ReleaseTurnCheck } from '../release-queue/release-queue.public.ts';
import { type CartContents, findCart, listItemsWithTrail, updateCart } from './cart.repository.ts';

/** Who is asking and when: the engine, the signed-in customer (or null) and the app clock. */
export interface CartActor {
  engine: BookingEngineRow;
  customerId: number | null;
  now: Date;
  /** The x-release-ticket header, checked by the release gate on release-day holds. */
  releaseTicket?: string | null;
  /** The release rules (app.releaseGate); absent in callers outside a request (offers). */
  releaseGate?: ReleaseGate;
  /** A fair queue's turn checked before a new hold's transaction (app.releaseTurnCheck). */
  releaseTurnCheck?: ReleaseTurnCheck;
}

/** The engine's settings merged over the defaults. */
export function settingsOf(engine: BookingEngineRow): FacilitySettings {
  return engineSettings(engine);
}

/** When an anonymous cart (and the slots its items hold) expires if nothing changes. */
export function holdUntil(now: Date): Date {
  return new Date(now.getTime() + ANONYMOUS_CART_TTL_MINUTES * 60_000);
}

/**
 * The actor's cart, or 404: another golfer's cart, another engine's, or an expired anonymous
 * one are all "not found". A signed-in golfer opening an anonymous cart claims it, so the
 * cart follows them to other devices.
 */
export async function ownedCart(db: Database, actor: CartActor, id: string, forUpdate = false): Promise<CartRow> {
  const cart = await findCart(db, actor.engine.id, id, forUpdate);
  if (!cart) throw new DomainError('NOT_FOUND', 'Cart not found');
  if (cart.customerId !== null) {
    if (cart.customerId !== actor.customerId) throw new DomainError('NOT_FOUND', 'Cart not found');
    return cart;
  }
  if (!cart.expiresAt || cart.expiresAt <= actor.now) throw new DomainError('NOT_FOUND', 'Cart not found');
  if (actor.customerId !== null) {
    await updateCart(db, cart.id, { customerId: actor.customerId, expiresAt: null });
    return { ...cart, customerId: actor.customerId, expiresAt: null };
  }
  return cart;
}

/** Keeps an anonymous cart alive after a change. */
export async function touchCart(db: Database, cart: CartRow, now: Date): Promise<void> {
  if (cart.customerId === null) await updateCart(db, cart.id, { expiresAt: holdUntil(now) });
}

/** The cart as the API answers it, with each item's trail (one statement). */
export async function cartDto(db: Database, cart: CartRow): Promise<Cart> {
  return cartDtoOf(cart, await listItemsWithTrail(db, cart.id));
}

/** The cart as the API answers it, from its items and trail already read. */
export function cartDtoOf(cart: CartRow, { items, trail }: CartContents): Cart {
  return {
    cartId: cart.id,
    expiresAt: cart.expiresAt?.toISOString() ?? null,
    items: items.map((item): CartItem => ({
      id: item.id,
      type: item.type,
      parentId: item.parentId,
      facilityId: item.facilityId,
      invoiceId: item.invoiceId,
      promotionCode: item.promotionCode,
      extra: item.extra,
      trail: trail
        .filter((entry) => entry.cartItemId === item.id)
        .map((entry) => ({
          eventType: entry.eventType,
          errors: entry.errors as string[],
          at: entry.createdAt.toISOString(),
        })),
    })),
  };
}
