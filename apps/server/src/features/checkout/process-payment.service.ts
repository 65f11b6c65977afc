import type { CheckoutResult, ProcessPaymentBody } from '@fairway/contract/checkout.contract';
import { redeemableAmount } from '@fairway/domain/store/gift-balance';
import type { PaymentResult } from '@fairway/contract/payments.contract';
import type { FastifyInstance } from 'fastify';
import type { CheckoutAttemptRow } from '../../db/schema/checkout.ts';
import { renewSessionToken } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { requireKey } from '../../shared/idempotency-key.ts';
import { errorAnswer, replayAttempt, requestHashOf, type StoredAnswer } from './attempt-answers.ts';
import { bookCart, type CheckoutMailerFor } from './booking.ts';
import { computeCartInvoice, memberFacilitiesOf, repricedItems, requireMembersRatesHeld } from './cart-invoice.ts';
import { type CheckoutContext, isAllowedOrigin, openCheckoutGuestSession } from './checkout-context.ts';
import { engineSettings } from '../facilities/facilities.public.ts';
import { checkedForm, type PublicCard, type StoredCheckoutForm } from './checkout-form-data.ts';
import {
  findAttempt,
  findAttemptByPayment,
  insertAttemptAndCommit,
  lockCartForAttempt,
  moveAttempt,
  paymentStartOf,
  setAttemptPayment,
  updateAttempt,
} from './checkout.repository.ts';
import { afterCheckout, checkoutOperation, type AfterCheckoutDeps } from './after-checkout.ts';
import type { PaymentOperation } from '../payments/payments.public.ts';
import { authorizeGuarantee, requireSplitPlan } from './split-checkout.ts';
import { creditBookPart } from './credit-book-checkout.ts';
import { requireProductsInStock } from './product-stock-check.ts';
import { upcomingReservationCount } from './orders.repository.ts';
import { required } from '@fairway/domain/shared/required';
import { ownedCart } from '../cart/cart.public.ts';
import { releaseCheckoutLimit } from '../release-queue/release-queue.public.ts';
import { findGiftTender } from '../store/store.public.ts';
import { savedCardOf } from '../wallet/wallet.public.ts';

/** What the checkout use cases run with. */
export interface CheckoutDeps extends AfterCheckoutDeps {
  app: FastifyInstance;
  mailerFor: CheckoutMailerFor;
}

/** A checkout answer, and the guest session to put in the guest cookie (guests only, first answer only). */
export interface CheckoutOutcome {
  result: CheckoutResult;
  guestToken: string | null;
}

// A "running" attempt older than this no longer blocks other attempts of its cart (its process died).
const RUNNING_ATTEMPT_STALE_MS = 2 * 60_000;

/** The merchant reference of a cart's hosted card entry. */
export const cartReference = (cartId: string) => `cart:${cartId}`;

async function resolveCard(
  deps: CheckoutDeps,
  ctx: CheckoutContext,
  cartId: string,
  body: ProcessPaymentBody,
): Promise<PublicCard | null> {
  const walletOptionId = body.formData.walletOptionId;
  if (walletOptionId) {
    const row = ctx.customer ? await savedCardOf(deps.app.db, ctx.customer.id, walletOptionId) : undefined;
    if (!row) throw new DomainError('NOT_FOUND', 'Unknown card');
    return row;
  }
  if (!body.paymentToken) return null;
  const card = await deps.app.payments.cardOfCheckout(body.paymentToken, cartReference(cartId));
  if (!card)
    throw new DomainError(
      'PAYMENT_TOKEN_INVALID',
      'The card entry has expired or was not completed; please enter the card again',
    );
  return card;
}

/** The certificate a typed code names and what it pays of `dueNow` (all of its balance up to the whole); GIFT_CODE_INVALID otherwise. */
async function giftPart(
  deps: CheckoutDeps,
  ctx: CheckoutContext,
  code: string,
  currencyCode: string,
  dueNow: number,
): Promise<{ id: string; amount: number } | null> {
  const tender = await findGiftTender(deps.app.db, ctx.actor.engine, code);
  if (!tender || tender.currencyCode !== currencyCode) throw new DomainError('GIFT_CODE_INVALID');
  const amount = redeemableAmount(tender.balance, dueNow);
  return amount > 0 ? { id: tender.id, amount } : null;
}

/**
 * Records a failed attempt's answer and throws it, after the operation gave back what it held
 * (payment-workflow.ts): 'voided' when its authorisations were released, 'abandoned' when a
 * release failed and was handed to the payment-compensation job, 'failed' when nothing was held.
 */
