/** The share of an answer's life after which the next request starts computing its successor. */
const REFRESH_AHEAD = 0.75;

interface Entry<Answer> {
  /** When the answer may no longer be sent: `ttlMs` after its computation started. */
  expires: number;
  /** From when a request starts computing the next answer, sent until then and meanwhile. */
  refreshAt: number;
  value: Promise<Answer>;
  /** The computed answer once it is there, for `peek`, which cannot read a promise. */
  answer?: Answer;
  refreshing: boolean;
}

/**
 * A per-process micro-cache of serialized search answers: identical searches arriving within
 * `ttlMs` share one computation (concurrent ones wait for the same promise) and one answer: its
 * JSON bytes and entity tag, so a hit neither serializes, encodes nor hashes again.
 * Search is a read of data that changes by the second at most; capacity itself is guarded by the
 * checkout transaction, never by what search showed. An answer is never sent more than `ttlMs`
 * after its computation started; in the last quarter of that, the next request starts computing
 * the successor while the answer is still sent, so under steady demand nobody waits for a
 * recomputation. `invalidate()` drops everything at once, refreshes under way included (cart and
 * checkout call it in this process after a lock or a booking; other processes see the change within
 * ttlMs). A ttlMs of 0 disables it.
 */
export function createSearchCache<Answer = SearchAnswer>(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<string, Entry<Answer>>();
  const start = (compute: () => Promise<Answer>, now: number): Entry<Answer> => {
    const entry: Entry<Answer> = {
      expires: now + ttlMs,
      refreshAt: now + ttlMs * REFRESH_AHEAD,
      value: compute(),
      refreshing: false,
    };
    entry.value.then(
      (answer) => {
        entry.answer = answer;
      },
      () => {},
    );
    return entry;
  };
  return {
    get(key: string, compute: () => Promise<Answer>): Promise<Answer> {
      if (ttlMs <= 0) return compute();
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        if (hit.answer !== undefined && !hit.refreshing && now >= hit.refreshAt) {
          hit.refreshing = true;
          const next = start(compute, now);
          // A failed refresh leaves the answer to its expiry; an invalidated one is dropped.
          next.value.then(
            () => {
              if (entries.get(key) === hit) entries.set(key, next);
            },
            () => {},
          );
        }
        return hit.value;
      }
      if (entries.size >= 1000) {
        for (const [entryKey, entry] of entries) if (entry.expires <= now) entries.delete(entryKey);
        if (entries.size >= 1000) entries.clear();
      }
      const entry = start(compute, now);
      entries.set(key, entry);
      // A failure (bad input, database down) is never served from the cache.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    /**
     * The live answer for `key` if it is computed, else undefined (none yet, still under way, or
     * due for its refresh, which only `get` can start): a read that never computes or waits.
     */
    peek(key: string): Answer | undefined {
      const hit = entries.get(key);
      const now = clock();
      if (!hit || hit.expires <= now || (!hit.refreshing && now >= hit.refreshAt)) return undefined;
      return hit.answer;
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
