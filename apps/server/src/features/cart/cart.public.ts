// What other areas and the composition root (app.ts) may use of cart: the only file of
// features/cart/ they import (scripts/eslint/feature-boundaries.js).

export { ownedCart } from './cart-access.ts';
export { type CartItem, type TeeTimeCartItem, toCartItems } from './cart-item.ts';
export { bookedOn, heldOn, listFacilityRates, lockTeeTimeCapacity, takenOn } from './cart.repository.ts';
export { countTeeTimeItemsOnDay } from './cart-day-items.repository.ts';
export { cartItemInCart } from './cart-item-sql.ts';
export {
  insertProduct,
  lockProduct,
  productsOfFacilities,
  productsOnSale,
  type ProductValues,
  updateProduct,
} from './product-catalogue.repository.ts';
export { cartRoutes } from './cart.routes.ts';
export { lockedHoldFacts } from './hold.repository.ts';
export { productStockOf, returnProductStock, takeProductsStock } from './product-stock.repository.ts';
export { locksRoutes } from './locks.routes.ts';
export { holdOfferInCart, releaseOfferFromCart } from './offer-hold.ts';
export { itemHolder, lockHolder } from './tee-time-hold.ts';

// The rows of this area's tables, as other areas receive them.
export type { ProductItemRow } from '../../db/schema/cart.ts';
