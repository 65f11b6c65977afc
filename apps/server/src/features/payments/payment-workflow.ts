import type { PaymentResult } from '@fairway/contract/payments.contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { recordSteps, type StepRecord } from './payment-steps.repository.ts';
import { required } from '@fairway/domain/shared/required';

// One way money moves (every feature's, hence shared/). A money operation (book a cart, pay a share, pay at check-in,
// bill an instalment, pay an account balance, refund a cancellation) is a sequence of steps under
// one operation id: authorise, the work, capture, and for each step that holds or took money the
// compensation that gives it back (void, refund). Every processor call's Idempotency-Key is
// `<operation id>:<step>`, so running an operation again, whole or one step, is a replay at the
// processor and charges once. When the work fails, the compensations run in reverse order; one
// that fails is recorded and handed to the payment-compensation job in the same transaction,
// which retries it with back-off until it succeeds and dead-letters it after its last try (staff
// see it). Nothing is swallowed.

/** The job kind that retries a failed compensation (defined by the payments feature: features/payments/payment-compensation.job.ts). */
export const PAYMENT_COMPENSATION_JOB = 'payment-compensation';

/**
 * Tries of a compensation before it is dead-lettered: with the runtime's back-off (30 s doubling,
 * capped at an hour) about seven hours of a processor being away. A processor's authorisation
 * lapses by itself after seven days; a refund does not, so a dead one needs staff.
 */
export const COMPENSATION_ATTEMPTS = 10;

/** An authorisation request of the app's processor (`app.payments`). */
export type AuthorizeInput = Parameters<FastifyInstance['payments']['authorize']>[0];

/** How a step's money is given back: a void of what is only authorised, a refund of what was captured. */
export interface Compensation {
  /** The compensation's own step name (its Idempotency-Key is `<operation>:<step>`). */
  step: string;
  action: 'void' | 'refund';
  paymentId: string;
  /** The refund's amount (a void releases the whole authorisation). */
  amountCents?: number;
}

/** What the payment-compensation job carries: the operation and the compensation to finish. */
export interface CompensationPayload extends Compensation {
  operationId: string;
}

/** What a compensation run left behind. */
export interface CompensationReport {
  /** Compensations that went through now. */
  done: Compensation[];
  /** Compensations that failed now and were handed to the payment-compensation job. */
  handedOver: Compensation[];
}

/** The operation's id for a checkout attempt, and the like: `<kind>:<subject>`. */
export const operationId = (kind: string, subject: string | number) => `${kind}:${subject}`;

/** The Idempotency-Key of a step of an operation. */
const stepKey = (operation: string, step: string) => `${operation}:${step}`;

/** A payment that holds money the operation would have to release: authorised, or on its way to it. */
const HOLDS_MONEY: ReadonlySet<PaymentResult['status']> = new Set(['authorized', 'staged']);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Options of an operation. */
export interface PaymentOperationOptions {
  /** The booking engine the operation is for (staff of that engine see its dead compensations). */
  engineId?: number | null;
  /**
   * Whether each forward step (an authorisation, a capture, the work) is written to
   * payment_steps as it happens (the default). A flow whose own rows already record them (a
   * checkout attempt keeps its payment ids and state, its order the capture) passes false to keep
   * its hot path's round trips: its forward steps are then written only with a compensation,
   * so a failed operation's record is whole.
   */
  recordForwardSteps?: boolean;
}

/**
 * One money operation. Forward calls (`authorize`, `capture`, `refund`, `void`) register what
 * would undo them; `work` runs the operation's own change and compensates when it throws;
 * `compensate` gives back everything registered so far, in reverse order.
 */
export class PaymentOperation {
  readonly engineId: number | null;
  private readonly recordForward: boolean;
  private readonly compensations: Compensation[] = [];
  /** Forward steps not yet written (recordForwardSteps: false). */
  private readonly unwritten: StepRecord[] = [];
  /** What every compensation run so far gave back or handed over. */
  private readonly given: CompensationReport = { done: [], handedOver: [] };

  constructor(
    private readonly app: FastifyInstance,
    readonly id: string,
    options: PaymentOperationOptions = {},
  ) {
    this.engineId = options.engineId ?? null;
    this.recordForward = options.recordForwardSteps ?? true;
  }

  /** The Idempotency-Key of one of this operation's steps. */
  key(step: string): string {
    return stepKey(this.id, step);
  }

  /** What would still be given back if the operation failed now (outermost last). */
  pending(): readonly Compensation[] {
    return this.compensations;
  }

  /** What the operation's compensations gave back so far, and what they handed to the job. */
  compensated(): CompensationReport {
    return { done: [...this.given.done], handedOver: [...this.given.handedOver] };
  }

