import { useCallback, useState } from 'react';
import { searchedCourses } from '../api/tee-times-api.ts';

/** The last bookable day a refused search names (its BAD_REQUEST details say the window), if any. */
export function refusedLastDate(error: unknown): string | undefined {
  const details = (error as { data?: { error?: { details?: { lastDate?: unknown } } } } | undefined)?.data?.error
    ?.details;
  const lastDate = details?.lastDate;
  return typeof lastDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(lastDate) ? lastDate : undefined;
}

/**
 * The last bookable day of each set of searched courses, as the server's search answered it
 * (`bookingWindow.lastDate`, which follows a course's own booking window when its per-course
 * settings override the engine's). Unknown until that set was searched once.
 */
export function useBookingWindows(engineCourses: number[]) {
  const [windows, setWindows] = useState<Readonly<Record<string, string>>>({});
  const lastDateOf = useCallback(
    (course: number[]): string | undefined => windows[searchedCourses(course, engineCourses).join(',')],
    [windows, engineCourses],
  );
  /** Keeps what the search of `facilityIds` (the call's, joined) said its last day is. */
  const learn = useCallback((facilityIds: string, lastDate: string | undefined) => {
    if (!lastDate) return;
    setWindows((known) => (known[facilityIds] === lastDate ? known : { ...known, [facilityIds]: lastDate }));
  }, []);
  return { lastDateOf, learn };
}
