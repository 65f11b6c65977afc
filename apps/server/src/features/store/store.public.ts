// What other areas and the composition root (app.ts) may use of store: the only file of
// features/store/ they import (scripts/eslint/feature-boundaries.js).

export {
  giftOptionsOfFacilities,
  insertPlan,
  lockGiftOptions,
  lockPlan,
  type MembershipPlanValues,
  plansOfFacilities,
  updatePlan,
  upsertGiftOptions,
} from './catalogue.repository.ts';
export { deliverPrintedGifts, giftCertificateByCode, type PrintedGift } from './counter-gifts.ts';
export { findGiftTender, redeemGift, restoreGift } from './gift-tender.ts';
export { issueRainCheckGift } from './rain-check-gift.ts';
export { purchasesOfOrders, type StorePurchases } from './order-purchases.ts';
export { fulfilStoreItems, repriceStoreItems, storeItemExtra } from './store-items.ts';
export { scheduleGiftDeliveries } from './store-jobs.ts';
export {
  activeMembershipFacilities,
  giftCertificatesOfGolferAt,
  membershipChargesAt,
  membershipsAt,
} from './store.repository.ts';
export { storeRoutes } from './store.routes.ts';

// The rows of this area's tables, as other areas receive them.
export type { GiftCertificateOptionsRow, MembershipPlanRow } from '../../db/schema/store.ts';
