import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_DIR } from '../paths.ts';
import { preferredEncoding } from '../shared/content-encoding.ts';
import { DomainError } from '../shared/domain-error.ts';

/** Where the built front ends are. */
interface StaticFilesOptions {
  webDist: string;
  adminDist: string;
  embedDist: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files: tenant images at /static, the built SPA's files at the root (hashed /assets cached
 * for a year, everything else revalidated), the operator console's hashed files at /admin-assets
 * (its page is routes/admin-page.ts), embed.js and the demo host page from apps/embed.
 * A front end that is not built answers 503 with a hint instead of stopping the server.
 */
export default fp<StaticFilesOptions>(
  async (app, { webDist, adminDist, embedDist }) => {
    // This registration decorates reply.sendFile, used for embed.js below.
    await app.register(fastifyStatic, {
      root: PUBLIC_DIR,
      prefix: '/static/',
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
    });

    if (existsSync(webDist)) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        decorateReply: false,
        cacheControl: false,
        // The build writes .br and .gz beside each text file: sent as the client accepts them.
        preCompressed: true,
        setHeaders: (res, path) => {
          const hashed = relative(webDist, path).startsWith(`assets${sep}`);
          res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn({ webDist }, 'the web app is not built: pages answer 503 until `npm run build` and a restart');
    }

    // Every file of the console's build folder is named by its content hash.
    const adminAssets = join(adminDist, 'admin-assets');
    if (existsSync(adminAssets)) {
      await app.register(fastifyStatic, {
        root: adminAssets,
        prefix: '/admin-assets/',
        index: false,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (res) => {
          res.setHeader('cache-control', IMMUTABLE);
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    app.get('/embed.js', { schema: { hide: true } }, async (request, reply) => {
      if (!(await isFile(join(embedDist, 'embed.js')))) {
        throw new DomainError('SERVICE_UNAVAILABLE', 'embed.js is not built: run `npm run build`');
      }
      // Host pages on other sites load this script, and its URL carries no hash.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'accept-encoding');
      // The build precompressed it (brotli and gzip) beside the plain file.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const precompressed =
        encoding && (await readFileOrNull(join(embedDist, `embed.js.${encoding === 'br' ? 'br' : 'gz'}`)));
      if (encoding && precompressed)
        return reply.type('text/javascript; charset=utf-8').header('content-encoding', encoding).send(precompressed);
      return reply.sendFile('embed.js', embedDist, { cacheControl: false });
    });

    await registerDemoHost(app, join(embedDist, 'demo-host'));
  },
  { name: 'static-files' },
);

async function registerDemoHost(app: FastifyInstance, root: string) {
  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/demo-host', // without the slash, so that /demo-host redirects to /demo-host/
      redirect: true,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    });
    return;
  }
  const notBuilt = async () => {
    throw new DomainError('SERVICE_UNAVAILABLE', 'The demo host page is not built: run `npm run build`');
  };
  app.get('/demo-host', { schema: { hide: true } }, notBuilt);
  app.get('/demo-host/*', { schema: { hide: true } }, notBuilt);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function readFileOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}