  /** Registers a compensation the flow knows of (a payment authorised earlier, by another request). */
  compensateWith(compensation: Compensation): void {
    this.compensations.push(compensation);
  }

  /** The operation succeeded as far as these payments go: nothing of theirs is given back any more. */
  keep(paymentId: string): void {
    for (let index = this.compensations.length - 1; index >= 0; index--) {
      if (this.compensations[index]?.paymentId === paymentId) this.compensations.splice(index, 1);
    }
  }

  /**
   * Gives money back as a step of its own that must happen (a guarantee no longer needed, a
   * cancelled share's refund): now, or, when the processor fails, by the payment-compensation
   * job. True when it went through now.
   */
  async giveBack(compensation: Compensation): Promise<boolean> {
    const registered = this.compensations.splice(0);
    this.compensations.push(compensation);
    const report = await this.compensate();
    this.compensations.push(...registered);
    return report.handedOver.length === 0;
  }

  /** Authorises; a payment that holds money (or will once its challenge is passed) is voided if the operation fails. */
  async authorize(step: string, input: Omit<AuthorizeInput, 'idempotencyKey'>): Promise<PaymentResult> {
    let payment: PaymentResult;
    try {
      payment = await this.app.payments.authorize({ ...input, idempotencyKey: this.key(step) });
    } catch (error) {
      await this.record({
        step,
        action: 'authorize',
        state: 'failed',
        amountCents: input.amountCents,
        error: messageOf(error),
      });
      throw error;
    }
    const holds = HOLDS_MONEY.has(payment.status) || payment.status === 'redirect_required';
    await this.record({
      step,
      action: 'authorize',
      state: holds ? 'done' : 'failed',
      paymentId: payment.paymentId,
      amountCents: input.amountCents,
      error: holds ? null : `payment ${payment.status}`,
    });
    if (holds) this.compensations.push({ step: `${step}.void`, action: 'void', paymentId: payment.paymentId });
    return payment;
  }

  /** Captures (all, or `amountCents`); from then on the compensation of that payment is a refund of what was captured. */
  async capture(step: string, paymentId: string, amountCents?: number): Promise<PaymentResult> {
    let captured: PaymentResult;
    try {
      captured = await this.app.payments.capture({ paymentId, amountCents, idempotencyKey: this.key(step) });
    } catch (error) {
      await this.record({
        step,
        action: 'capture',
        state: 'failed',
        paymentId,
        amountCents: amountCents ?? null,
        error: messageOf(error),
      });
      throw error;
    }
    await this.record({ step, action: 'capture', state: 'done', paymentId, amountCents: captured.capturedCents });
    this.keep(paymentId);
    if (captured.capturedCents > 0)
      this.compensations.push({
        step: `${step}.refund`,
        action: 'refund',
        paymentId,
        amountCents: captured.capturedCents,
      });
    return captured;
  }

  /** A refund as the operation's own step (a cancellation's). */
  async refund(step: string, paymentId: string, amountCents: number): Promise<PaymentResult> {
    try {
      const result = await this.app.payments.refund({ paymentId, amountCents, idempotencyKey: this.key(step) });
      await this.record({ step, action: 'refund', state: 'done', paymentId, amountCents });
      return result;
    } catch (error) {
      await this.record({ step, action: 'refund', state: 'failed', paymentId, amountCents, error: messageOf(error) });
      throw error;
    }
  }

  /** A void as the operation's own step (a guarantee released once nothing is left for it to cover). */
  async void(step: string, paymentId: string): Promise<PaymentResult> {
    this.keep(paymentId);
    try {
      const result = await releaseAuthorisation(this.app, paymentId, this.key(step));
      await this.record({ step, action: 'void', state: 'done', paymentId });
      return result;
    } catch (error) {
      await this.record({ step, action: 'void', state: 'failed', paymentId, error: messageOf(error) });
      throw error;
    }
  }

