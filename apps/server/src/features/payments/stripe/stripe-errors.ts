import type { DeclineCode } from '@fairway/contract/payments.contract';
import Stripe from 'stripe';
import { DomainError } from '../../../shared/domain-error.ts';

// Stripe's errors (docs.stripe.com/error-codes, docs.stripe.com/declines/codes) onto the spec's
// answers: a card's decline becomes a declined payment with its decline text; Stripe being away
// (rate limit, its own error, a timeout, a lost connection) the spec's "Please try again.
// Something went wrong and we were unable to authorize your payment" on an authorisation and a
// 503 elsewhere (the payment workflow retries compensations); a reused Idempotency-Key with
// another body the 422 the sandbox answers; an action the payment's state refuses a 409.

const { StripeCardError, StripeIdempotencyError, StripeInvalidRequestError } = Stripe.errors;

/** The spec's decline of a Stripe error code or decline code (last_payment_error, or a card error). */
export function declineCodeOf(code: string | null | undefined, declineCode?: string | null): DeclineCode {
  if (declineCode === 'insufficient_funds' || code === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'expired_card' || declineCode === 'expired_card') return 'expired_card';
  if (
    code === 'authentication_required' ||
    declineCode === 'authentication_required' ||
    code === 'payment_intent_authentication_failure'
  )
    return 'authentication_failed';
  return 'card_declined';
}

/** A card error carrying the PaymentIntent it declined (the decline is an answer, not a failure). */
export function declinedIntentOf(error: unknown): Stripe.PaymentIntent | null {
  return error instanceof StripeCardError && error.payment_intent ? error.payment_intent : null;
}

/** Codes of an invalid request that mean "not in this payment's state". */
const STATE_CODES = new Set([
  'payment_intent_unexpected_state',
  'charge_not_refundable',
  'charge_already_refunded',
  'charge_already_captured',
  'setup_intent_unexpected_state',
]);

/**
 * The DomainError a Stripe error becomes. `authorising`: the call was an authorisation, whose
 * failures the golfer sees as the spec's decline text.
 */
export function domainErrorOf(error: unknown, authorising: boolean): Error {
  if (error instanceof DomainError) return error;
  if (error instanceof StripeIdempotencyError) return new DomainError('IDEMPOTENCY_KEY_REUSED');
  if (error instanceof StripeCardError)
    return new DomainError('PAYMENT_DECLINED', undefined, {
      declineCode: declineCodeOf(error.code, error.decline_code),
    });
  if (error instanceof StripeInvalidRequestError) {
    if (error.code === 'resource_missing')
      return authorising ? new DomainError('PAYMENT_TOKEN_INVALID') : new DomainError('NOT_FOUND');
    if (error.code && STATE_CODES.has(error.code))
      return new DomainError('CONFLICT', 'The payment is not in a state that allows this');
    if (error.code === 'amount_too_large')
      return new DomainError('BAD_REQUEST', 'The amount exceeds what the payment allows');
    if (error.statusCode === 429 || error.code === 'rate_limit') return unavailable(authorising);
  }
  // Rate limits, Stripe's own errors, timeouts and lost connections, a key Stripe refused: try again.
  return unavailable(authorising);
}

function unavailable(authorising: boolean): DomainError {
  return authorising
    ? new DomainError('PAYMENT_DECLINED', undefined, { declineCode: null, retryable: true })
    : new DomainError('SERVICE_UNAVAILABLE', 'The card processor is unavailable; please try again');
}
