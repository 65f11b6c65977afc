import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { replyNotFound } from '../plugins/error-handler.ts';
import { resolvePageBookingEngine } from '../plugins/tenant.ts';
import { cspDirectives, frameAncestorSources } from '../shared/content-security-policy.ts';
import { DomainError } from '../shared/domain-error.ts';

/** Where the SPA is and which alias a page without one gets. */
export interface SpaShellOptions {
  webDist: string;
  defaultAlias: string;
}

// Paths the SPA never owns: a miss there is a plain 404, not the HTML shell.
const NOT_SPA_PREFIXES = ['/api', '/docs', '/healthz', '/static', '/embed.js', '/demo-host', '/assets'];

/** Whether a request is a browser navigation to one of the SPA's own routes (/orders, /teetimes, ...). */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  const path = request.url.split('?')[0] ?? '/';
  return !NOT_SPA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The SPA's index.html for /, /index.html and every SPA route, never cached, with CSP
 * frame-ancestors taken from the page's booking engine; any other miss is a JSON 404.
 */
export default fp<SpaShellOptions>(
  async (app, { webDist, defaultAlias }) => {
    async function serveShell(request: FastifyRequest, reply: FastifyReply) {
      let html: string;
      try {
        html = await readFile(join(webDist, 'index.html'), 'utf8');
      } catch {
        throw new DomainError('SERVICE_UNAVAILABLE', 'The web app is not built: run `npm run build`');
      }
      const engine = await resolvePageBookingEngine(app.db, request, defaultAlias);
      const frameAncestors = frameAncestorSources(engine?.allowedOrigins ?? []);
      reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(frameAncestors) } });
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }

    app.get('/', { schema: { hide: true } }, serveShell);
    app.get('/index.html', { schema: { hide: true } }, serveShell);
    app.setNotFoundHandler((request, reply) =>
      isSpaNavigation(request) ? serveShell(request, reply) : replyNotFound(request, reply),
    );
  },
  { name: 'spa-shell', dependencies: ['database', 'security-headers'] },
);
