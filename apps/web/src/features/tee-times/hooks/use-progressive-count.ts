import { useEffect, useState } from 'react';

/** Tee-time cards rendered with the first paint: what a phone shows (a desktop's next two follow a task later). */
export const FIRST_BATCH = 3;
/**
 * Cards added per later task. Two keep each task under Lighthouse's 50 ms on its mid-range phone
 * (measured: about 4 ms of a desktop CPU per card, four times that on the phone).
 */
export const NEXT_BATCH = 2;

/**
 * How many of `total` items to render: the first batch at once, then a batch more per task until
 * all are there. A day of a hundred tee times rendered in one go is a long task (measured: over
 * half a second on Lighthouse's mobile CPU) during which a golfer's tap waits. `resetKey` (the
 * search: date and courses) starts over at the first batch; filtering the same search keeps what
 * is rendered. `renderAll` (a preselected tee time further down the day) skips the wait.
 */
export function useProgressiveCount(total: number, renderAll: boolean, resetKey = ''): number {
  const [progress, setProgress] = useState({ resetKey, count: FIRST_BATCH });
  const count = progress.resetKey === resetKey ? progress.count : FIRST_BATCH;
  const done = renderAll || count >= total;
  useEffect(() => {
    if (done) return;
    // A macrotask per batch: the browser paints and answers input between them.
    const timer = setTimeout(() => setProgress({ resetKey, count: count + NEXT_BATCH }), 0);
    return () => clearTimeout(timer);
  }, [done, count, resetKey]);
  return renderAll ? total : Math.min(total, count);
}
