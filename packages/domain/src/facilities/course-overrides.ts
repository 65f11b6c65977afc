// Settings a course may set for itself, over its booking engine's: the booking window and the
// hours of its tee sheet (a course without lights stops earlier, a resort course opens its
// sheet further ahead). Everything else is the engine's.

/** The inventory settings a course may override, in the order the console shows them. */
export const COURSE_OVERRIDE_KEYS = [
  'maxDaysOut',
  'sameDayReservationWindowMinutes',
  'reservationWindowType',
  'startTimeMinutesAfterSunrise',
  'endTimeMinutesBeforeSunset',
  'startTimeMinutesAfterMidnight',
  'endTimeMinutesAfterMidnight',
  'maxTeeTimesPerHour',
] as const;
export type CourseOverrideKey = (typeof COURSE_OVERRIDE_KEYS)[number];

type OverridableInventory = Record<CourseOverrideKey, unknown>;

/** A course's own values: some of the overridable settings, never null (a key left out follows the engine). */
export type CourseOverrides<I extends OverridableInventory> = { [K in CourseOverrideKey]?: NonNullable<I[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The overrides a stored document holds: only known keys, each with a value of its setting's type. */
export function courseOverridesOf<I extends OverridableInventory>(inventory: I, stored: unknown): CourseOverrides<I> {
  if (!isRecord(stored)) return {};
  const kept: CourseOverrides<I> = {};
  for (const key of COURSE_OVERRIDE_KEYS) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    const engineValue = inventory[key];
    const sameType = typeof value === typeof engineValue || (engineValue === null && typeof value === 'number');
    if (sameType) kept[key] = value as NonNullable<I[typeof key]>;
  }
  return kept;
}

// One merged document per engine settings object and overrides: the search asks per course and
// per date, and an unchanged object keeps the tee-sheet cache's key the same.
const merged = new WeakMap<object, Map<string, unknown>>();

/**
 * A course's settings: its engine's, with the inventory settings the course overrides in place of
 * the engine's. A course without overrides gets the engine's own object back.
 */
export function withCourseOverrides<S extends { inventory: OverridableInventory }>(settings: S, stored: unknown): S {
  const overrides = courseOverridesOf(settings.inventory, stored);
  if (Object.keys(overrides).length === 0) return settings;
  const key = JSON.stringify(overrides);
  let byOverrides = merged.get(settings);
  if (!byOverrides) {
    byOverrides = new Map();
    merged.set(settings, byOverrides);
  }
  let course = byOverrides.get(key) as S | undefined;
  if (!course) {
    course = Object.freeze({ ...settings, inventory: Object.freeze({ ...settings.inventory, ...overrides }) });
    byOverrides.set(key, course);
  }
  return course;
}
