/** When a rate is sold: ISO weekdays (1 = Monday … 7 = Sunday) and a local time-of-day band. */
export interface RateBand {
  daysOfWeek: readonly number[];
  /** First start minute after local midnight, inclusive. */
  startMinute: number;
  /** Last start minute after local midnight, exclusive. */
  endMinute: number;
}

/** Whether a local tee time `YYYY-MM-DDTHH:mm` falls in a rate's band (early bird, prime, twilight…). */
export function rateAppliesAt(band: RateBand, localTeeTime: string): boolean {
  const minute = Number(localTeeTime.slice(11, 13)) * 60 + Number(localTeeTime.slice(14, 16));
  return band.daysOfWeek.includes(isoWeekday(localTeeTime)) && minute >= band.startMinute && minute < band.endMinute;
}

/**
 * ISO weekday (1 = Monday … 7 = Sunday) of the calendar date a local date-time starts with.
 * The weekday of a calendar date does not depend on any time zone, so the date is read as UTC.
 * Search calls this for every rate of every tee time: it must stay cheap.
 */
export function isoWeekday(localDateTime: string): number {
  const day = new Date(
    Date.UTC(
      Number(localDateTime.slice(0, 4)),
      Number(localDateTime.slice(5, 7)) - 1,
      Number(localDateTime.slice(8, 10)),
    ),
  ).getUTCDay();
  return day === 0 ? 7 : day;
}
