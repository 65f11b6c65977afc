// For values the code has already made certain (a row an INSERT … RETURNING wrote, the first
// item of a list checked non-empty, a map filled from the same keys): when one is missing
// anyway it is a bug, and failing here with its name beats an `undefined` surfacing later.

/** The value, or a thrown error naming what was missing. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none`);
  return value;
}