async function fail(
  deps: CheckoutDeps,
  attempt: CheckoutAttemptRow,
  error: unknown,
  operation: PaymentOperation | null,
): Promise<never> {
  const answer = errorAnswer(error);
  if (!(error instanceof DomainError)) deps.app.log.error({ err: error, attemptId: attempt.id }, 'checkout failed');
  if (operation && operation.pending().length > 0) await operation.compensate();
  const given = operation?.compensated() ?? { done: [], handedOver: [] };
  const state: CheckoutAttemptRow['state'] =
    given.handedOver.length > 0 ? 'abandoned' : given.done.length > 0 ? 'voided' : 'failed';
  await updateAttempt(deps.app.db, attempt.id, { state, answer });
  throw new DomainError(answer.code, answer.message, answer.details);
}

/** Books the cart (the operation's work), then captures; anything failing before the capture voids the authorisations (the guarantee's first). */
async function complete(
  deps: CheckoutDeps,
  attempt: CheckoutAttemptRow,
  payment: PaymentResult | null,
  operation: PaymentOperation,
): Promise<CheckoutResult> {
  const { app } = deps;
  let guaranteeId: string | null = null;
  try {
    guaranteeId = await authorizeGuarantee(deps, attempt, operation);
    if (guaranteeId) await updateAttempt(app.db, attempt.id, { guaranteePaymentId: guaranteeId });
  } catch (error) {
    return fail(deps, attempt, error, operation);
  }
  let booked: Awaited<ReturnType<typeof bookCart>>;
  try {
    // The operation's work: a booking that fails gives back the guarantee, then the payment.
    booked = await operation.work('book', () =>
      bookCart(deps, { ...attempt, guaranteePaymentId: guaranteeId }, payment, app.accounts.now(), {
        engine: deps.engine,
        origin: deps.origin,
      }),
    );
  } catch (error) {
    const wrapped =
      error instanceof DomainError
        ? error
        : new DomainError(
            'RESERVATION_FAILED',
            'There was an issue completing your reservation request. Please try again. (code 100)',
          );
    if (!(error instanceof DomainError))
      app.log.error({ err: error, attemptId: attempt.id }, 'checkout: booking failed');
    return fail(deps, attempt, wrapped, operation);
  }
  app.teeTimeSearchCache.invalidate();
  // Booked: the guarantee stays for the split's deadline; the payment is captured next.
  if (guaranteeId) operation.keep(guaranteeId);
  return afterCheckout(deps, attempt, booked, operation);
}

/** Authorises the due-now amount and books, or answers redirect_required / PAYMENT_DECLINED. */
async function pay(
  deps: CheckoutDeps,
  attempt: CheckoutAttemptRow,
  returnUrl: string,
  securityCode: string | undefined,
): Promise<CheckoutResult> {
  const operation = checkoutOperation(deps.app, attempt);
  if (attempt.amountCents === 0) return complete(deps, attempt, null, operation);
  let payment: PaymentResult;
  try {
    payment = await operation.authorize('authorize', {
      cardToken: required(attempt.cardToken, 'the card token of an attempt with an amount due'),
      amountCents: attempt.amountCents,
      currency: attempt.currencyCode,
      returnUrl,
      securityCode,
    });
  } catch (error) {
    return fail(deps, attempt, error, null);
  }
  await setAttemptPayment(deps.app.db, attempt.id, payment.paymentId, deps.app.accounts.now());
  if (payment.status === 'declined') {
    return fail(
      deps,
      attempt,
      new DomainError('PAYMENT_DECLINED', undefined, { declineCode: payment.declineCode }),
      null,
    );
  }
  if (payment.status === 'redirect_required') {
    const result: CheckoutResult = {
      status: 'redirect_required',
      paymentStatus: payment.status,
      paymentId: payment.paymentId,
      redirectUrl: payment.redirectUrl,
      order: null,
      items: [],
    };
    const answer: StoredAnswer = { kind: 'result', result };
    // updated_at on the app clock: the abandoned-payments sweep measures the 30 minutes from it.
    await updateAttempt(deps.app.db, attempt.id, {
      state: 'redirect_required',
      answer,
      updatedAt: deps.app.accounts.now(),
    });
    return result;
  }
  if (payment.status !== 'authorized') return fail(deps, attempt, new DomainError('PAYMENT_FAILED'), operation);
  return complete(deps, attempt, payment, operation);
}

/**
 * POST /shopping-cart/{id}/process-payment. A replay of the key returns the first answer (422
 * for another body); otherwise: who may check out, the SPEC §5 form, the due-now precondition,
 * the member booking limit and the card are checked before anything is written; then the
 * attempt is claimed (insert-first, one running attempt per cart), the amount authorised, the
 * cart booked and the payment captured.
 */
