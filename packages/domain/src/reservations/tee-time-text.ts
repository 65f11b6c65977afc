import { dateTimeFormat } from '../shared/intl-cache.ts';
import { teeTimeInstantOrNull } from './reservation-lists.ts';

// A message read away from the course (an e-mail, an SMS) names the course's zone
// beside the time, so "8:00 AM EST" cannot be taken for 8:00 where the reader is.

const WITH_ZONE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * A local `YYYY-MM-DDTHH:mm` tee time at its facility, in the reader's language with the zone
 * beside it: "Thu, Dec 3, 2026, 8:10 AM EST" (en), "jeu. 3 déc. 2026, 08:10 UTC−5" (fr: Intl's own
 * name of the zone in that language). A time that is not a tee time is written as given.
 */
export function teeTimeWithZone(teetime: string, timeZone: string, language: string): string {
  const instant = teeTimeInstantOrNull(teetime, timeZone);
  return instant === null ? teetime : dateTimeFormat(language, { ...WITH_ZONE, timeZone }).format(instant);
}
