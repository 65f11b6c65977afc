import { addCalendarDays, localToday } from '@fairway/domain/tee-times/local-date';

/** The demo courses' zone: the bench server's tee sheets are in it. */
const DEMO_ZONE = 'America/New_York';

/** The demo courses' calendar date `days` from today there (YYYY-MM-DD). */
export const courseDate = (days: number) => addCalendarDays(localToday(new Date(), DEMO_ZONE), days);