export async function processPayment(
  deps: CheckoutDeps,
  ctx: CheckoutContext,
  cartId: string,
  rawKey: unknown,
  body: ProcessPaymentBody,
  language: string,
): Promise<CheckoutOutcome> {
  const { app } = deps;
  const { actor } = ctx;
  const key = requireKey(rawKey);
  const requestHash = requestHashOf(cartId, body);
  const {
    existing,
    cart: cartOf,
    items: cartItems,
    facilities,
  } = await app.db.transaction((tx) =>
    paymentStartOf(tx, actor.engine.id, key, cartId, () => ownedCart(tx, actor, cartId)),
  );
  if (existing) {
    requireAttemptOwner(existing, ctx);
    const result = await replayAttempt(app.db, existing, requestHash);
    // A guest whose first answer (and its cookie) was lost in transit: the replay, which proved it
    // is the same request, gets the guest session back so the order stays readable.
    const { guestSessionId } = existing;
    const lostCookie =
      guestSessionId !== null && ctx.guestSessionId !== guestSessionId && result.status === 'completed';
    return { result, guestToken: lostCookie ? await renewSessionToken(app.db, guestSessionId, actor.now) : null };
  }

  const cart = cartOf();
  const settings = engineSettings(actor.engine);
  if (!ctx.customer && !settings.user.guestCheckout) throw new DomainError('GUEST_CHECKOUT_DISABLED');
  if (!isAllowedOrigin(body.returnUrl, ctx))
    throw new DomainError('BAD_REQUEST', 'returnUrl must be on this application or an allowed host page');
  const items = await repricedItems(app.db, cartItems, actor.customerId, actor.now);
  const memberFacilityIds = await memberFacilitiesOf(app.db, settings.user.memberGuestRate, ctx.customer?.id ?? null);
  requireMembersRatesHeld(items, memberFacilityIds);
  const provisional = await computeCartInvoice(
    app.db,
    items,
    { memberFlow: body.formData.memberFlow && settings.checkout.rewardsProgramMembers.enabled, memberFacilityIds },
    facilities,
  );
  const dueNow = provisional.totals.dueNow;
  const split = body.splitPayment ? requireSplitPlan(settings, ctx.customer !== null, provisional, actor.now) : null;
  const splitCents = split?.totalCents ?? 0;
  if (split && body.creditBookId)
    throw new DomainError('SPLIT_PAYMENT_UNAVAILABLE', undefined, {
      reason: 'a credit book cannot pay a split tee time',
    });
  const book = body.creditBookId
    ? await creditBookPart(app.db, actor.engine, ctx.customer?.id ?? null, body.creditBookId, provisional, actor.now)
    : null;
  const bookCents = book?.cents ?? 0;
  const gift = body.giftCode
    ? await giftPart(deps, ctx, body.giftCode, provisional.currencyCode, dueNow - splitCents - bookCents)
    : null;
  const cardAmount = dueNow - splitCents - bookCents - (gift?.amount ?? 0);
  const teeTimes = items.filter((item) => item.type === 'tee-time').length;
  const form = checkedForm(body, settings, cardAmount, teeTimes > 0);
  if (form.email === '' && ctx.customer) form.email = ctx.customer.email;
  if (body.invoiceTotalAmount !== dueNow) throw new DomainError('INVOICE_CHANGED', undefined, { dueNow });
  const limit = settings.user.memberBookingLimit;
  if (
    limit !== null &&
    teeTimes > 0 &&
    form.email !== '' &&
    (await upcomingReservationCount(app.db, actor.engine.id, form.email, actor.now)) + teeTimes > limit
  ) {
    throw new DomainError('MEMBER_BOOKING_LIMIT');
  }
  // Products sold past their stock are refused before the card is touched.
  await requireProductsInStock(app.db, items);
  const card = await resolveCard(deps, ctx, cart.id, body);
  const cardFingerprint = card ? await app.payments.cardFingerprint(card.token) : null;
  const releaseTeeTimes = items.flatMap((item) =>
    item.type === 'tee-time' && item.facilityId !== null
      ? [{ facilityId: item.facilityId, teetime: item.extra.teetime }]
      : [],
  );
  await releaseCheckoutLimit(app.db, {
    engine: actor.engine,
    customerId: actor.customerId,
    email: form.email,
    phone: form.phone,
    cardFingerprint,
    teeTimes: releaseTeeTimes,
    now: actor.now,
  });
  const isNewCard = card !== null && !body.formData.walletOptionId;
  if (split?.unpaidShares === 'charge-lead' && !card)
    throw new DomainError('SPLIT_PAYMENT_UNAVAILABLE', undefined, {
      reason: 'a card is needed to guarantee the shares',
    });
  const storedForm: StoredCheckoutForm = {
    ...form,
    memberFacilityIds,
    card: isNewCard && body.formData.saveCard && ctx.customer ? card : null,
    split: split ? { deadline: split.deadline.toISOString(), unpaidShares: split.unpaidShares } : null,
  };

  let guestToken: string | null = null;
  const attempt = await app.db.transaction(async (tx) => {
    // When another attempt runs, the transaction rolls a guest's first session back with the rest.
    const opensSession = !ctx.customer && ctx.guestSessionId === null;
    const since = new Date(actor.now.getTime() - RUNNING_ATTEMPT_STALE_MS);
    const { running, written: session } = await lockCartForAttempt(
      tx,
      cart.id,
      key,
      since,
      opensSession ? () => openCheckoutGuestSession(tx, ctx, form) : null,
    );
    if (running) throw new DomainError('CHECKOUT_IN_PROGRESS');
    const guestSessionId = session ? session.id : ctx.guestSessionId;
    if (session) guestToken = session.token;
    const row = await insertAttemptAndCommit(tx, {
      bookingEngineId: actor.engine.id,
      idempotencyKey: key,
      requestHash,
      cartId: cart.id,
      customerId: ctx.customer?.id ?? null,
      guestSessionId: ctx.customer ? null : guestSessionId,
      form: storedForm,
      language,
      amountCents: cardAmount,
      currencyCode: provisional.currencyCode,
      giftCertificateId: gift?.id ?? null,
      giftAmountCents: gift?.amount ?? 0,
      creditBookId: book?.id ?? null,
      creditBookCents: bookCents,
      splitCents,
      cardToken: card?.token ?? null,
      cardBrand: card?.brand ?? null,
      cardLastFour: card?.lastFour ?? null,
      cardFingerprint,
      saveCard: storedForm.card !== null,
      createdAt: actor.now,
      updatedAt: actor.now,
    });
    if (!row) guestToken = null;
    return row;
  });
  // A concurrent duplicate inserted the key first: wait for its answer.
  if (!attempt)
    return {
      result: await replayAttempt(
        app.db,
        required(await findAttempt(app.db, actor.engine.id, key), 'the attempt a concurrent duplicate inserted'),
        requestHash,
      ),
      guestToken: null,
    };
  const securityCode = body.formData.walletOptionId ? body.formData.securityCode.trim() : undefined;
  return {
    result: await pay(
      { ...deps, origin: app.accounts.linkOrigin(), engine: ctx.actor.engine },
      attempt,
      body.returnUrl,
      securityCode,
    ),
    guestToken,
  };
}

