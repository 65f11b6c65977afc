/**
 * Resolves in a later task, so the work after it runs in its own task and the browser can paint
 * and answer input in between: on a phone, one long task blocks a tap for as long as it runs.
 * `scheduler.yield` (Chromium) resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
