import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ProductItemRow, productItems } from '../../db/schema/cart.ts';
import { facilityCurrencyCodeOf } from '../facilities/facilities.public.ts';
import { required } from '@fairway/domain/shared/required';

// The courses' featured products as the store lists them and the console edits them: the rows are
// cart's (a cart item sells them, checkout takes their stock), so only this area names the table.

/** The featured products on sale at these facilities, with each facility's currency. */
export async function productsOnSale(db: Database, facilityIds: number[]) {
  if (facilityIds.length === 0) return [];
  return db
    .select({ product: productItems, currencyCode: facilityCurrencyCodeOf(productItems.facilityId) })
    .from(productItems)
    .where(and(inArray(productItems.facilityId, facilityIds), eq(productItems.isActive, true)))
    .orderBy(asc(productItems.facilityId), asc(productItems.categoryId), asc(productItems.name));
}

/** The columns an operator sets on a featured product. */
export type ProductValues = Pick<
  typeof productItems.$inferInsert,
  'name' | 'categoryId' | 'price' | 'isUnlimited' | 'inventory' | 'brand' | 'brandModel' | 'isActive'
>;

/** Every product of these courses, on sale or not, in the golfers' order. */
export async function productsOfFacilities(db: Database, facilityIds: number[]): Promise<ProductItemRow[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select()
    .from(productItems)
    .where(inArray(productItems.facilityId, facilityIds))
    .orderBy(asc(productItems.facilityId), asc(productItems.categoryId), asc(productItems.name), asc(productItems.id));
}

/** A product of one of these courses, locked for update (checkout's stock update waits for it); undefined when unknown here. */
export async function lockProduct(
  tx: Database,
  facilityIds: number[],
  id: number,
): Promise<ProductItemRow | undefined> {
  if (facilityIds.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(productItems)
    .where(and(eq(productItems.id, id), inArray(productItems.facilityId, facilityIds)))
    .for('update');
  return row;
}

/** Adds a product to a course's catalogue, priced in the course's currency. */
export async function insertProduct(
  tx: Database,
  facilityId: number,
  currencyCode: string,
  values: ProductValues,
  now: Date,
): Promise<ProductItemRow> {
  const [row] = await tx
    .insert(productItems)
    .values({ ...values, facilityId, currencyCode, createdAt: now, updatedAt: now })
    .returning();
  return required(row, 'the row insertProduct returned');
}

/** Writes a product's operator columns. */
export async function updateProduct(
  tx: Database,
  id: number,
  values: ProductValues,
  now: Date,
): Promise<ProductItemRow> {
  const [row] = await tx
    .update(productItems)
    .set({ ...values, updatedAt: now })
    .where(eq(productItems.id, id))
    .returning();
  return required(row, 'the row updateProduct returned');
}
