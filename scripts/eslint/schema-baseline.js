// The cross-area db/schema imports that predate the boundary rule (scripts/eslint/feature-boundaries.js):
// each pair is a file of one area that reads or writes another area's tables directly. The list
// may only shrink: a new pair fails lint, and so does a listed pair the file no longer has. To
// remove a pair, move the query into the owning area's repository and export a named function
// from its <area>.public.ts. A `// Kept:` line marks pairs kept by decision: one statement across
// two areas' tables is the point of that query (a booking, a hold, a report), and splitting it
// would add round trips on a hot path. Only production files are listed: test code may import any
// area's schema (the rule's comment says why).

/** [file under apps/server/src, schema file name]: the schema's owner in a trailing comment. */
export const SCHEMA_BASELINE = [
  // Kept: the console's reports aggregate sales (orders, reservations) with their events in one query per report.
  ['features/admin/reports.repository.ts', 'checkout'], // checkout
  ['features/admin/reports.repository.ts', 'reservations'], // reservations
  // Kept: a hold locks the tee time's capacity row (tee-times) inside the cart's own statements; every seller takes it first.
  ['features/cart/cart.repository.ts', 'tee-times'], // tee-times
  // Kept: pricing a chosen tee time reads the engine's course, its rate and its pricing rule in one hot-path statement.
  ['features/cart/choice.repository.ts', 'dynamic-pricing'], // tee-times
  ['features/cart/choice.repository.ts', 'facilities'], // facilities
  ['features/cart/choice.repository.ts', 'tee-times'], // tee-times
  // Kept: the hold's one-statement lock takes capacity then the course row (against blocks), and reads blocks, bookings and holds at once.
  ['features/cart/hold.repository.ts', 'facilities'], // facilities
  ['features/cart/hold.repository.ts', 'tee-time-blocks'], // tee-times
  ['features/cart/hold.repository.ts', 'tee-times'], // tee-times
  // Kept: the booking statements lock and close the cart, write tee-time bookings and payment steps with the order, counted by checkout-query-count.
  ['features/checkout/checkout.repository.ts', 'cart'], // cart
  ['features/checkout/checkout.repository.ts', 'payments'], // payments
  ['features/checkout/checkout.repository.ts', 'tee-times'], // tee-times
  // Kept: the invoice call reads the cart's items with their courses in one prepared statement on the checkout's hot path.
  ['features/checkout/invoice.repository.ts', 'cart'], // cart
  ['features/checkout/invoice.repository.ts', 'facilities'], // facilities
  // Kept: the booking inserts the tee-time booking row in the same statement as the order and reservation.
  ['features/checkout/orders.repository.ts', 'tee-times'], // tee-times
  // Kept: a promotion's use limit counts the reservations booked with its code, a correlated count in the promotion read search and cart price with.
  ['features/tee-times/promotions.repository.ts', 'checkout'], // checkout
];
