// Storage inside a third-party iframe can be blocked (Safari, sandboxed frames, privacy modes):
// every read and write tolerates a missing or throwing Storage so the app still starts.

type StorageKind = 'localStorage' | 'sessionStorage';

function storage(kind: StorageKind): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** Reads a stored string, or null when absent or storage is unavailable. */
export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; silently does nothing when storage is unavailable. */
export function writeStored(kind: StorageKind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

/** Forgets a stored string; silently does nothing when storage is unavailable. */
export function removeStored(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