  /** Runs the operation's own change; when it throws, what the operation holds is given back, then the error goes on. */
  async work<T>(step: string, run: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      this.unwritten.push(this.stepRecord({ step, action: 'work', state: 'failed', error: messageOf(error) }));
      await this.compensate();
      throw error;
    }
    await this.record({ step, action: 'work', state: 'done' });
    return result;
  }

  /**
   * Gives back what the operation holds, last step first. A compensation that fails is recorded
   * 'pending' and handed to the payment-compensation job in one transaction; the report says
   * which. Registered compensations are forgotten either way (each runs once here).
   */
  async compensate(): Promise<CompensationReport> {
    const report: CompensationReport = { done: [], handedOver: [] };
    const toRun = this.compensations.splice(0).reverse();
    const records: StepRecord[] = [];
    for (const compensation of toRun) {
      try {
        await runCompensation(this.app, { ...compensation, operationId: this.id });
        report.done.push(compensation);
        records.push(
          this.stepRecord({
            step: compensation.step,
            action: compensation.action,
            state: 'done',
            paymentId: compensation.paymentId,
            amountCents: compensation.amountCents ?? null,
          }),
        );
      } catch (error) {
        this.app.log.error(
          { err: error, operationId: this.id, step: compensation.step },
          'payments: a compensation failed; the payment-compensation job retries it',
        );
        report.handedOver.push(compensation);
        records.push(
          this.stepRecord({
            step: compensation.step,
            action: compensation.action,
            state: 'pending',
            paymentId: compensation.paymentId,
            amountCents: compensation.amountCents ?? null,
            error: messageOf(error),
          }),
        );
      }
    }
    this.given.done.push(...report.done);
    this.given.handedOver.push(...report.handedOver);
    const steps = [...this.unwritten.splice(0), ...records];
    if (report.handedOver.length === 0) {
      if (steps.length > 0) await recordSteps(this.app.db, steps);
      return report;
    }
    await this.app.db.transaction(async (tx) => {
      await recordSteps(tx, steps);
      for (const compensation of report.handedOver)
        await handOver(this.app, tx, { ...compensation, operationId: this.id }, this.engineId);
    });
    this.app.jobs.wake(PAYMENT_COMPENSATION_JOB);
    return report;
  }

  /** Writes a forward step now, or keeps it for the next write (recordForwardSteps: false). */
  private async record(step: Omit<StepRecord, 'operationId' | 'bookingEngineId'>): Promise<void> {
    const row = this.stepRecord(step);
    if (this.recordForward) await recordSteps(this.app.db, [row]);
    else this.unwritten.push(row);
  }

  private stepRecord(step: Omit<StepRecord, 'operationId' | 'bookingEngineId'>): StepRecord {
    return { ...step, operationId: this.id, bookingEngineId: this.engineId };
  }
}

/** Starts (or resumes, with the same id: every call a replay) a money operation. */
export function paymentOperation(
  app: FastifyInstance,
  id: string,
  options?: PaymentOperationOptions,
): PaymentOperation {
  return new PaymentOperation(app, id, options);
}

/**
 * Hands a compensation to the payment-compensation job inside the caller's transaction (with the
 * change that needs it). Its key is the compensation's, so handing it over twice queues it once.
 */
export async function handOver(
  app: FastifyInstance,
  tx: Database,
  payload: CompensationPayload,
  engineId: number | null,
  runAt?: Date,
): Promise<void> {
  await app.jobs.enqueue(tx, PAYMENT_COMPENSATION_JOB, payload, {
    key: stepKey(payload.operationId, payload.step),
    engineId,
    runAt,
  });
}

/** A compensation the caller runs after its commit is queued with it, to run this long later unless done by then (a replay if it was). */
export const SAFETY_NET_MS = 5 * 60_000;

/**
 * Voids an authorisation, or finds there is nothing left to void: a payment already voided,
 * expired, declined or never past its challenge holds no money. One that was captured meanwhile
 * cannot be voided: that is an error (its compensation is a refund, which the caller decides).
 */
async function releaseAuthorisation(
  app: FastifyInstance,
  paymentId: string,
  idempotencyKey: string,
): Promise<PaymentResult> {
  try {
    return await app.payments.void({ paymentId, idempotencyKey });
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'CONFLICT') throw error;
    const now = await app.payments.status(paymentId);
    if (HOLDS_MONEY.has(now.status) || now.capturedCents > 0) throw error;
    return now;
  }
}

/**
 * Runs one compensation with its operation's key (a retry is a replay). A void of a payment that
 * was captured after all (a capture whose answer was lost) becomes a refund of what it took.
 */
export async function runCompensation(app: FastifyInstance, payload: CompensationPayload): Promise<void> {
  const key = stepKey(payload.operationId, payload.step);
  if (payload.action === 'refund') {
    // Every refund compensation is recorded with its amount.
    await app.payments.refund({
      paymentId: payload.paymentId,
      amountCents: required(payload.amountCents, 'the amount of a refund compensation'),
      idempotencyKey: key,
    });
    return;
  }
  try {
    await releaseAuthorisation(app, payload.paymentId, key);
  } catch (error) {
    // (A status call that fails too fails this try: the job retries the whole compensation.)
    const now = await app.payments.status(payload.paymentId);
    if (now.capturedCents - now.refundedCents <= 0 || HOLDS_MONEY.has(now.status)) throw error;
    await app.payments.refund({
      paymentId: payload.paymentId,
      amountCents: now.capturedCents - now.refundedCents,
      idempotencyKey: `${key}.refund`,
    });
  }
}
