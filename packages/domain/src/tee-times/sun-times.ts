import { DateTime } from 'luxon';
import { getTimes } from 'suncalc';

/** Sunrise and sunset of one local date at a place, as instants. */
export interface SunTimes {
  sunrise: DateTime;
  sunset: DateTime;
}

/**
 * Sunrise and sunset (upper limb on the horizon with standard refraction, as almanacs publish
 * them) of a calendar date at a latitude/longitude, expressed in the facility's time zone.
 * Computed locally with suncalc 2 (which, unlike 1.x, agrees with
 * published tables within a minute) from the local noon of that date, so the answer belongs to the
 * local day even far from Greenwich. Null in polar day or night, when the sun does not cross.
 */
export function sunTimesOn(date: string, latitude: number, longitude: number, timeZone: string): SunTimes | null {
  const noon = DateTime.fromISO(date, { zone: timeZone }).set({ hour: 12 });
  if (!noon.isValid) throw new RangeError(`Invalid date or time zone: ${date} ${timeZone}`);
  const times = getTimes(noon.toJSDate(), latitude, longitude);
  if (!times.sunrise || !times.sunset) return null;
  return {
    sunrise: DateTime.fromJSDate(times.sunrise, { zone: timeZone }),
    sunset: DateTime.fromJSDate(times.sunset, { zone: timeZone }),
  };
}
