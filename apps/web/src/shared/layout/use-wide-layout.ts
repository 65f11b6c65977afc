import { isWideLayout } from '@fairway/domain/shared/layout';
import { useSyncExternalStore } from 'react';

// The width is read once when this module loads and again on each resize, never while rendering:
// reading innerWidth after React has changed the page forces the browser to lay the whole page out
// in the middle of the render task (measured: the largest single cost of the first screen's render
// on a throttled phone), where its own rendering step would have done it once, after the task.
let viewportWidth = window.innerWidth;
// Registered before any component's listener, so each of them reads the new width.
window.addEventListener('resize', () => {
  viewportWidth = window.innerWidth;
});

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the viewport currently gets the wide layout (above 900 px), updated on resize. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWideLayout(viewportWidth),
    () => true,
  );
}
