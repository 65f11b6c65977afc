import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** How a failed pay-and-check-in is told: a payment/card refusal (shown as is) or a generic failure. */
export type CheckInFailure = { kind: 'payment'; message: string } | { kind: 'other' };

/** SPEC §8: a 400 whose message mentions payment or card is toasted and the form reopens; otherwise a generic failure. */
export function checkInFailureKind(error: FetchBaseQueryError | SerializedError | undefined): CheckInFailure {
  if (!error || !('status' in error) || error.status !== 400) return { kind: 'other' };
  const body = error.data as { error?: { message?: unknown } } | undefined;
  const message = typeof body?.error?.message === 'string' ? body.error.message : '';
  return /payment|card/i.test(message) ? { kind: 'payment', message } : { kind: 'other' };
}
