import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DomainError } from '../shared/domain-error.ts';

/**
 * The operator console's page: index.html of the console's own build (apps/admin, which golfers
 * never load) at /admin and every path under it, never cached and never framed. The page finds
 * its alias like the SPA (`?alias=`, else the host name's first label).
 */
export function adminPageRoutes(adminDist: string): FastifyPluginAsync {
  return async (app) => {
    async function servePage(_request: unknown, reply: FastifyReply) {
      let html: string;
      try {
        html = await readFile(join(adminDist, 'index.html'), 'utf8');
      } catch {
        throw new DomainError('SERVICE_UNAVAILABLE', 'The operator console is not built: run `npm run build`');
      }
      reply.frameAncestors(["'none'"]);
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    app.get('/admin', { schema: { hide: true } }, servePage);
    app.get('/admin/*', { schema: { hide: true } }, servePage);
  };
}
