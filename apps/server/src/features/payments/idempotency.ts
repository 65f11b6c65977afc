import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/statements.ts';
import { gatewayIdempotencyKeys } from '../../db/schema/payments.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { stableJson } from '../../shared/stable-json.ts';

/** A key's answer, for the operation to store with its last write (sandbox-gateway.repository's `captureWithLedgerAndCommit`). */
export interface KeyAnswer {
  operation: string;
  key: string;
  /** The answer as JSON text. */
  response: string;
}

/**
 * Given to an operation: `answerWith(result)` is the key's answer, for the operation to store
 * with its last write when it knows its answer before that write (one round trip less, issue
 * #19); then the answer is not written again.
 */
export interface IdempotentRun {
  answerWith(result: unknown): KeyAnswer;
}

const claimKey = preparedQuery('gateway_claim_idempotency_key', ['operation', 'key', 'requestHash'], (tx, p) =>
  tx
    .insert(gatewayIdempotencyKeys)
    .values({ operation: p.operation, key: p.key, requestHash: p.requestHash })
    .onConflictDoNothing()
    .returning({ key: gatewayIdempotencyKeys.key }),
);

/** A key with its answer, for an operation that claims it in the same statement as its write (`claimKeyAndInsertPayment`). */
export interface KeyClaim extends KeyAnswer {
  requestHash: string;
}

function requestHashOf(key: string, body: unknown): string {
  if (!key || key.length > 255)
    throw new DomainError('BAD_REQUEST', 'An Idempotency-Key of 1 to 255 characters is required');
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

/** The first answer of a key that was already there; the same key with another body is a 422. */
async function firstAnswer<T>(db: Database, operation: string, key: string, requestHash: string): Promise<T> {
  const [first] = await db
    .select()
    .from(gatewayIdempotencyKeys)
    .where(and(eq(gatewayIdempotencyKeys.operation, operation), eq(gatewayIdempotencyKeys.key, key)));
  if (!first || first.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  if (first.response === null) throw new DomainError('CONFLICT', 'The first request with this key is still running');
  return first.response as T;
}

/**
 * Runs once per (operation, key) an operation whose answer is known before its only write, and
 * whose write claims the key in the same statement (no transaction: one round trip instead of
 * four). A duplicate's claim waits for the first statement to finish, then the first
 * answer is returned.
 */
export async function runIdempotentWrite<T>(
  db: Database,
  operation: string,
  key: string,
  body: unknown,
  result: T,
  write: (claim: KeyClaim) => Promise<boolean>,
): Promise<T> {
  const requestHash = requestHashOf(key, body);
  const claimed = await write({ operation, key, requestHash, response: JSON.stringify(result) });
  return claimed ? result : firstAnswer<T>(db, operation, key, requestHash);
}

/** A key to claim: what `runIdempotentWith`'s claim statement inserts. */
export type KeyToClaim = Omit<KeyClaim, 'response'>;

/**
 * Runs an operation once per (operation, key). The key row is inserted first inside the
 * operation's transaction: a concurrent duplicate blocks on the primary key until the first
 * commits, then reads its answer. The same key with another body is a 422.
 */
export function runIdempotent<T>(
  db: Database,
  operation: string,
  key: string,
  body: unknown,
  run: (tx: Database, answer: IdempotentRun) => Promise<T>,
): Promise<T> {
  const claim = async (tx: Database, toClaim: KeyToClaim) => ({
    claimed: (await claimKey(tx, toClaim)).length > 0,
    locked: undefined,
  });
  return runIdempotentWith(db, operation, key, body, claim, (tx, answer) => run(tx, answer));
}

/**
 * `runIdempotent` whose first statement claims the key and also locks what the operation works on
 * (`claimKeyAndLockPayment`: one round trip less); `run` gets what it locked.
 */
export async function runIdempotentWith<T, Locked>(
  db: Database,
  operation: string,
  key: string,
  body: unknown,
  claim: (tx: Database, key: KeyToClaim) => Promise<{ claimed: boolean; locked: Locked }>,
  run: (tx: Database, answer: IdempotentRun, locked: Locked) => Promise<T>,
): Promise<T> {
  const requestHash = requestHashOf(key, body);
  return db.transaction(async (tx) => {
    const { claimed, locked } = await claim(tx, { operation, key, requestHash });
    if (!claimed) return firstAnswer<T>(tx, operation, key, requestHash);
    let answered = false;
    const answerWith = (result: unknown): KeyAnswer => {
      answered = true;
      return { operation, key, response: JSON.stringify(result) };
    };
    const result = await run(tx, { answerWith }, locked);
    if (answered) return result;
    await tx
      .update(gatewayIdempotencyKeys)
      .set({ response: result as object })
      .where(and(eq(gatewayIdempotencyKeys.operation, operation), eq(gatewayIdempotencyKeys.key, key)));
    return result;
  });
}
