import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { cspDirectives } from '../shared/content-security-policy.ts';

/**
 * Security headers on every response (helmet). The app lives in third-party iframes, so
 * framing is governed by CSP frame-ancestors alone: no X-Frame-Options, and no COOP/COEP.
 * The HTML shell replaces the CSP with its tenant's frame-ancestors (see routes/spa-shell.ts).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(["'self'"]) },
      xFrameOptions: false,
      crossOriginOpenerPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
