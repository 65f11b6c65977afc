import { cartParamsSchema } from '@fairway/contract/cart.contract';
import {
  IDEMPOTENCY_HEADER,
  cartInvoiceBodySchema,
  cartInvoicePreviewSchema,
  cartInvoiceSchema,
  cartMetadataBodySchema,
  checkoutResultSchema,
  finalizePaymentBodySchema,
  invoiceSchema,
  orderParamsSchema,
  processPaymentBodySchema,
} from '@fairway/contract/checkout.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import { cardTokenRequestSchema, cardTokenResponseSchema } from '@fairway/contract/wallet.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firstLaneOf } from '../../plugins/database.ts';
import { abandonedPaymentsJob } from './abandoned-payments.job.ts';
import { pendingCapturesJob } from './pending-captures.job.ts';
import { checkoutContextOf, setGuestCookie } from './checkout-context.ts';
import { confirmationLanguage } from './confirmation-mail.ts';
import type { ConversionProvider } from './conversion-provider.ts';
import type { CheckoutMailerFor } from './booking.ts';
import {
  createCartInvoice,
  getInvoice,
  previewCartInvoice,
  requestCartCardToken,
  setCartMetadata,
} from './invoice.service.ts';
import { finalizePayment, processPayment } from './process-payment.service.ts';

/** What the checkout routes are built with. */
export interface CheckoutRoutesOptions {
  /** The mail outbox inside a transaction: the booking's confirmation commits with it. */
  mailerFor: CheckoutMailerFor;
  conversions: ConversionProvider;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  422: errorResponseSchema,
  502: errorResponseSchema,
};
const tags = ['checkout'];
const idempotentHeaders = tenantHeadersSchema.extend({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .max(255)
    .optional()
    .describe('Required: a replay with the same key returns the first answer; another body with it is a 422'),
  'accept-language': z.string().optional(),
});

/** Invoice, card entry, payment, finalisation and visit metadata of a cart (SPEC §7, under /api). */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { mailerFor, conversions }) => {
  const deps = { app, mailerFor, conversions };
  // Paying holds the golfer's card authorisation: its statements take connections before other work.
  const payDeps = { ...deps, app: firstLaneOf(app) };
  app.periodicJobs.register(abandonedPaymentsJob(app));
  app.periodicJobs.register(pendingCapturesJob(app));

  app.post(
    '/shopping-cart/:id/invoice',
    {
      schema: {
        tags,
        summary:
          "The cart's invoices: one per top-level item with SPEC §9 lines, taxes and what is due now or at the course",
        description:
          'Replaces the Open invoices of the cart (Closed ones are kept). Empty cart: 409 CART_EMPTY. Items priced in two currencies: 409 CONFLICT.',
        headers: tenantHeadersSchema,
        params: cartParamsSchema,
        body: cartInvoiceBodySchema.optional(),
        response: { 200: cartInvoiceSchema, ...errors },
      },
    },
    async (request) =>
      createCartInvoice(
        app,
        await checkoutContextOf(app, request),
        request.params.id,
        request.body?.memberFlow ?? false,
      ),
  );

  app.get(
    '/shopping-cart/:id/invoice-preview',
    {
      schema: {
        tags,
        summary:
          "What the cart's invoice will say, not stored: each top-level item's lines, the summary's groups and the totals",
        description:
          'Computed as POST …/invoice computes it (tee times whose hold lapsed left out), for the cart panel and /cart. A cart with nothing to pay answers no items and zero totals. Items priced in two currencies: 409 CONFLICT.',
        headers: tenantHeadersSchema,
        params: cartParamsSchema,
        response: { 200: cartInvoicePreviewSchema, ...errors },
      },
    },
    async (request) => previewCartInvoice(app, await checkoutContextOf(app, request), request.params.id),
  );

  app.get(
    '/invoice/:id',
    {
      schema: {
        tags,
        summary: "An invoice, for its cart's or order's owner (others 404)",
        headers: tenantHeadersSchema,
        params: orderParamsSchema,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) => getInvoice(app, await checkoutContextOf(app, request), request.params.id),
  );

  app.post(
    '/shopping-cart/:id/payment-token',
    {
      schema: {
        tags,
        summary: 'Hosted card entry for paying this cart (SPEC §3 token response), for guests and golfers',
        headers: tenantHeadersSchema,
        params: cartParamsSchema,
        body: cardTokenRequestSchema,
        response: { 200: cardTokenResponseSchema, ...errors },
      },
    },
    async (request) =>
      requestCartCardToken(app, await checkoutContextOf(app, request), request.params.id, request.body.originUrl),
  );

  app.post(
    '/shopping-cart/:id/process-payment',
    {
      schema: {
        tags,
        summary: 'Pays and books the cart: authorise → book → capture (Idempotency-Key required)',
        description:
          'Checks, in order: guest checkout allowed (401 GUEST_CHECKOUT_DISABLED), the SPEC §5 form (422 CHECKOUT_INVALID), invoiceTotalAmount equal to the current due-now total (409 INVOICE_CHANGED), memberBookingLimit (409 MEMBER_BOOKING_LIMIT), the card (new: paymentToken of POST …/payment-token; saved: walletOptionId with securityCode). A decline is 402 PAYMENT_DECLINED with nothing booked; an authentication challenge answers status redirect_required with redirectUrl; a tee time taken meanwhile is 410 INVENTORY_UNAVAILABLE after the authorisation is voided. A guest gets a guest session cookie to read the order.',
        headers: idempotentHeaders,
        params: cartParamsSchema,
        body: processPaymentBodySchema,
        response: { 200: checkoutResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await checkoutContextOf(payDeps.app, request);
      const language = confirmationLanguage(request.headers['accept-language'] ?? ctx.customer?.language);
      const outcome = await processPayment(
        payDeps,
        ctx,
        request.params.id,
        request.headers[IDEMPOTENCY_HEADER],
        request.body,
        language,
      );
      if (outcome.guestToken) setGuestCookie(reply, ctx.actor.engine.alias, outcome.guestToken, ctx.actor.now);
      return outcome.result;
    },
  );

  app.post(
    '/shopping-cart/:id/process-payment/finalize',
    {
      schema: {
        tags,
        summary:
          'Finishes a payment after the challenge (/payment-authorization): staged (poll again), completed, or PAYMENT_DECLINED',
        description: 'Idempotent by payment: once final, every call returns the first answer.',
        headers: tenantHeadersSchema,
        params: cartParamsSchema,
        body: finalizePaymentBodySchema,
        response: { 200: checkoutResultSchema, ...errors },
      },
    },
    async (request) =>
      finalizePayment(
        payDeps,
        await checkoutContextOf(payDeps.app, request),
        request.params.id,
        request.body.paymentId,
      ),
  );

  app.put(
    '/shopping-cart/:id/metadata',
    {
      schema: {
        tags,
        summary: "Keeps the visit's Google reserve-with token with the cart (checkout sends the conversion)",
        headers: tenantHeadersSchema,
        params: cartParamsSchema,
        body: cartMetadataBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setCartMetadata(app, await checkoutContextOf(app, request), request.params.id, request.body.googleRWGToken);
      return reply.status(204).send(null);
    },
  );
};
