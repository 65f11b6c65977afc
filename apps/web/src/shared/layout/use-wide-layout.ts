import { isWideLayout } from '@fairway/domain/shared/layout';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the viewport currently gets the wide layout (above 900 px), updated on resize. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWideLayout(window.innerWidth),
    () => true,
  );
}
