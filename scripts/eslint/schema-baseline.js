// The cross-area db/schema imports that predate the boundary rule (scripts/eslint/feature-boundaries.js):
// each pair is a file of one area that reads or writes another area's tables directly. The list
// may only shrink: a new pair fails lint, and so does a listed pair the file no longer has. To
// remove a pair, move the query into the owning area's repository and export a named function
// from its <area>.public.ts. A `// Kept:` line marks pairs kept by decision: one statement across
// two areas' tables is the point of that query (a booking, a hold, a report), and splitting it
// would add round trips on a hot path.

/** [file under apps/server/src, schema file name]: the schema's owner in a trailing comment. */
export const SCHEMA_BASELINE = [
  ['features/admin/admin-session.routes.test.ts', 'facilities'], // facilities
  ['features/admin/blocks.repository.ts', 'checkout'], // checkout
  ['features/admin/blocks.repository.ts', 'tee-time-blocks'], // tee-times
  ['features/admin/blocks.repository.ts', 'tee-times'], // tee-times
  ['features/admin/blocks.routes.test.ts', 'openings'], // tee-times
  ['features/admin/dynamic-pricing.repository.ts', 'dynamic-pricing'], // tee-times
  ['features/admin/golfers.repository.ts', 'checkout'], // checkout
  ['features/admin/golfers.repository.ts', 'profile'], // session
  ['features/admin/golfers.routes.test.ts', 'facilities'], // facilities
  ['features/admin/golfers.routes.test.ts', 'profile'], // session
  ['features/admin/member-rates.routes.test.ts', 'facilities'], // facilities
  ['features/admin/member-rates.routes.test.ts', 'profile'], // session
  ['features/admin/member-rates.routes.test.ts', 'store'], // store
  ['features/admin/needs-attention.routes.test.ts', 'facilities'], // facilities
  ['features/admin/rates.repository.ts', 'tee-times'], // tee-times
  // Kept: the console's reports aggregate sales (orders, reservations) with their events in one query per report.
  ['features/admin/reports.repository.ts', 'checkout'], // checkout
  ['features/admin/reports.repository.ts', 'reservations'], // reservations
  ['features/admin/settings.routes.test.ts', 'engine-images'], // facilities
  ['features/admin/staff-accounts.routes.test.ts', 'facilities'], // facilities
  ['features/admin/staff-booking-mail.routes.test.ts', 'checkout'], // checkout
  ['features/admin/staff-booking-mail.routes.test.ts', 'mail'], // mail
  ['features/admin/staff-booking-mail.routes.test.ts', 'profile'], // session
  ['features/admin/staff-move-friends-mail.routes.test.ts', 'checkout'], // checkout
  ['features/admin/staff-move-friends-mail.routes.test.ts', 'invitations'], // invitations
  ['features/admin/staff-move-friends-mail.routes.test.ts', 'mail'], // mail
  ['features/admin/staff-move-friends-mail.routes.test.ts', 'profile'], // session
  ['features/admin/store-catalogue.repository.ts', 'cart'], // cart
  ['features/admin/store-catalogue.repository.ts', 'store'], // store
  ['features/admin/tee-sheet-operations.routes.test.ts', 'checkout'], // checkout
  ['features/admin/tee-sheet-operations.routes.test.ts', 'facilities'], // facilities
  ['features/admin/tee-sheet-operations.routes.test.ts', 'openings'], // tee-times
  ['features/admin/tee-sheet-operations.routes.test.ts', 'profile'], // session
  ['features/admin/tee-sheet-operations.routes.test.ts', 'reservations'], // reservations
  ['features/admin/tee-sheet-operations.routes.test.ts', 'tee-time-blocks'], // tee-times
  ['features/alerts/alerts.repository.ts', 'facilities'], // facilities
  ['features/alerts/alerts.repository.ts', 'openings'], // tee-times
  ['features/alerts/alerts.repository.ts', 'profile'], // session
  ['features/alerts/opening-offers-failures.test.ts', 'facilities'], // facilities
  ['features/alerts/opening-offers-failures.test.ts', 'mail'], // mail
  ['features/alerts/opening-offers.test.ts', 'mail'], // mail
  ['features/alerts/opening-offers.test.ts', 'openings'], // tee-times
  ['features/alerts/opening-offers.test.ts', 'payments'], // payments
  ['features/alerts/opening-offers.test.ts', 'profile'], // session
  ['features/alerts/opening-offers.test.ts', 'sms'], // sms
  ['features/cart/cart-concurrency.test.ts', 'facilities'], // facilities
  ['features/cart/cart-sweeps.routes.test.ts', 'tee-times'], // tee-times
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
  ['features/checkout/abandoned-payments.test.ts', 'facilities'], // facilities
  ['features/checkout/abandoned-payments.test.ts', 'tee-times'], // tee-times
  ['features/checkout/checkout-confirmation-durable.test.ts', 'mail'], // mail
  ['features/checkout/checkout-credit-book.test.ts', 'facilities'], // facilities
  ['features/checkout/checkout-credit-book.test.ts', 'payments'], // payments
  ['features/checkout/checkout-credit-book.test.ts', 'pro-profile'], // pro-profile
  ['features/checkout/checkout-credit-book.test.ts', 'profile'], // session
  ['features/checkout/checkout-gift-certificate.test.ts', 'facilities'], // facilities
  ['features/checkout/checkout-gift-certificate.test.ts', 'payments'], // payments
  ['features/checkout/checkout-gift-certificate.test.ts', 'store'], // store
  ['features/checkout/checkout-golfer.test.ts', 'cart'], // cart
  ['features/checkout/checkout-golfer.test.ts', 'facilities'], // facilities
  ['features/checkout/checkout-golfer.test.ts', 'profile'], // session
  ['features/checkout/checkout-golfer.test.ts', 'wallet'], // wallet
  ['features/checkout/checkout-idempotency.test.ts', 'payments'], // payments
  ['features/checkout/checkout-idempotency.test.ts', 'tee-times'], // tee-times
  ['features/checkout/checkout-member-labels.test.ts', 'facilities'], // facilities
  ['features/checkout/checkout-product-stock.test.ts', 'cart'], // cart
  ['features/checkout/checkout-product-stock.test.ts', 'payments'], // payments
  ['features/checkout/checkout-promotion-limits.test.ts', 'facilities'], // facilities
  ['features/checkout/checkout-promotion-limits.test.ts', 'tee-times'], // tee-times
  ['features/checkout/checkout-release-limit.test.ts', 'facilities'], // facilities
  ['features/checkout/checkout-smtp-down.test.ts', 'mail'], // mail
  ['features/checkout/checkout-store-order.test.ts', 'store'], // store
  ['features/checkout/checkout-test-helpers.ts', 'payments'], // payments
  // Kept: the booking statements lock and close the cart, write tee-time bookings and payment steps with the order, counted by checkout-query-count.
  ['features/checkout/checkout.repository.ts', 'cart'], // cart
  ['features/checkout/checkout.repository.ts', 'payments'], // payments
  ['features/checkout/checkout.repository.ts', 'tee-times'], // tee-times
  ['features/checkout/checkout.routes.test.ts', 'cart'], // cart
  ['features/checkout/checkout.routes.test.ts', 'mail'], // mail
  ['features/checkout/checkout.routes.test.ts', 'tee-times'], // tee-times
  // Kept: the invoice call reads the cart's items with their courses in one prepared statement on the checkout's hot path.
  ['features/checkout/invoice.repository.ts', 'cart'], // cart
  ['features/checkout/invoice.repository.ts', 'facilities'], // facilities
  // Kept: the booking inserts the tee-time booking row in the same statement as the order and reservation.
  ['features/checkout/orders.repository.ts', 'tee-times'], // tee-times
  ['features/golf-id/golf-id-email.test.ts', 'profile'], // session
  ['features/invitations/invitations.repository.ts', 'checkout'], // checkout
  ['features/invitations/invitations.repository.ts', 'profile'], // session
  ['features/invitations/invitations.repository.ts', 'reservations'], // reservations
  ['features/invitations/invitations.routes.test.ts', 'profile'], // session
  ['features/invitations/round-invitations.routes.test.ts', 'reservations'], // reservations
  ['features/invitations/split-payment.routes.test.ts', 'checkout'], // checkout
  ['features/invitations/split-payment.routes.test.ts', 'mail'], // mail
  ['features/invitations/split-payment.routes.test.ts', 'payments'], // payments
  ['features/payments/payment-workflow.test.ts', 'facilities'], // facilities
  ['features/payments/payments.routes.test.ts', 'wallet'], // wallet
  ['features/pro-profile/pro-profile.repository.ts', 'checkout'], // checkout
  ['features/pro-profile/pro-profile.repository.ts', 'store'], // store
  ['features/pro-profile/pro-profile.routes.test.ts', 'facilities'], // facilities
  ['features/pro-profile/pro-profile.routes.test.ts', 'payments'], // payments
  ['features/profile/profile.routes.test.ts', 'facilities'], // facilities
  ['features/release-queue/golfer-limit.repository.ts', 'cart'], // cart
  ['features/release-queue/golfer-limit.repository.ts', 'checkout'], // checkout
  ['features/release-queue/golfer-limit.repository.ts', 'profile'], // session
  ['features/release-queue/release-gate.routes.test.ts', 'checkout'], // checkout
  ['features/release-queue/release-gate.routes.test.ts', 'facilities'], // facilities
  ['features/release-queue/release-queue-test-helpers.ts', 'facilities'], // facilities
  ['features/release-queue/release-queue-turns.routes.test.ts', 'tee-times'], // tee-times
  ['features/reservations/cancel.routes.test.ts', 'checkout'], // checkout
  ['features/reservations/cancel.routes.test.ts', 'payments'], // payments
  ['features/reservations/cancellation-refund.ts', 'checkout'], // checkout
  ['features/reservations/manage-link.routes.test.ts', 'facilities'], // facilities
  ['features/reservations/order-money.ts', 'checkout'], // checkout
  ['features/reservations/released-slots.ts', 'checkout'], // checkout
  ['features/reservations/reservation-money.routes.test.ts', 'payments'], // payments
  ['features/reservations/reservation-money.routes.test.ts', 'profile'], // session
  ['features/reservations/reservation-money.routes.test.ts', 'store'], // store
  ['features/reservations/reservations.public.ts', 'checkout'], // checkout
  ['features/reservations/reservations.repository.ts', 'checkout'], // checkout
  ['features/reservations/reservations.repository.ts', 'facilities'], // facilities
  ['features/reservations/reservations.repository.ts', 'invitations'], // invitations
  ['features/reservations/reservations.repository.ts', 'profile'], // session
  ['features/reservations/reservations.repository.ts', 'tee-times'], // tee-times
  ['features/reservations/staff-operations.ts', 'checkout'], // checkout
  ['features/reservations/staff-operations.ts', 'tee-times'], // tee-times
  ['features/session/member-courses.ts', 'store'], // store
  ['features/session/sign-in-lock.test.ts', 'facilities'], // facilities
  ['features/session/sign-in-throttle.test.ts', 'facilities'], // facilities
  ['features/store/membership-billing.ts', 'checkout'], // checkout
  ['features/store/membership-billing.ts', 'profile'], // session
  ['features/store/membership-billing.ts', 'wallet'], // wallet
  ['features/store/store-jobs.ts', 'checkout'], // checkout
  ['features/store/store.repository.ts', 'cart'], // cart
  ['features/store/store.routes.test.ts', 'cart'], // cart
  ['features/store/store.routes.test.ts', 'checkout'], // checkout
  ['features/store/store.routes.test.ts', 'mail'], // mail
  ['features/store/store.routes.test.ts', 'wallet'], // wallet
  // Kept: a promotion's use limit counts the reservations booked with its code, a correlated count in the promotion read search and cart price with.
  ['features/tee-times/promotions.repository.ts', 'checkout'], // checkout
  ['features/tee-times/tee-sheet-day.test.ts', 'facilities'], // facilities
  ['features/tee-times/tee-times.routes.test.ts', 'facilities'], // facilities
  ['features/wallet/wallet.repository.ts', 'profile'], // session
];
