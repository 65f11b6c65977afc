import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { type CspOptions, cspDirectives } from '../shared/content-security-policy.ts';

// Security headers on every response, as helmet writes them. The app lives in third-party
// iframes, so framing is governed by CSP frame-ancestors alone: no X-Frame-Options, and no
// COOP/COEP. Helmet's own Fastify plugin rebuilt its middleware (parsing every CSP directive) on
// each request, about 7 % of a search's CPU in the bench's profile; the headers depend only on the
// options, so helmet writes them once here and each request copies the finished set. The CSP
// allows Stripe.js only when the card processor is Stripe (`stripeJs`, from PAYMENT_PROVIDER).

declare module 'fastify' {
  interface FastifyReply {
    /** Replaces this response's CSP with one whose frame-ancestors are these sources (the HTML pages). */
    frameAncestors(sources: readonly string[]): FastifyReply;
  }
}

const optionsWith = (frameAncestors: readonly string[], csp: CspOptions): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(frameAncestors, csp) },
  xFrameOptions: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
});

/** The headers helmet writes for these options (no directive here reads the request). */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/** At most this many frame-ancestors lists keep their CSP (one per tenant allow-list in use). */
const CSP_CACHE_SIZE = 500;

export default fp<CspOptions>(
  async (app, csp) => {
    const everyResponse = helmetHeaders(optionsWith(["'self'"], csp));
    const policies = new Map<string, string>();
    const policyFor = (sources: readonly string[]) => {
      const key = sources.join(' ');
      let policy = policies.get(key);
      if (policy === undefined) {
        policy = helmetHeaders(optionsWith(sources, csp))['content-security-policy'] ?? '';
        if (policies.size >= CSP_CACHE_SIZE) policies.clear();
        policies.set(key, policy);
      }
      return policy;
    };
    app.decorateReply('frameAncestors', function (this, sources: readonly string[]) {
      return this.header('content-security-policy', policyFor(sources));
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(everyResponse);
      done();
    });
  },
  { name: 'security-headers' },
);
