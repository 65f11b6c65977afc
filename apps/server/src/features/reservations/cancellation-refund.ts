import type { PaymentResult } from '@fairway/contract/payments.contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { reservationEvents } from '../../db/schema/reservations.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { engineIdOfReservation } from '../checkout/checkout.public.ts';
import { operationId, paymentOperation } from '../payments/payments.public.ts';
import { updateEventPayment } from './reservations.repository.ts';

// A cancellation's refund as a payment operation: the operation is the cancellation
// event's, its one step the refund (Idempotency-Key `reservation-refund:<event>:refund`), so every
// retry — the request's, the job's — refunds once.

/** The job kind that retries a cancellation's refund the processor did not answer. */
export const CANCELLATION_REFUND_JOB = 'cancellation-refund';

/** A refund to retry. */
export interface RefundItem {
  eventId: number;
  paymentId: string;
  amountCents: number;
}

/** The refund, and its answer recorded on the event; throws what the processor threw. */
export async function refundOnce(
  app: FastifyInstance,
  item: RefundItem,
  engineId: number | null,
): Promise<PaymentResult> {
  const result = await paymentOperation(app, operationId('reservation-refund', item.eventId), { engineId }).refund(
    'refund',
    item.paymentId,
    item.amountCents,
  );
  await updateEventPayment(app.db, item.eventId, { paymentStatus: result.status });
  return result;
}

/** A refusal is final (nothing captured, above what is left): refund_failed, for staff to settle. */
export function isRefusal(error: unknown): boolean {
  return error instanceof DomainError && error.status < 500;
}

/** The booking engine of a cancellation event (whose staff see its refund if it ends dead). */
async function engineOfEvent(db: Database, eventId: number): Promise<number | null> {
  const [row] = await db
    .select({ engineId: engineIdOfReservation(reservationEvents.reservationId) })
    .from(reservationEvents)
    .where(eq(reservationEvents.id, eventId));
  return row?.engineId ?? null;
}

/** Queues a refund the processor did not answer for the cancellation-refund job (one live item per event). */
export async function queueRefund(app: FastifyInstance, db: Database, item: RefundItem, runAt?: Date): Promise<void> {
  await app.jobs.enqueue(db, CANCELLATION_REFUND_JOB, item, {
    key: String(item.eventId),
    engineId: await engineOfEvent(db, item.eventId),
    runAt,
  });
}

/** Of these events, those whose refund item gave up (dead: staff retry it, the sweep does not queue it again). */
export async function deadRefunds(db: Database, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ key: jobs.key })
    .from(jobs)
    .where(
      and(eq(jobs.kind, CANCELLATION_REFUND_JOB), eq(jobs.state, 'dead'), inArray(jobs.key, eventIds.map(String))),
    );
  return new Set(rows.map((row) => Number(row.key)));
}

/**
 * The cancellation-refund job: the refund again with the event's key. A refusal marks the event
 * refund_failed and ends the item; any other failure is retried with back-off and, after the last
 * try, dead-lettered for staff (the event stays refund_pending).
 */
export function defineCancellationRefund(app: FastifyInstance): void {
  app.jobs.define<RefundItem>({
    kind: CANCELLATION_REFUND_JOB,
    async run(item, ctx) {
      try {
        await refundOnce(app, item, ctx.engineId);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        app.log.error({ err: error, eventId: item.eventId }, 'reservations: the processor refused a refund');
        await updateEventPayment(app.db, item.eventId, { paymentStatus: 'refund_failed' });
      }
    },
  });
}
