import type { Database } from '../client.ts';
import { productItems } from '../schema/cart.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo add-ons of every course (SPEC §3 product item): range balls, a sleeve of balls, rental clubs. */
export async function seedProducts(tx: Transaction, facilityIds: number[]): Promise<void> {
  if (facilityIds.length === 0) return;
  await tx.insert(productItems).values(
    facilityIds.flatMap((facilityId) => [
      {
        facilityId,
        categoryId: 1,
        name: 'Small bucket of range balls',
        price: 800,
        inventory: null,
        isUnlimited: true,
        brand: null,
        brandModel: null,
      },
      {
        facilityId,
        categoryId: 1,
        name: 'Large bucket of range balls',
        price: 1400,
        inventory: null,
        isUnlimited: true,
        brand: null,
        brandModel: null,
      },
      {
        facilityId,
        categoryId: 2,
        name: 'Sleeve of balls',
        price: 1500,
        inventory: 40,
        isUnlimited: false,
        brand: 'Titleist',
        brandModel: 'Pro V1',
      },
      {
        facilityId,
        categoryId: 3,
        name: 'Rental clubs',
        price: 4500,
        inventory: 6,
        isUnlimited: false,
        brand: 'Callaway',
        brandModel: 'Paradym',
      },
    ]),
  );
}
