import { createHash } from 'node:crypto';
import type { ErrorCode } from '@fairway/contract/errors.contract';
import type { AccountPaymentResult } from '@fairway/contract/pro-profile.contract';
import type { CurrencyCode } from '@fairway/domain/facilities/feature-areas';
import { accountPaymentProblem } from '@fairway/domain/pro-profile/statements';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ProAccountPaymentRow } from '../../db/schema/pro-profile.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { stableJson } from '../../shared/stable-json.ts';
import { operationId, paymentOperation } from '../payments/payments.public.ts';
import { payingCardOf } from '../wallet/wallet.public.ts';
import { localDate, type ProContext, requireFlag } from './pro-access.ts';
import {
  balancesOf,
  claimPayment,
  findPayment,
  insertEntry,
  lockMember,
  runningPaymentsOf,
  settlePayment,
} from './pro-profile.repository.ts';

type StoredAnswer =
  { kind: 'result'; result: AccountPaymentResult } | { kind: 'error'; code: ErrorCode; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answerOf(row: ProAccountPaymentRow): AccountPaymentResult | null {
  if (!row.answer) return null;
  const answer = row.answer as StoredAnswer;
  if (answer.kind === 'error') throw new DomainError(answer.code, answer.message);
  return answer.result;
}

async function replay(
  db: Database,
  memberId: string,
  key: string,
  requestHash: string,
  waitMs: number,
): Promise<AccountPaymentResult> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await findPayment(db, memberId, key);
    if (!row || row.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    const result = answerOf(row);
    if (result) return result;
    if (Date.now() >= deadline) throw new DomainError('CONFLICT', 'The first request with this key is still running');
    await sleep(50);
  }
}

/** The body of a payment: the whole balance (payAccountBalance) or an amount the member chooses (creditAccountPayment). */
export interface PaymentRequest {
  kind: 'balance' | 'amount';
  amount?: number;
  walletOptionId: string;
}

/**
 * POST /profile/pro/credit-account/payments. The key is claimed with the amount (the member row
 * locked, so two payments cannot together pay more than the balance) before the card is charged;
 * a replay or a concurrent duplicate gets the first answer, so one key charges once. A captured
 * payment is a ledger entry dated now: it shows on the next statement.
 */
export async function payAccount(
  app: FastifyInstance,
  ctx: ProContext,
  body: PaymentRequest,
  key: string,
  now: Date,
  waitMs = 15_000,
): Promise<AccountPaymentResult> {
  const billing = ctx.settings.billingDisplay;
  requireFlag(body.kind === 'balance' ? billing.payAccountBalance : billing.creditAccountPayment);
  const { member, facility } = ctx.current;
  const requestHash = createHash('sha256')
    .update(stableJson({ facilityId: facility.id, ...body }))
    .digest('hex');
  const card = await payingCardOf(app.db, ctx.customer.id, body.walletOptionId);
  if (!card) throw new DomainError('NOT_FOUND', 'Card not found');

  const claimed = await app.db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const existing = await findPayment(tx, member.id, key);
    if (existing) return null;
    const payable =
      ((await balancesOf(tx, [member.id])).get(member.id) ?? 0) - (await runningPaymentsOf(tx, member.id));
    const amount = body.kind === 'balance' ? payable : (body.amount ?? 0);
    if (accountPaymentProblem(amount, payable) !== null)
      throw new DomainError(
        'VALIDATION_FAILED',
        'The payment amount must be more than zero and no more than the account balance.',
      );
    return claimPayment(tx, {
      memberId: member.id,
      idempotencyKey: key,
      requestHash,
      kind: body.kind,
      amount,
      walletCardId: card.id,
      createdAt: now,
      updatedAt: now,
    });
  });
  if (!claimed) return replay(app.db, member.id, key, requestHash, waitMs);

  const currency = facility.currencyCode as CurrencyCode;
  // The claimed payment's operation: authorise, capture; whatever fails gives back
  // what the operation holds (a void that fails is retried by the payment-compensation job).
  const operation = paymentOperation(app, operationId('pro-account', claimed.id), {
    engineId: ctx.customer.bookingEngineId,
  });
  let paymentId: string | null = null;
  try {
    const authorized = await operation.authorize('authorize', {
      cardToken: card.token,
      amountCents: claimed.amount,
      currency,
      returnUrl: 'https://fairway.invalid/pro-account-payment',
    });
    paymentId = authorized.paymentId;
    const captured =
      authorized.status === 'authorized' ? await operation.capture('capture', authorized.paymentId) : authorized;
    if (captured.status !== 'captured') throw new DomainError('PAYMENT_DECLINED');
  } catch (failure) {
    await operation.compensate();
    const error = failure instanceof DomainError ? failure : new DomainError('PAYMENT_FAILED');
    await settlePayment(app.db, claimed.id, {
      status: 'failed',
      paymentId,
      answer: { kind: 'error', code: error.code, message: error.message } satisfies StoredAnswer,
      updatedAt: new Date(),
    });
    throw error;
  }

  return app.db.transaction(async (tx) => {
    await insertEntry(tx, {
      memberId: member.id,
      kind: 'payment',
      category: 'payment',
      amount: claimed.amount,
      description: `Online payment – ${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.lastFour}`,
      occurredAt: now,
      paymentRequestId: claimed.id,
    });
    const balance = (await balancesOf(tx, [member.id])).get(member.id) ?? 0;
    const result: AccountPaymentResult = {
      paymentId,
      amount: claimed.amount,
      currencyCode: currency,
      balance,
      date: localDate(now, facility.timeZone),
    };
    await settlePayment(tx, claimed.id, {
      status: 'paid',
      paymentId,
      answer: { kind: 'result', result } satisfies StoredAnswer,
      updatedAt: new Date(),
    });
    return result;
  });
}
