import type { CounterCatalogue } from '@fairway/contract/admin-counter-sales.contract';
import type { Database } from '../../db/client.ts';
import { productsOnSale } from '../cart/cart.public.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { giftOptionsOfFacilities, plansOfFacilities } from '../store/store.public.ts';

// What the counter can sell, read from the store's catalogue: plans on sale, each course's gift
// amounts (when it sells certificates) and the products on sale with what is left in stock. The
// console lists these; the sale prices them again itself (it never trusts a listed price).

/** GET /api/admin/counter-sales/catalogue. */
export async function counterCatalogue(db: Database, engine: BookingEngineRow): Promise<CounterCatalogue> {
  const courses = await listFacilitiesOfBookingEngine(db, engine.id);
  const ids = courses.map((course) => course.id);
  const [plans, gifts, products] = await Promise.all([
    plansOfFacilities(db, ids),
    giftOptionsOfFacilities(db, ids),
    productsOnSale(db, ids),
  ]);
  return {
    courses: courses.map((course) => ({ facilityId: course.id, name: course.name, currencyCode: course.currencyCode })),
    memberships: plans
      .filter((plan) => plan.isActive)
      .map((plan) => ({
        id: plan.id,
        facilityId: plan.facilityId,
        name: plan.name,
        price: plan.price,
        initiationFee: plan.initiationFee,
        frequencyType: plan.frequencyType,
      })),
    giftCertificates: gifts
      .filter((row) => row.amounts.length > 0 || row.customMin !== null)
      .map((row) => ({
        facilityId: row.facilityId,
        amounts: row.amounts,
        custom: row.customMin !== null && row.customMax !== null ? { min: row.customMin, max: row.customMax } : null,
      })),
    products: products.map(({ product }) => ({
      id: product.id,
      facilityId: product.facilityId,
      name: product.name,
      price: product.price,
      isUnlimited: product.isUnlimited,
      inventory: product.isUnlimited ? null : (product.inventory ?? 0),
    })),
  };
}
