import { describe, expect, it } from 'vitest';
import { courseOverridesOf, withCourseOverrides } from './course-overrides.ts';

const settings = {
  inventory: {
    maxDaysOut: 14,
    sameDayReservationWindowMinutes: 30,
    reservationWindowType: 'sunrise-sunset',
    startTimeMinutesAfterSunrise: 0,
    endTimeMinutesBeforeSunset: -60,
    startTimeMinutesAfterMidnight: null as number | null,
    endTimeMinutesAfterMidnight: null as number | null,
    maxTeeTimesPerHour: 4,
    singlesMode: 'paired',
  },
  user: { guestCheckout: true },
};

describe('withCourseOverrides', () => {
  it("gives a course without overrides its engine's settings object itself", () => {
    expect(withCourseOverrides(settings, {})).toBe(settings);
    expect(withCourseOverrides(settings, null)).toBe(settings);
  });

  it("puts the course's values over the engine's inventory and keeps everything else the engine's", () => {
    const course = withCourseOverrides(settings, { maxDaysOut: 30, endTimeMinutesBeforeSunset: -120 });
    expect(course.inventory).toEqual({ ...settings.inventory, maxDaysOut: 30, endTimeMinutesBeforeSunset: -120 });
    expect(course.user).toBe(settings.user);
    expect(settings.inventory.maxDaysOut).toBe(14);
    // The same overrides over the same engine settings: the same object (the tee-sheet cache's key).
    expect(withCourseOverrides(settings, { endTimeMinutesBeforeSunset: -120, maxDaysOut: 30 })).toBe(course);
    expect(withCourseOverrides(settings, { maxDaysOut: 30, endTimeMinutesBeforeSunset: -120 })).toBe(course);
  });

  it('ignores what a course may not override and values of the wrong type', () => {
    expect(
      courseOverridesOf(settings.inventory, {
        singlesMode: 'never',
        maxDaysOut: '30',
        startTimeMinutesAfterMidnight: 420,
        endTimeMinutesAfterMidnight: null,
        reservationWindowType: 'minutes-after-midnight',
      }),
    ).toEqual({ startTimeMinutesAfterMidnight: 420, reservationWindowType: 'minutes-after-midnight' });
    expect(courseOverridesOf(settings.inventory, [1, 2])).toEqual({});
  });
});
