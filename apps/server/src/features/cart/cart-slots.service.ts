import { randomUUID } from 'node:crypto';
import type { Cart } from '@fairway/contract/cart.contract';
import { capacityMessage } from '@fairway/domain/cart/capacity';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type CartActor, cartDto, holdUntil, ownedCart, touchCart } from './cart-access.ts';
import { listItems, updateItem } from './cart.repository.ts';
import { resolveChoice, type TeeTimeExtra } from './tee-time-item.ts';
import { holdAndPriceItem } from './tee-time-item-save.ts';

async function teeTimeItem(tx: Database, actor: CartActor, cartId: string, itemId: string) {
  const cart = await ownedCart(tx, actor, cartId, true);
  const item = (await listItems(tx, cart.id)).find((candidate) => candidate.id === itemId);
  if (!item) throw new DomainError('NOT_FOUND', 'Cart item not found');
  if (item.type !== 'tee-time' || item.facilityId === null)
    throw new DomainError('BAD_REQUEST', 'Only tee-time items have slots');
  return { cart, item, facilityId: item.facilityId, extra: item.extra };
}

/** Re-holds a tee-time item for a new party size and stores the new slots. */
async function resize(
  tx: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
  change: (extra: TeeTimeExtra) => TeeTimeExtra['slots'],
) {
  const { cart, item, facilityId, extra } = await teeTimeItem(tx, actor, cartId, itemId);
  const slots = change(extra);
  const choice = await resolveChoice(tx, actor, facilityId, extra.rate.rateId);
  const next = await holdAndPriceItem(tx, actor, {
    cartId: cart.id,
    itemId: item.id,
    facilityId,
    choice,
    teetime: extra.teetime,
    players: slots.length,
    transportation: extra.transportation,
    promotionCode: item.promotionCode,
    previous: { ...extra, slots },
  });
  await updateItem(tx, item.id, next);
  await touchCart(tx, cart, actor.now);
  return cartDto(tx, { ...cart, expiresAt: cart.customerId === null ? holdUntil(actor.now) : null });
}

/** POST …/slot: a partner slot (bookable, or member-linked with a customer id) for one more player. */
export async function addSlot(
  db: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
  slot: { name?: string | undefined; customerId?: string | undefined },
): Promise<Cart> {
  return db.transaction((tx) =>
    resize(tx, actor, cartId, itemId, (extra) => [
      ...extra.slots,
      {
        id: randomUUID(),
        name: slot.name ?? null,
        rateIndex: 0,
        customerId: slot.customerId ?? null,
        isPrimary: false,
      },
    ]),
  );
}

/** DELETE …/slot/{slotId}: removes a partner slot (never the primary one) and frees its place. */
export async function removeSlot(
  db: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
  slotId: string,
): Promise<Cart> {
  return db.transaction((tx) =>
    resize(tx, actor, cartId, itemId, (extra) => {
      const slot = extra.slots.find((candidate) => candidate.id === slotId);
      if (!slot) throw new DomainError('NOT_FOUND', 'Slot not found');
      if (slot.isPrimary) throw new DomainError('BAD_REQUEST', 'The primary slot cannot be removed');
      return extra.slots.filter((candidate) => candidate.id !== slotId);
    }),
  );
}

/**
 * POST …/is-bookable: whether the item can still be booked now; re-claims its slots in one
 * transaction (the hold may have expired), else answers why not.
 */
export async function isBookable(
  db: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
): Promise<{ bookable: boolean; message?: string }> {
  try {
    await db.transaction((tx) => resize(tx, actor, cartId, itemId, (extra) => extra.slots));
    return { bookable: true };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'TEE_TIME_CAPACITY') {
      const remaining = (error.details as { remaining: number }).remaining;
      return { bookable: false, message: capacityMessage(remaining) };
    }
    if (
      error instanceof DomainError &&
      (error.code === 'TEE_TIME_NOT_AVAILABLE' || error.code === 'PLAYERS_NOT_ALLOWED')
    ) {
      return { bookable: false, message: 'This tee time is not available. Please select another one.' };
    }
    throw error;
  }
}
