import { createHash } from 'node:crypto';
import type { ErrorCode } from '@fairway/contract/errors.contract';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { stableJson } from '../../shared/stable-json.ts';
import { answerRequest, claimRequest, findRequest } from './reservations.repository.ts';

// Idempotency of cancel, pay-and-check-in and the desk's payment: the key is claimed (inserted)
// before any work, so a concurrent duplicate finds it and waits for the first answer; a replay
// returns that answer, and the same key with another body is 422.

type StoredAnswer<T> =
  { kind: 'result'; result: T } | { kind: 'error'; code: ErrorCode; message: string; details?: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Idempotency-Key header: undefined when absent, else 1 to 255 characters (400 otherwise). */
export function optionalKey(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255)
    throw new DomainError('BAD_REQUEST', 'An Idempotency-Key header of 1 to 255 characters is required');
  return value.trim();
}

/** The Idempotency-Key header, required. */
export function requiredKey(value: unknown): string {
  const key = optionalKey(value);
  if (!key) throw new DomainError('BAD_REQUEST', 'An Idempotency-Key header of 1 to 255 characters is required');
  return key;
}

/** A request's identity for idempotency. */
export interface IdempotentRequest {
  engineId: number;
  operation: 'cancel' | 'pay-and-checkin' | 'staff-cancel' | 'desk-payment' | 'staff-refund' | 'rain-check';
  key: string;
  reservationId: string;
  /** What must match on a replay (never a CVV). */
  body: unknown;
  /** The app clock (how long a claim counts as running is measured from it). */
  now: Date;
}

async function replay<T>(db: Database, request: IdempotentRequest, requestHash: string, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await findRequest(db, request.engineId, request.operation, request.key);
    if (!row || row.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    if (row.answer) {
      const answer = row.answer as StoredAnswer<T>;
      if (answer.kind === 'error') throw new DomainError(answer.code, answer.message, answer.details);
      return answer.result;
    }
    if (Date.now() >= deadline) throw new DomainError('CONFLICT', 'The first request with this key is still running');
    await sleep(50);
  }
}

/**
 * Runs `work` once per (engine, operation, key): claims the key, runs, stores the answer (a
 * DomainError's too) and returns it; a later or concurrent request with the key gets that answer.
 * `claim` runs in the claiming transaction (to refuse a second concurrent operation).
 */
export async function runOnce<T>(
  db: Database,
  request: IdempotentRequest,
  work: () => Promise<T>,
  claim?: (tx: Database) => Promise<void>,
  waitMs = 15_000,
): Promise<T> {
  const requestHash = createHash('sha256')
    .update(stableJson({ reservationId: request.reservationId, body: request.body }))
    .digest('hex');
  const claimed = await db.transaction(async (tx) => {
    const inserted = await claimRequest(tx, {
      bookingEngineId: request.engineId,
      operation: request.operation,
      idempotencyKey: request.key,
      reservationId: request.reservationId,
      requestHash,
      createdAt: request.now,
      updatedAt: request.now,
    });
    if (inserted && claim) await claim(tx);
    return inserted;
  });
  if (!claimed) return replay<T>(db, request, requestHash, waitMs);
  try {
    const result = await work();
    await answerRequest(db, request.engineId, request.operation, request.key, {
      kind: 'result',
      result,
    } satisfies StoredAnswer<T>);
    return result;
  } catch (error) {
    const answer: StoredAnswer<T> =
      error instanceof DomainError
        ? { kind: 'error', code: error.code, message: error.message, details: error.details }
        : { kind: 'error', code: 'INTERNAL', message: new DomainError('INTERNAL').message };
    await answerRequest(db, request.engineId, request.operation, request.key, answer);
    throw error;
  }
}
