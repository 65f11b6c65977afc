// What other areas and the composition root (app.ts) may use of facilities: the only file of
// features/facilities/ they import (scripts/eslint/feature-boundaries.js).

export { isEngineOrigin } from './allowed-origin.ts';
export {
  facilitiesOfEveryBookingEngine,
  findFacilityOfBookingEngine,
  listFacilitiesOfBookingEngine,
} from './engine-facilities.repository.ts';
export {
  type CourseDetailColumns,
  lockCourse,
  storeCourseDetails,
  storeCourseOverrides,
} from './course-details.repository.ts';
export { courseSettings, engineSettings } from './engine-settings.ts';
export {
  facilityIdsOfEngineInZone,
  facilityIdsOfEngineInZoneOf,
  findFacilityWithFirstOfZone,
} from './engine-zones.repository.ts';
export { deleteUnusedEngineImages, findEngineImage, insertEngineImage } from './engine-images.repository.ts';
export { lockBookingEngine, storeEngineEmbed, storeEngineSettings } from './engine-settings.repository.ts';
export { facilitiesByIds, selectFacilitiesWithIdIn } from './facility-rows.repository.ts';
export { exclusiveLockFacility, shareLockFacility } from './facility-locks.repository.ts';
export { facilityCurrencyCodeOf, facilityNameOf, facilityTimeZoneOf, allowedOriginsOfEngine } from './facility-sql.ts';
export { engineShowsFacility, facilityCountryOf } from './course-sql.ts';
export {
  facilityLabelsOf,
  findBookingEngineByAlias,
  findBookingEngineById,
  findDefaultBookingEngine,
  firstEngineOfFacility,
  listBookingEngines,
} from './facilities.repository.ts';
export { facilitiesRoutes } from './facilities.routes.ts';
export { describeBookingEngine, listFacilities } from './facilities.service.ts';

// The rows of this area's tables, as other areas receive them.
export type { EngineImageRow } from '../../db/schema/engine-images.ts';
export type { BookingEngineRow, FacilityRow } from '../../db/schema/facilities.ts';
