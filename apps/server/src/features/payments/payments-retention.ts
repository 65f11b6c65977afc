import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gatewayCheckoutSessions, gatewayIdempotencyKeys } from '../../db/schema/payments.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { deleteInBatches, RETENTION_DAYS, RETENTION_SWEEP_EVERY_MS, retentionCutoff } from '../../shared/retention.ts';

// The key table also holds facts the Stripe adapter keeps for good (stripe/stripe-mirror.repository.ts):
// a reference's Stripe Customer, and the disputes already reconciled (money). Those never go.
const KEPT_FOR_GOOD = sql`('stripe:customer', 'stripe:dispute')`;
const WEBHOOK_EVENT_CLAIM = 'stripe:event';

function instant(at: Date) {
  return sql`${at.toISOString()}::timestamptz`;
}

/** Deletes idempotency keys and webhook event claims past their retention, and lapsed card-entry sessions; how many went. */
async function deleteOldGatewayRows(db: Database, now: Date): Promise<number> {
  const keysBefore = instant(retentionCutoff(now, RETENTION_DAYS.idempotencyKeys));
  const claimsBefore = instant(retentionCutoff(now, RETENTION_DAYS.webhookEventClaims));
  const keys = await deleteInBatches(db, {
    table: sql`${gatewayIdempotencyKeys}`,
    key: sql`operation, key`,
    where: sql`operation not in ${KEPT_FOR_GOOD} and operation <> ${WEBHOOK_EVENT_CLAIM} and created_at < ${keysBefore}`,
  });
  const claims = await deleteInBatches(db, {
    table: sql`${gatewayIdempotencyKeys}`,
    key: sql`operation, key`,
    where: sql`operation = ${WEBHOOK_EVENT_CLAIM} and created_at < ${claimsBefore}`,
  });
  const sessions = await deleteInBatches(db, {
    table: sql`${gatewayCheckoutSessions}`,
    key: sql`token`,
    where: sql`expires_at < ${instant(retentionCutoff(now, RETENTION_DAYS.cardEntrySessions))}`,
  });
  return keys + claims + sessions;
}

/** The payment tables' retention sweep (shared/retention.ts); the ledger and payments are never swept. */
export const paymentsRetentionSweep: PeriodicJob = {
  name: 'payments.retention',
  everyMs: RETENTION_SWEEP_EVERY_MS,
  run: (tx, now) => deleteOldGatewayRows(tx, now),
};
