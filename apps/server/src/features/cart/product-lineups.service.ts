import type { ProductItem } from '@fairway/contract/cart.contract';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type CartActor, settingsOf } from './cart-access.ts';
import { listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { listProducts } from './cart.repository.ts';

/** GET /product-line-items: add-on products of the engine's facilities, when product lineups are on. */
export async function productLineItems(
  db: Database,
  actor: CartActor,
  facilityIds: number[] | undefined,
): Promise<ProductItem[]> {
  if (!settingsOf(actor.engine).smartPlay.productLineups)
    throw new DomainError('NOT_FOUND', 'Product lineups are not enabled');
  const shown = (await listFacilitiesOfBookingEngine(db, actor.engine.id)).map((facility) => facility.id);
  const unknown = (facilityIds ?? []).filter((id) => !shown.includes(id));
  if (unknown.length) throw new DomainError('NOT_FOUND', `Unknown facility ${unknown.join(', ')}`);
  const rows = await listProducts(db, facilityIds?.length ? facilityIds : shown);
  return rows.map((row) => ({
    id: row.id,
    facilityId: row.facilityId,
    categoryId: row.categoryId,
    name: row.name,
    tagPrice: { amount: row.price, currencyCode: row.currencyCode },
    inventory: row.inventory,
    isUnlimited: row.isUnlimited,
    brand: row.brand,
    brandModel: row.brandModel,
  }));
}
