// What other areas and the composition root (app.ts) may use of tee-times: the only file of
// features/tee-times/ they import (scripts/eslint/feature-boundaries.js).

export {
  bookedPlayersByDate,
  lockDynamicPricingRule,
  rulesOfFacilities,
  saveDynamicPricingRule,
} from './dynamic-pricing.repository.ts';
export { demandFacts, dynamicPricingOn, toRule } from './dynamic-pricing.ts';
export { type LapsedHold, recordLapsedHolds, recordOpenings } from './openings.repository.ts';
export {
  deleteOldWindowScans,
  findOpening,
  findOpeningBySourceKey,
  markOpeningScanned,
  type Opening,
  recordWindowScans,
  type WindowScan,
  unscannedOpenings,
} from './opening-scans.repository.ts';
export {
  bookedPlayersOfBooking,
  liveBookingsOfCourse,
  moveTeeTimeBooking,
  setBookedPlayers,
} from './tee-time-bookings.repository.ts';
export {
  findRateSet,
  insertRate,
  isSimulatorSet,
  lockRate,
  rateSetsOfFacilities,
  type RateValues,
  updateRate,
} from './console-rates.repository.ts';
export {
  insertPromotion,
  lockPromotion,
  promotionsOfEngine,
  type PromotionValues,
  promotionWithCode,
  updatePromotion,
} from './console-promotions.repository.ts';
export {
  assertPromotionUsesLeft,
  findPromotion,
  promotionDefinitionOf,
  promotionUsesByCode,
} from './promotions.repository.ts';
export { createSearchCache } from './search-cache.ts';
export { occupancyOfCourse } from './tee-times.repository.ts';
export { countOpenTeeTimes, inventoryOfDay, inventoryOfRange } from './tee-sheet-day.ts';
export { type BookedDay, sheetFiguresOfRange } from './sheet-figures.ts';
export {
  blocksCovering,
  blocksOfEngine,
  blocksOfFacilities,
  findBlockOfEngine,
  insertBlock,
  isTeeTimeBlocked,
  lockCourseForBlocks,
  lockCourseForSale,
  removeBlock,
} from './tee-time-blocks.repository.ts';
export { teeTimesRoutes } from './tee-times.routes.ts';
export { searchTeeTimes, selectFacilities } from './tee-times.service.ts';
export type { WeatherProvider } from './weather-provider.ts';

// The rows of this area's tables, as other areas receive them.
export type { DynamicPricingRuleRow } from '../../db/schema/dynamic-pricing.ts';
export type { TeeTimeBlockRow } from '../../db/schema/tee-time-blocks.ts';
export type { PromotionRow, RateRow } from '../../db/schema/tee-times.ts';
