// What other areas and the composition root (app.ts) may use of checkout: the only file of
// features/checkout/ they import (scripts/eslint/feature-boundaries.js).

export { checkoutArea } from './checkout.area.ts';
export { toInvoice } from './cart-invoice.ts';
export { allowedOriginsOfCart } from './checkout.repository.ts';
export { cartItemBooked, firstReservationIdOfCartItem, isCartItemBooked } from './cart-item-reservations.ts';
export { walkInInvoice, writeWalkInBooking } from './walk-in-booking.ts';
export {
  type CounterLine,
  type PricedCounterSale,
  priceCounterSale,
  writeCounterSaleOrder,
} from './counter-sale-order.ts';
export { type GuestBookerRow, searchGuestBookers } from './guest-bookers.repository.ts';
export {
  cardTokenOfOrder,
  closedOrdersPageOfCustomer,
  engineIdOfOrder,
  languagesOfOrders,
  loyaltyInvoicesOfCustomer,
  orderLines,
  ordersAfter,
  ordersOfCustomer,
  ordersOfEngineByIds,
} from './order-reads.repository.ts';
export {
  bookedPartiesOfDay,
  engineIdOfReservation,
  featuredProductsOfOrders,
  findReservationWithOrder,
  invoicesOfOrders,
  markReservationCancelled,
  paymentIdOfReservation,
  reservationHistoryPage,
  reservationsOfCustomer,
  reservationsOfDay,
  reservationsOfEngineByIds,
  reservationsOfOrders,
  reservationsOnCoursesOfDay,
  type ReservationWithOrder,
} from './reservation-rows.repository.ts';
export { liveReservationsOfCourse, moveReservationRow } from './staff-reservation-rows.repository.ts';

// The rows of this area's tables, as other areas receive them.
export type { InvoiceRow, OrderRow, ReservationRow, StoredInvoiceLine } from '../../db/schema/checkout.ts';
