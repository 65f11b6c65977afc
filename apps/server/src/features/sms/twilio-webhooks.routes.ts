import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import twilio from 'twilio';
import { z } from 'zod';
import { DomainError } from '../../shared/domain-error.ts';
import { deliveryStatusOf, recordDeliveryReport, type ReportedMessage } from './delivery-reports.repository.ts';
import { recordOptOut } from './sms-opt-outs.repository.ts';
import { isE164 } from './sms-provider.ts';
import { optInWordOf } from './twilio-keywords.ts';
import { TWILIO_STATUS_PATH } from './twilio-sms-provider.ts';

/** What the webhooks are registered with (sms.area.ts). */
export interface TwilioWebhookOptions {
  /** The account's Auth Token, which signs every webhook; undefined when Twilio is not the provider (both answer 404). */
  authToken: string | undefined;
  /** The app's public origin: Twilio signs the URL it calls, which is the one we gave or set in its console. */
  origin: () => string;
  now: () => Date;
}

/** Twilio posts its parameters form-encoded, all strings. */
const twilioParamsSchema = z.record(z.string(), z.string());
const statusQuerySchema = z.object({ reference: z.string().max(100).optional() });
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['sms'];
// Up to 9 digits: an id the serial (int4) column can hold.
const OUTBOX_REFERENCE = /^sms-outbox:([1-9]\d{0,8})$/;
// Form posts of Twilio's size (an incoming message: up to 1600 characters of body and a few dozen fields).
const FORM_BODY_LIMIT = 64 * 1024;

/** The message a status callback is about: our reference in its URL, else its MessageSid. */
function reportedMessage(reference: string | undefined, params: Record<string, string>): ReportedMessage | undefined {
  const outboxId = OUTBOX_REFERENCE.exec(reference ?? '')?.[1];
  if (outboxId) return { outboxId: Number(outboxId) };
  return params.MessageSid ? { providerMessageId: params.MessageSid } : undefined;
}

/**
 * Twilio's webhooks, under /api (registered whatever the provider, so the API document, the
 * access matrix and the fuzzing see them; 404 unless SMS_PROVIDER=twilio):
 * - POST /sms/twilio/status: a message's status callback; records its delivery status;
 * - POST /sms/twilio/incoming: a message to our number; STOP and START words change who may be texted.
 * Both refuse (403) a request without a valid X-Twilio-Signature of the URL at the public origin.
 */
export const twilioWebhookRoutes: FastifyPluginAsyncZod<TwilioWebhookOptions> = async (
  app,
  { authToken, origin, now },
) => {
  // This plugin's own parser: other routes keep refusing form posts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** Refuses the request unless Twilio signed it with the account's Auth Token (the SDK's own check). */
  function verifySignature(request: FastifyRequest, params: Record<string, string>): void {
    if (authToken === undefined) throw new DomainError('NOT_FOUND', 'Twilio is not the SMS provider of this server');
    const signature = request.headers['x-twilio-signature'];
    const settings = request.headers['x-twilio-webhooks-signature-settings'];
    const algorithm = twilio.getSignatureAlgorithm(typeof settings === 'string' ? settings : undefined);
    const valid =
      typeof signature === 'string' &&
      twilio.validateRequest(authToken, signature, `${origin()}${request.url}`, params, algorithm);
    if (!valid) throw new DomainError('FORBIDDEN', 'The request does not carry a valid X-Twilio-Signature');
  }

  app.post(
    TWILIO_STATUS_PATH.replace(/^\/api/, ''),
    {
      config: { signedWebhook: true },
      schema: {
        tags,
        summary: "Twilio's status callback of a sent SMS (signed); records its delivery status, never moving back",
        querystring: statusQuerySchema,
        body: twilioParamsSchema,
        response: { 204: z.null().describe('Recorded (or already as far)'), ...errors },
      },
    },
    async (request, reply) => {
      verifySignature(request, request.body);
      const status = deliveryStatusOf(request.body.MessageStatus ?? '');
      const message = reportedMessage(request.query.reference, request.body);
      if (status && message) {
        await recordDeliveryReport(app.db, message, {
          status,
          errorCode: request.body.ErrorCode || undefined,
          at: now(),
        });
      }
      // Twilio retries a non-2xx callback; one we do not keep is answered as handled.
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sms/twilio/incoming',
    {
      config: { signedWebhook: true },
      schema: {
        tags,
        summary: "Twilio's incoming-message webhook (signed); STOP/START replies change who may be texted; empty TwiML",
        body: twilioParamsSchema,
        response: {
          200: {
            description: 'Empty TwiML: Twilio answers the keywords itself',
            content: { 'text/xml': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      verifySignature(request, request.body);
      const from = request.body.From ?? '';
      const word = optInWordOf(request.body);
      if (word !== undefined && isE164(from)) {
        await recordOptOut(app.db, { recipient: from, optedOut: word === 'stop', source: 'reply', at: now() });
      }
      return reply.type('text/xml; charset=utf-8').send(new twilio.twiml.MessagingResponse().toString());
    },
  );
};
