import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentSteps, type PaymentStepRow } from '../../db/schema/payments.ts';

/** A step as the workflow writes it. */
export interface StepRecord {
  operationId: string;
  step: string;
  action: 'authorize' | 'capture' | 'void' | 'refund' | 'work';
  state: 'done' | 'failed' | 'pending' | 'dead';
  paymentId?: string | null;
  amountCents?: number | null;
  bookingEngineId: number | null;
  error?: string | null;
}

/** Writes steps (one statement); a step written again (a replayed operation) takes its latest state. */
export async function recordSteps(db: Database, steps: StepRecord[]): Promise<void> {
  if (steps.length === 0) return;
  await db
    .insert(paymentSteps)
    .values(
      steps.map((step) => ({
        ...step,
        paymentId: step.paymentId ?? null,
        amountCents: step.amountCents ?? null,
        error: step.error ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [paymentSteps.operationId, paymentSteps.step],
      set: {
        state: sql`excluded.state`,
        paymentId: sql`coalesce(excluded.payment_id, ${paymentSteps.paymentId})`,
        amountCents: sql`coalesce(excluded.amount_cents, ${paymentSteps.amountCents})`,
        error: sql`excluded.error`,
        updatedAt: sql`now()`,
      },
    });
}

/** The steps of an operation, first first. */
export function stepsOf(db: Database, operationId: string): Promise<PaymentStepRow[]> {
  return db
    .select()
    .from(paymentSteps)
    .where(eq(paymentSteps.operationId, operationId))
    .orderBy(asc(paymentSteps.createdAt), asc(paymentSteps.step));
}
