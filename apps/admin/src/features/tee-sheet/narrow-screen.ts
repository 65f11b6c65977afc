import { useSyncExternalStore } from 'react';

/** A tablet or narrower: the tee sheet shows one course at a time (console.css switches its layout at the same width). */
const NARROW = '(max-width: 1100px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

function subscribe(changed: () => void): () => void {
  const list = media();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** Whether the console's window is a tablet's width or narrower (false where the browser cannot say). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
