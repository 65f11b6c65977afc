import { SANDBOX_GATEWAY_PATH, hostedCardSubmissionSchema } from '@fairway/contract/payments.contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { cspDirectives } from '../../shared/content-security-policy.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { challengePage, hostedCardPage } from './hosted-card-page.ts';
import { HOSTED_CARD_SCRIPT } from './hosted-card-script.ts';
import { findCheckoutSession, lockPayment } from './sandbox-gateway.repository.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

/** Options of the sandbox gateway's pages. */
export interface SandboxGatewayRoutesOptions {
  gateway: SandboxGateway;
  now: () => Date;
  /** CSP frame-ancestors for a merchant reference's hosted page (the tenant's allowed host origins). */
  frameAncestorsOf(reference: string): Promise<string[]>;
}

const tokenQuery = z.object({ token: z.string().max(200).optional() });

/**
 * The sandbox gateway's own pages, outside /api as a real processor's would be: the hosted
 * card page (GET shows it, POST tokenises the card) with its static script, and the
 * authentication challenge that returns the browser to the app's /payment-authorization.
 */
export function sandboxGatewayRoutes({ gateway, now, frameAncestorsOf }: SandboxGatewayRoutesOptions): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get(`${SANDBOX_GATEWAY_PATH}/hosted-card.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(HOSTED_CARD_SCRIPT),
    );

    app.get(`${SANDBOX_GATEWAY_PATH}/card`, { schema: { hide: true } }, async (request, reply) => {
      const { token } = tokenQuery.parse(request.query);
      const session = token ? await findCheckoutSession(app.db, token) : undefined;
      const live = session && session.expiresAt > now() && !session.cardToken;
      const appOrigin = session ? new URL(session.originUrl).origin : `${request.protocol}://${request.host}`;
      const ancestors = session ? await frameAncestorsOf(session.reference) : ["'self'"];
      reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(ancestors) } });
      const page = hostedCardPage({ token: live ? token : undefined, appOrigin, now: now() });
      return reply
        .code(token && !live ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page);
    });

    app.post(`${SANDBOX_GATEWAY_PATH}/card`, { schema: { hide: true }, bodyLimit: 4096 }, async (request, reply) => {
      const { token } = tokenQuery.parse(request.query);
      const body = hostedCardSubmissionSchema.safeParse(request.body);
      if (!token) throw new DomainError('PAYMENT_TOKEN_INVALID');
      if (!body.success) throw new DomainError('CARD_INVALID');
      const result = await gateway.tokenise(token, body.data);
      return reply.code(201).header('cache-control', 'no-store').send(result);
    });

    app.get<{ Params: { id: string } }>(`${SANDBOX_GATEWAY_PATH}/challenge/:id`, { schema: { hide: true } }, async (request, reply) => {
      const payment = await lockPayment(app.db, request.params.id);
      if (!payment) throw new DomainError('NOT_FOUND');
      const amount = new Intl.NumberFormat('en', { style: 'currency', currency: payment.currency }).format(payment.amountCents / 100);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(challengePage(payment.id, amount));
    });

    app.post<{ Params: { id: string } }>(`${SANDBOX_GATEWAY_PATH}/challenge/:id`, { schema: { hide: true } }, async (request, reply) => {
      const outcome = (request.body as Record<string, string> | undefined)?.outcome;
      const { result, returnUrl } = await gateway.completeChallenge(request.params.id, outcome === 'approve');
      const target = new URL(returnUrl ?? '/payment-authorization', `${request.protocol}://${request.host}`);
      target.searchParams.set('paymentId', result.paymentId);
      return reply.redirect(target.href, 303);
    });
  };
}
