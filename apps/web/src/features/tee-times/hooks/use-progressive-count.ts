import { startTransition, useEffect, useState } from 'react';

/** Tee-time cards rendered with the first paint: more than a tall desktop screen shows. */
export const FIRST_BATCH = 12;

/**
 * How many of `total` items to render: the first batch at once, the rest after that first paint
 * (an effect; a transition under React). A day of a hundred tee times would otherwise be one
 * long task before the first card can paint or a tap be answered. `renderAll` (a preselected
 * tee time further down the day) skips the wait.
 */
export function useProgressiveCount(total: number, renderAll: boolean): number {
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (full || renderAll || total <= FIRST_BATCH) return;
    startTransition(() => setFull(true));
  }, [full, renderAll, total]);
  return full || renderAll ? total : Math.min(total, FIRST_BATCH);
}
