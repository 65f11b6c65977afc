import cookie from '@fastify/cookie';
import { CSRF_HEADER } from '@fairway/contract/session.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { SandboxGolfIdProvider } from '../features/golf-id/golf-id.public.ts';
import { createMailer, TemplateAccountMailer } from '../features/mail/mail.public.ts';
import {
  type AccountMailer,
  ClientThrottle,
  type GolfIdProvider,
  PasswordHasher,
} from '../features/session/session.public.ts';
import { DomainError } from '../shared/domain-error.ts';
import { publicOrigin } from '../shared/public-origin.ts';

/** What the account features share: the clock, hashing, throttling, mail and the golf-ID provider. */
interface Accounts {
  now(): Date;
  hasher: PasswordHasher;
  throttle: ClientThrottle;
  mailer: AccountMailer;
  /** The golf-ID identity provider; null when none is configured (golf-ID login then fails). */
  golfId: GolfIdProvider | null;
  /** The app's own origin for this request (CSRF, return URLs, redirects): PUBLIC_URL, else the request's scheme and host. */
  originOf(request: FastifyRequest): string;
  /** The origin of every link in an e-mail, from a request or a job alike (shared/public-origin.ts). */
  linkOrigin(): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
  interface FastifyContextConfig {
    /**
     * A provider's server-to-server webhook (Twilio's status callback…): it reads no cookie and
     * proves its sender by a signature the route checks, so the CSRF check does not apply.
     */
    signedWebhook?: boolean;
  }
}

/** Options of the accounts plugin. */
interface AccountsOptions {
  config: Config;
  /** The clock (tests pin it to check lockout and expiry). */
  clock?: () => Date;
  /** A golf-ID provider instead of the sandbox. */
  golfId?: GolfIdProvider;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions that must be SameSite=None inside a third-party iframe: a
 * state-changing /api call must carry the custom header (a cross-site form or a no-CORS fetch
 * cannot add one) and, when the browser names an Origin, it must be the app's own.
 */
function checkCsrf(request: FastifyRequest, ownOrigin: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers[CSRF_HEADER] !== '1') {
    throw new DomainError('CSRF_REJECTED', `State-changing requests must send the ${CSRF_HEADER}: 1 header`);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin) {
    throw new DomainError('CSRF_REJECTED', 'The request came from another origin');
  }
}

/** Cookies, the accounts services, and the CSRF check of every state-changing /api call. */
export default fp<AccountsOptions>(
  async (app, { config, clock, golfId }) => {
    await app.register(cookie);
    const now = clock ?? (() => new Date());
    const originOf = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
    app.decorate('accounts', {
      now,
      hasher: new PasswordHasher(),
      throttle: new ClientThrottle(config.loginAttemptsPerMinute, now),
      mailer: new TemplateAccountMailer(createMailer(config.smtpUrl, app.db)),
      golfId: golfId ?? (config.golfIdSandbox ? new SandboxGolfIdProvider(app.db) : null),
      originOf,
      linkOrigin: () => publicOrigin(config, app.server.address()),
    } satisfies Accounts);
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.url?.startsWith('/api/') || request.routeOptions.config.signedWebhook) return;
      checkCsrf(request, originOf(request));
    });
  },
  { name: 'accounts', dependencies: ['database'] },
);
