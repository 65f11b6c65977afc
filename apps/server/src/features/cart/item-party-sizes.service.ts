import type { ItemPartySizes } from '@fairway/contract/cart.contract';
import { itemPartySizes } from '@fairway/domain/cart/party-size';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type CartActor, ownedCart, settingsOf } from './cart-access.ts';
import { listItems } from './cart.repository.ts';
import { readHoldFacts } from './hold.repository.ts';
import { itemHolder, lockHolder } from './tee-time-hold.ts';

/**
 * GET …/cart-item/{itemId}/party-sizes: the sizes a tee-time item can change to, by
 * SPEC §5's allowed-players rule over what others booked and hold on the tee time (the item's own
 * hold and its cart's lock count as its own), so /cart never offers a size the change would refuse.
 */
export async function itemPartySizeChoices(
  db: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
): Promise<ItemPartySizes> {
  const cart = await ownedCart(db, actor, cartId);
  const item = (await listItems(db, cart.id)).find((candidate) => candidate.id === itemId);
  if (!item) throw new DomainError('NOT_FOUND', 'Cart item not found');
  if (item.type !== 'tee-time' || item.facilityId === null)
    throw new DomainError('BAD_REQUEST', 'Only tee-time items have a party size');
  const { extra } = item;
  const facts = await readHoldFacts(db, {
    facilityId: item.facilityId,
    teeTime: extra.teetime,
    now: actor.now,
    exceptHolders: [itemHolder(item.id), lockHolder(cart.id, item.facilityId, extra.teetime)],
  });
  const players = itemPartySizes({
    bookedPlayers: facts.booked,
    heldByOthers: facts.held,
    singlesMode: settingsOf(actor.engine).inventory.singlesMode,
    rateAllowedPlayers: extra.rate.allowedPlayers,
    isSimulator: extra.rate.isSimulator,
    groupSize: extra.groupSize,
    current: extra.players,
  });
  return { players };
}
