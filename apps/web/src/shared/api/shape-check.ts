import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A response check for RTK Query's `rawResponseSchema` made of a plain type guard, for the first
 * screen's endpoints: it stops an answer the screen could not render (an old server, a proxy's
 * page) without loading zod. The contract's full check of every answer runs on the server.
 */
export function shapeCheck<T>(guard: (value: unknown) => value is T, message: string): StandardSchemaV1<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'fairway',
      validate: (value) => (guard(value) ? { value } : { issues: [{ message }] }),
    },
  };
}

/** True for a non-null object (a record of fields to check next). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