/** A golfer's attempt (and the order it answers with) is theirs alone; a guest's belongs to whoever holds its payment id or key. */
function requireAttemptOwner(attempt: { customerId: number | null }, ctx: CheckoutContext): void {
  if (attempt.customerId !== null && attempt.customerId !== ctx.actor.customerId)
    throw new DomainError('NOT_FOUND', 'Unknown payment');
}

/**
 * POST /shopping-cart/{id}/process-payment/finalize after the challenge: staged → staged (the
 * SPA polls), authorized → book and capture, declined → PAYMENT_DECLINED. Idempotent by
 * payment: once final, every call returns the first answer.
 */
export async function finalizePayment(
  deps: CheckoutDeps,
  ctx: CheckoutContext,
  cartId: string,
  paymentId: string,
): Promise<CheckoutResult> {
  const { app } = deps;
  const attempt = await findAttemptByPayment(app.db, ctx.actor.engine.id, paymentId);
  if (!attempt || attempt.cartId !== cartId) throw new DomainError('NOT_FOUND', 'Unknown payment');
  requireAttemptOwner(attempt, ctx);
  // A guest's final answer is replayed to whoever holds the (unguessable) payment id, even once the cart has expired.
  if (attempt.state !== 'redirect_required') return replayAttempt(app.db, attempt, attempt.requestHash);
  await ownedCart(app.db, ctx.actor, cartId);
  const payment = await app.payments.status(paymentId);
  if (payment.status === 'staged' || payment.status === 'redirect_required') {
    return {
      status: payment.status,
      paymentStatus: payment.status,
      paymentId,
      redirectUrl: payment.redirectUrl,
      order: null,
      items: [],
    };
  }
  // Only one finalize moves the attempt on; the others wait for its answer.
  if (!(await moveAttempt(app.db, attempt.id, 'redirect_required', 'running')))
    return replayAttempt(app.db, attempt, attempt.requestHash);
  if (payment.status === 'declined')
    return fail(
      deps,
      attempt,
      new DomainError('PAYMENT_DECLINED', undefined, { declineCode: payment.declineCode }),
      null,
    );
  if (payment.status !== 'authorized') return fail(deps, attempt, new DomainError('PAYMENT_FAILED'), null);
  // The authorisation the first request made is this operation's to release if anything fails now.
  const operation = checkoutOperation(app, attempt);
  operation.compensateWith({ step: 'authorize.void', action: 'void', paymentId });
  return complete(
    { ...deps, origin: app.accounts.linkOrigin(), engine: ctx.actor.engine },
    attempt,
    payment,
    operation,
  );
}
