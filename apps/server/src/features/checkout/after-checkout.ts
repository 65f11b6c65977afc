import type { CheckoutResult } from '@fairway/contract/checkout.contract';
import { merchantChangedOf } from '@fairway/domain/checkout/invoice';
import type { FastifyInstance } from 'fastify';
import type { CheckoutAttemptRow } from '../../db/schema/checkout.ts';
import type { BookingEngineRow } from '../../db/schema/facilities.ts';
import type { BookedCart } from './booking.ts';
import type { CheckoutPorts } from './checkout-ports.ts';
import { findEngineRow, recordCapture } from './checkout.repository.ts';
import { confirmationLanguage, confirmationMail } from './confirmation-mail.ts';
import type { ConversionProvider } from './conversion-provider.ts';

/** What the steps after a booking need. */
export interface AfterCheckoutDeps {
  app: FastifyInstance;
  ports: CheckoutPorts;
  conversions: ConversionProvider;
  /** The app's origin for links in the confirmation e-mail (absent: no manage links). */
  origin?: string;
  /** The request's booking engine (already looked up by the tenant plugin). */
  engine?: BookingEngineRow;
}

/**
 * After the booking committed: capture the authorisation, then send the confirmation e-mail and,
 * when the visit came with a reserve-with token, the Google conversion. The booking stands
 * whatever happens here; failures are logged (an uncaptured authorisation stays on the order).
 */
export async function afterCheckout(deps: AfterCheckoutDeps, attempt: CheckoutAttemptRow, booked: BookedCart): Promise<CheckoutResult> {
  const { app } = deps;
  let result = booked.result;
  if (booked.order.paymentId) {
    try {
      const captured = await app.payments.capture({ paymentId: booked.order.paymentId, idempotencyKey: `checkout-capture:${attempt.id}` });
      result = { ...result, paymentStatus: captured.status };
      await recordCapture(app.db, booked.order.id, captured.status, attempt.id, { kind: 'result', result });
    } catch (error) {
      app.log.error({ err: error, orderId: booked.order.id }, 'checkout: capture failed; the authorisation stays on the order');
    }
  }
  const order = result.order!;
  try {
    const engine = deps.engine?.id === attempt.bookingEngineId ? deps.engine : await findEngineRow(app.db, attempt.bookingEngineId);
    if (!engine) throw new Error(`booking engine ${attempt.bookingEngineId} not found`);
    // A guest has no Reservations tab: each reservation gets a signed link to manage it.
    const links = attempt.customerId === null && deps.origin && deps.ports.manageLinks ? await deps.ports.manageLinks(engine, deps.origin, order.reservations) : {};
    if (order.customer.email) await deps.ports.mailer.send(confirmationMail(order, engine, confirmationLanguage(attempt.language), links));
  } catch (error) {
    app.log.error({ err: error, orderId: order.orderId }, 'checkout: confirmation e-mail failed');
  }
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
