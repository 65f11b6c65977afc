import type { CheckoutResult } from '@fairway/contract/checkout.contract';
import { merchantChangedOf } from '@fairway/domain/checkout/invoice';
import type { FastifyInstance } from 'fastify';
import type { CheckoutAttemptRow } from '../../db/schema/checkout.ts';
import type { BookedCart } from './booking.ts';
import { recordCapture } from './checkout.repository.ts';
import type { ConversionProvider } from './conversion-provider.ts';
import { operationId, paymentOperation, type PaymentOperation } from '../payments/payments.public.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { required } from '@fairway/domain/shared/required';

/**
 * A checkout attempt's money operation: its keys are `checkout:<attempt>:<step>`
 * (authorize, guarantee, capture, and their voids), whoever runs a step — the request, the
 * pending-captures job or the abandoned-payments sweep — so each step reaches the processor once.
 * The attempt row records the forward steps (payment_id, guarantee_payment_id, state) and the
 * order its capture; payment_steps gets them with a compensation, or the capture's own statement.
 */
export function checkoutOperation(
  app: FastifyInstance,
  attempt: Pick<CheckoutAttemptRow, 'id' | 'bookingEngineId'>,
): PaymentOperation {
  return paymentOperation(app, operationId('checkout', attempt.id), {
    engineId: attempt.bookingEngineId,
    recordForwardSteps: false,
  });
}

/** What the steps after a booking need. */
export interface AfterCheckoutDeps {
  app: FastifyInstance;
  conversions: ConversionProvider;
  /** The app's origin for links in the confirmation e-mail (absent: no manage links). */
  origin?: string;
  /** The request's booking engine (already looked up by the tenant plugin). */
  engine?: BookingEngineRow;
}

/**
 * After the booking committed (with its confirmation e-mail): capture the authorisation, then,
 * when the visit came with a reserve-with token, send the Google conversion. The booking stands
 * whatever happens here; failures are logged (an uncaptured authorisation stays on the order).
 */
export async function afterCheckout(
  deps: AfterCheckoutDeps,
  attempt: CheckoutAttemptRow,
  booked: BookedCart,
  operation = checkoutOperation(deps.app, attempt),
): Promise<CheckoutResult> {
  const { app } = deps;
  let result = booked.result;
  if (booked.order.paymentId) {
    try {
      const captured = await operation.capture('capture', booked.order.paymentId);
      result = { ...result, paymentStatus: captured.status };
      await recordCapture(
        app.db,
        booked.order.id,
        captured.status,
        attempt.id,
        { kind: 'result', result },
        {
          operationId: operation.id,
          engineId: attempt.bookingEngineId,
          paymentId: booked.order.paymentId,
          amountCents: captured.capturedCents,
        },
      );
    } catch (error) {
      // The booking stands: the pending-captures sweep hands the capture to its job (same key).
      app.log.error(
        { err: error, orderId: booked.order.id },
        'checkout: capture failed; the authorisation stays on the order',
      );
    }
  }
  const order = required(result.order, "a booked cart's order");
  if (booked.confirmationError)
    app.log.error({ err: booked.confirmationError, orderId: order.orderId }, 'checkout: confirmation e-mail failed');
  try {
    const { rwgToken } = booked;
    if (rwgToken) {
      const types = booked.computed.invoices.map((entry) => (entry.facility.isSimulator ? 'simulator' : 'course'));
      await deps.conversions.send({ orderId: order.orderId, rwgToken, merchantChanged: merchantChangedOf(types) });
    }
  } catch (error) {
    app.log.warn({ err: error, orderId: order.orderId }, 'checkout: Google conversion failed');
  }
  return result;
}
