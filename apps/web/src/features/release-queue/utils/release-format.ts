import { formatWallClock } from '../../../shared/format/wall-clock.ts';

/** "Friday, July 24" for the released day (a course-local date). */
export function releaseDayLabel(day: string, locale: string): string {
  return formatWallClock(day, locale, { weekday: 'long', month: 'long', day: 'numeric' });
}
