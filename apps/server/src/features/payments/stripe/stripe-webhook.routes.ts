import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { DomainError } from '../../../shared/domain-error.ts';
import { StripeProvider } from './stripe-provider.ts';
import { reconcileEvent } from './stripe-webhook.ts';

/** Where Stripe posts its events (the endpoint a course adds in its Dashboard: <PUBLIC_URL>/api/payments/stripe/webhook). */
const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

// Stripe's events are a few kilobytes; a charge with its refunds expanded stays well under this.
const EVENT_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/payments/stripe/webhook: Stripe's events, verified with the endpoint's signing secret
 * (`stripe.webhooks.constructEvent` on the raw body; 400 without a valid Stripe-Signature) and
 * reconciled with the ledger at most once per event (stripe-webhook.ts). Registered whatever the
 * processor, so the API document, the access matrix and the fuzzing see it; 404 unless
 * PAYMENT_PROVIDER=stripe.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature is over the exact bytes Stripe sent: this plugin keeps the JSON body as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    STRIPE_WEBHOOK_PATH.replace(/^\/api/, ''),
    {
      config: { signedWebhook: true },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary:
          "Stripe's events (signed): reconciles captures, cancellations, refunds and disputes with the ledger once",
        headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const provider = app.payments;
      if (!(provider instanceof StripeProvider))
        throw new DomainError('NOT_FOUND', 'Stripe is not the card processor of this server');
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof request.body !== 'string' || !signature) throw new Error('unsigned');
        event = provider.stripe.webhooks.constructEvent(request.body, signature, provider.settings.webhookSecret);
      } catch {
        throw new DomainError('BAD_REQUEST', 'The request does not carry a valid Stripe-Signature');
      }
      return reconcileEvent(app.db, provider, event);
    },
  );
};
