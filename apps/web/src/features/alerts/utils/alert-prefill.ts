/** What the "Alert me" offer carries from the search filters to the alerts form, as URL query. */
export interface AlertPrefill {
  date: string;
  facilityIds: number[];
  players: number | null;
  startHour: number | null;
  endHour: number | null;
  holes: number[];
}

/** The /alerts link of a prefill. */
export function alertPrefillHref(prefill: AlertPrefill): string {
  const query = new URLSearchParams({ new: '1', date: prefill.date });
  if (prefill.facilityIds.length) query.set('course', prefill.facilityIds.join(','));
  if (prefill.players) query.set('players', String(prefill.players));
  if (prefill.startHour !== null) query.set('start', String(prefill.startHour * 60));
  if (prefill.endHour !== null) query.set('end', String(Math.min(prefill.endHour * 60, 1439)));
  if (prefill.holes.length === 1) query.set('holes', String(prefill.holes[0]));
  return `/alerts?${query.toString()}`;
}

const int = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/** The form values a /alerts query asks for (anything malformed is left to the defaults). */
export function readAlertPrefill(
  query: URLSearchParams,
): Partial<{ date: string; facilityIds: number[]; players: number; start: number; end: number; holes: number }> {
  const date = query.get('date');
  const courses = (query.get('course') ?? '')
    .split(',')
    .map((part) => int(part, 1, 1e9))
    .filter((id): id is number => id !== null);
  const holes = int(query.get('holes'), 9, 18);
  const players = int(query.get('players'), 1, 4);
  const start = int(query.get('start'), 0, 1439);
  const end = int(query.get('end'), 0, 1439);
  return {
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
    ...(courses.length ? { facilityIds: courses } : {}),
    ...(players ? { players } : {}),
    ...(start !== null ? { start } : {}),
    ...(end !== null ? { end } : {}),
    ...(holes === 9 || holes === 18 ? { holes } : {}),
  };
}

/** How far either side of a booked-up tee time its "Tell me if this frees up" alert looks. */
const FREED_UP_WINDOW_MINUTES = 30;

/** The alert window (minutes after local midnight) around a local tee time `YYYY-MM-DDTHH:mm`, kept within its day. */
export function windowAround(teetime: string): { date: string; start: number; end: number } {
  const minute = Number(teetime.slice(11, 13)) * 60 + Number(teetime.slice(14, 16));
  return {
    date: teetime.slice(0, 10),
    start: Math.max(0, minute - FREED_UP_WINDOW_MINUTES),
    end: Math.min(1439, minute + FREED_UP_WINDOW_MINUTES),
  };
}
