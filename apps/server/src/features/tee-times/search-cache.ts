/**
 * A per-process micro-cache of serialized search answers: identical searches arriving within
 * `ttlMs` share one computation (concurrent ones wait for the same promise) and one answer: its
 * JSON bytes and entity tag, so a hit neither serializes, encodes nor hashes again.
 * Search is a read of data that changes by the second at most; capacity itself is guarded by the
 * checkout transaction, never by what search showed. `invalidate()` drops everything at once
 * (cart and checkout call it in this process after a lock or a booking; other processes see the
 * change within ttlMs). A ttlMs of 0 disables it.
 */
export function createSearchCache<Answer = SearchAnswer>(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<Answer> }>();
  return {
    get(key: string, compute: () => Promise<Answer>): Promise<Answer> {
      if (ttlMs <= 0) return compute();
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= 1000) {
        for (const [entryKey, entry] of entries) if (entry.expires <= now) entries.delete(entryKey);
        if (entries.size >= 1000) entries.clear();
      }
      const value = compute();
      entries.set(key, { expires: now + ttlMs, value });
      // A failure (bad input, database down) is never served from the cache.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate(): void {
      entries.clear();
    },
  };
}

/** A search answer as sent: the JSON body's UTF-8 bytes and its entity tag. */
export interface SearchAnswer {
  /**
   * Bytes, not a string: a string body is measured (Buffer.byteLength) and encoded again by
   * every response, 55 KB twice per hit, which the bench's static route of the same bytes never pays.
   */
  body: Buffer;
  etag: string;
}

/** The cache's interface. */
export type SearchCache = ReturnType<typeof createSearchCache<SearchAnswer>>;
