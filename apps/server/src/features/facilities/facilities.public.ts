// What other areas and the composition root (app.ts) may use of facilities: the only file of
// features/facilities/ they import (scripts/eslint/feature-boundaries.js).

export { isEngineOrigin } from './allowed-origin.ts';
export { findFacilityOfBookingEngine, listFacilitiesOfBookingEngine } from './engine-facilities.repository.ts';
export { engineSettings } from './engine-settings.ts';
export { findBookingEngineByAlias, findDefaultBookingEngine } from './facilities.repository.ts';
export { facilitiesRoutes } from './facilities.routes.ts';
export { describeBookingEngine, listFacilities } from './facilities.service.ts';

// The rows of this area's tables, as other areas receive them.
export type { EngineImageRow } from '../../db/schema/engine-images.ts';
export type { BookingEngineRow, FacilityRow } from '../../db/schema/facilities.ts';
