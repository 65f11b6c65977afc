import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Tee-time cards rendered with the first paint: what a phone shows (a desktop's next two follow a task later). */
export const FIRST_BATCH = 3;
/**
 * The main-thread time one later batch may take on the golfer's own device. Lighthouse's phone
 * is a desktop CPU slowed four times, and a task over 50 ms there blocks a tap; 8 ms leaves room
 * for the style and layout that follow each batch.
 */
export const BATCH_BUDGET_MS = 8;
/** The most cards one later batch adds, however fast the device. */
export const MAX_BATCH = 8;

/**
 * The size of the next batch: as many cards as fit in the budget at the last batch's cost per
 * card, at least one. A fixed size was either too slow on a fast device or, on a slow one, a
 * long task per batch for the whole day (measured: 2 cards took 14–30 ms of one desktop CPU on a
 * busy day, over the budget on every one of fifty batches).
 */
export function nextBatchSize(lastBatchMs: number, lastBatchSize: number): number {
  if (lastBatchSize <= 0 || !(lastBatchMs > 0)) return 1;
  return Math.max(1, Math.min(MAX_BATCH, Math.floor(BATCH_BUDGET_MS / (lastBatchMs / lastBatchSize))));
}

/**
 * How many of `total` items to render: the first batch at once, then a batch more per task until
 * all are there, each batch sized by how long the last one took (nextBatchSize). A day of a
 * hundred tee times rendered in one go is a long task (over half a second on Lighthouse's mobile
 * CPU) during which a golfer's tap waits. `resetKey` (the search: date and courses) starts over
 * at the first batch; filtering the same search keeps what is rendered. `renderAll` (a
 * preselected tee time further down the day) skips the wait.
 */
export function useProgressiveCount(total: number, renderAll: boolean, resetKey = ''): number {
  const [progress, setProgress] = useState({ resetKey, count: FIRST_BATCH });
  const batch = useRef({ size: 1, startedAt: 0, added: 0 });
  const count = progress.resetKey === resetKey ? progress.count : FIRST_BATCH;
  const done = renderAll || count >= total;
  // Runs in the same task as the batch's render, before the browser lays it out.
  useLayoutEffect(() => {
    const current = batch.current;
    if (current.startedAt === 0) return;
    current.size = nextBatchSize(performance.now() - current.startedAt, current.added);
    current.startedAt = 0;
  }, [count]);
  useEffect(() => {
    if (done) return;
    // A macrotask per batch: the browser paints and answers input between them.
    const timer = setTimeout(() => {
      const current = batch.current;
      current.startedAt = performance.now();
      current.added = Math.min(current.size, total - count);
      setProgress({ resetKey, count: count + current.added });
    }, 0);
    return () => clearTimeout(timer);
  }, [done, count, resetKey, total]);
  return renderAll ? total : Math.min(total, count);
}
