import { createHash } from 'node:crypto';
import type { CheckoutResult, ProcessPaymentBody } from '@fairway/contract/checkout.contract';
import type { ErrorCode } from '@fairway/contract/errors.contract';
import type { Database } from '../../db/client.ts';
import type { CheckoutAttemptRow } from '../../db/schema/checkout.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { stableJson } from '../../shared/stable-json.ts';
import { attemptById } from './checkout.repository.ts';

// The idempotency side of checkout attempts: the request's hash, the stored first answer, and
// how a replay or a concurrent duplicate gets it.

/** The first answer of an attempt, replayed as is. */
export type StoredAnswer =
  { kind: 'result'; result: CheckoutResult } | { kind: 'error'; code: ErrorCode; message: string; details?: unknown };

/** The hash a replay must match: the cart and the body, without the CVV (never stored, not even hashed). */
export function requestHashOf(cartId: string, body: ProcessPaymentBody): string {
  const { securityCode: _cvv, ...formData } = body.formData;
  return createHash('sha256')
    .update(stableJson({ cartId, ...body, formData }))
    .digest('hex');
}

/** A failure as stored: a DomainError keeps its code, anything else is a generic payment failure. */
export function errorAnswer(error: unknown): StoredAnswer & { kind: 'error' } {
  if (error instanceof DomainError)
    return { kind: 'error', code: error.code, message: error.message, details: error.details };
  return { kind: 'error', code: 'PAYMENT_FAILED', message: new DomainError('PAYMENT_FAILED').message };
}

/** Returns a stored result or throws a stored error. */
function answerOf(stored: StoredAnswer): CheckoutResult {
  if (stored.kind === 'error') throw new DomainError(stored.code, stored.message, stored.details);
  return stored.result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer of an attempt that already exists: 422 when the body differs; its stored answer;
 * or, while the first request is still running, wait for it (up to `waitMs`) and then 409.
 */
export async function replayAttempt(
  db: Database,
  attempt: CheckoutAttemptRow,
  requestHash: string,
  waitMs = 15_000,
): Promise<CheckoutResult> {
  if (attempt.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  const deadline = Date.now() + waitMs;
  let current: CheckoutAttemptRow | undefined = attempt;
  while (current && (current.answer === null || current.state === 'running')) {
    if (Date.now() >= deadline) throw new DomainError('CHECKOUT_IN_PROGRESS');
    await sleep(50);
    current = await attemptById(db, attempt.id);
  }
  if (!current?.answer) throw new DomainError('CHECKOUT_IN_PROGRESS');
  return answerOf(current.answer as StoredAnswer);
}
