import { type FacilitySettings, resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { withCourseOverrides } from '@fairway/domain/facilities/course-overrides';

// One parse per stored settings document: the engine row (and so its settings object) is reused
// by the tenant lookup for a few seconds and replaced when it is read again, so a console edit
// is seen as soon as the row is. Parsing the whole document with zod on each checkout call cost
// about 2 % of the server's CPU under the checkout bench.
const parsed = new WeakMap<object, FacilitySettings>();

/** The engine's stored settings merged over the defaults; frozen, as every caller shares it. */
export function engineSettings(engine: { settings: unknown }): FacilitySettings {
  const stored = engine.settings;
  if (typeof stored !== 'object' || stored === null) return resolveFacilitySettings({});
  let settings = parsed.get(stored);
  if (!settings) {
    settings = deepFreeze(resolveFacilitySettings(stored));
    parsed.set(stored, settings);
  }
  return settings;
}

/**
 * A course's settings: its engine's, with the inventory settings the course sets for itself
 * (its booking window and tee-sheet hours) in their place. Every reader of a course's tee sheet or
 * booking window goes through this, so the search, the cart, the console's sheet and the release
 * agree; a course without overrides gets the engine's object itself.
 */
export function courseSettings(settings: FacilitySettings, course: { settingsOverrides: unknown }): FacilitySettings {
  return withCourseOverrides(settings, course.settingsOverrides);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
