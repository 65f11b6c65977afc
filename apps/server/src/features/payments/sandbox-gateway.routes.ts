import { SANDBOX_GATEWAY_PATH, hostedCardSubmissionSchema } from '@fairway/contract/payments.contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../shared/domain-error.ts';
import { gatewayLanguageOf } from './gateway-page-text.ts';
import { challengePage, hostedCardPage } from './hosted-card-page.ts';
import { precompressBody, sendPrecompressed } from '../../shared/content-encoding.ts';
import { HOSTED_CARD_SCRIPT } from './hosted-card-script.ts';
import { findCheckoutSession, lockPayment } from './sandbox-gateway.repository.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

/** Options of the sandbox gateway's pages. */
export interface SandboxGatewayRoutesOptions {
  gateway: SandboxGateway;
  now: () => Date;
  /** CSP frame-ancestors for a merchant reference's hosted page (the tenant's allowed host origins). */
  frameAncestorsOf(reference: string): Promise<string[]>;
  /** Card submissions one client IP may make per minute (per process). */
  cardEntryAttemptsPerMinute?: number;
}

/** Card submissions one checkout token may take per minute: a golfer fixing typos, not a card-testing script. */
export const CARD_ATTEMPTS_PER_TOKEN_PER_MINUTE = 10;

const tokenQuery = z.object({ token: z.string().max(200).optional() });

/** The checkout token of the query; a malformed one (too long, repeated) is a 400, never a 500. */
function tokenOf(request: FastifyRequest): string | undefined {
  const query = tokenQuery.safeParse(request.query);
  if (!query.success) throw new DomainError('BAD_REQUEST', 'The card entry token is not valid');
  return query.data.token;
}

/** The page's language: a `lang` the gateway does not speak (or a malformed one) falls back, never fails. */
function languageOf(request: FastifyRequest) {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return gatewayLanguageOf(
    typeof lang === 'string' ? lang.slice(0, 35) : undefined,
    request.headers['accept-language'],
  );
}

/**
 * The sandbox gateway's own pages, outside /api as a real processor's would be: the hosted
 * card page (GET shows it, POST tokenises the card) with its static script, and the
 * authentication challenge that returns the browser to the app's /payment-authorization.
 */
export function sandboxGatewayRoutes({
  gateway,
  now,
  frameAncestorsOf,
  cardEntryAttemptsPerMinute = 60,
}: SandboxGatewayRoutesOptions): FastifyPluginAsync {
  return async (app) => {
    // Only here (global: false): card-testing protection for the card POST, per client IP and per checkout token.
    await app.register(rateLimit, { global: false });
    const limiters = [
      app.createRateLimit({ max: cardEntryAttemptsPerMinute, timeWindow: 60_000 }),
      app.createRateLimit({
        max: CARD_ATTEMPTS_PER_TOKEN_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) => `token:${tokenQuery.safeParse(request.query).data?.token ?? ''}`,
      }),
    ];
    const limitCardAttempts = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of limiters) {
        const limit = await limiter(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw new DomainError('RATE_LIMITED', 'Too many card attempts. Please wait a minute and try again.');
        }
      }
    };

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    // Compressed once at start-up (the script is a constant), then sent as the client accepts.
    const hostedCardScript = precompressBody(HOSTED_CARD_SCRIPT);
    app.get(`${SANDBOX_GATEWAY_PATH}/hosted-card.js`, { schema: { hide: true } }, async (request, reply) =>
      sendPrecompressed(
        request,
        reply.header('cache-control', 'no-cache'),
        hostedCardScript,
        'text/javascript; charset=utf-8',
      ),
    );

    app.get(`${SANDBOX_GATEWAY_PATH}/card`, { schema: { hide: true } }, async (request, reply) => {
      const token = tokenOf(request);
      const session = token ? await findCheckoutSession(app.db, token) : undefined;
      const live = session && session.expiresAt > now() && !session.cardToken;
      const appOrigin = session ? new URL(session.originUrl).origin : `${request.protocol}://${request.host}`;
      const ancestors = session ? await frameAncestorsOf(session.reference) : ["'self'"];
      reply.frameAncestors(ancestors);
      const page = hostedCardPage({
        token: live ? token : undefined,
        sessionGone: Boolean(token && !live),
        appOrigin,
        now: now(),
        lang: languageOf(request),
      });
      return reply
        .code(token && !live ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page);
    });

    app.post(
      `${SANDBOX_GATEWAY_PATH}/card`,
      { schema: { hide: true }, bodyLimit: 4096, onRequest: limitCardAttempts },
      async (request, reply) => {
        const token = tokenOf(request);
        const body = hostedCardSubmissionSchema.safeParse(request.body);
        if (!token) throw new DomainError('PAYMENT_TOKEN_INVALID');
        if (!body.success) throw new DomainError('CARD_INVALID');
        const result = await gateway.tokenise(token, body.data);
        return reply.code(201).header('cache-control', 'no-store').send(result);
      },
    );

    app.get<{ Params: { id: string } }>(
      `${SANDBOX_GATEWAY_PATH}/challenge/:id`,
      { schema: { hide: true } },
      async (request, reply) => {
        const payment = await lockPayment(app.db, request.params.id);
        if (!payment) throw new DomainError('NOT_FOUND');
        const lang = languageOf(request);
        const amount = new Intl.NumberFormat(lang, { style: 'currency', currency: payment.currency }).format(
          payment.amountCents / 100,
        );
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(challengePage(payment.id, amount, lang));
      },
    );

    app.post<{ Params: { id: string } }>(
      `${SANDBOX_GATEWAY_PATH}/challenge/:id`,
      { schema: { hide: true } },
      async (request, reply) => {
        const outcome = (request.body as Record<string, string> | undefined)?.outcome;
        const { result, returnUrl } = await gateway.completeChallenge(request.params.id, outcome === 'approve');
        const target = new URL(returnUrl ?? '/payment-authorization', `${request.protocol}://${request.host}`);
        target.searchParams.set('paymentId', result.paymentId);
        return reply.redirect(target.href, 303);
      },
    );
  };
}
