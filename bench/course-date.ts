/** The demo courses' zone: the bench server's tee sheets are in it. */
const DEMO_ZONE = 'America/New_York';

/** The demo courses' calendar date `days` from today there (YYYY-MM-DD). */
export const courseDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
