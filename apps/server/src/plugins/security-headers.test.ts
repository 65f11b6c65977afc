import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeaders from './security-headers.ts';
import { cspDirectives } from '../shared/content-security-policy.ts';

// The headers are helmet's, written once: every response must carry exactly what helmet's own
// middleware writes on a plain Node server for the same options, and an HTML page's
// frame-ancestors must replace only the CSP.

const options = (frameAncestors: string[]) => ({
  contentSecurityPolicy: { useDefaults: false as const, directives: cspDirectives(frameAncestors) },
  xFrameOptions: false as const,
  crossOriginOpenerPolicy: false as const,
  crossOriginEmbedderPolicy: false as const,
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
});

/** What helmet itself writes on a real response. */
async function helmetOwnHeaders(frameAncestors: string[]): Promise<Record<string, string>> {
  const middleware = helmet(options(frameAncestors));
  const server: Server = createServer((request, response) => middleware(request, response, () => response.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    return pickSecurityHeaders(answer.headers);
  } finally {
    server.close();
  }
}

const GENERAL = new Set(['content-length', 'content-type', 'date', 'connection', 'keep-alive']);
const pickSecurityHeaders = (headers: Headers) =>
  Object.fromEntries([...headers.entries()].filter(([name]) => !GENERAL.has(name)));

describe('security headers', () => {
  const app = Fastify();
  let base = '';

  beforeAll(async () => {
    await app.register(securityHeaders);
    app.get('/json', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) =>
      reply.frameAncestors(['https://club.example.com']).type('text/html').send('<p>page</p>'),
    );
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('writes on every response exactly what helmet writes, errors and 404s included', async () => {
    const expected = await helmetOwnHeaders(["'self'"]);
    expect(expected['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(expected['strict-transport-security']).toBeDefined();
    for (const path of ['/json', '/missing', '/fails']) {
      const answer = await fetch(`${base}${path}`);
      const headers = pickSecurityHeaders(answer.headers);
      for (const [name, value] of Object.entries(expected)) expect(headers[name], `${path} ${name}`).toBe(value);
      expect(headers['x-frame-options'], path).toBeUndefined();
    }
  });

  it('gives a page the CSP helmet writes for its frame-ancestors, the other headers unchanged', async () => {
    const expected = await helmetOwnHeaders(['https://club.example.com']);
    const headers = pickSecurityHeaders((await fetch(`${base}/page`)).headers);
    expect(headers['content-security-policy']).toBe(expected['content-security-policy']);
    expect(headers['content-security-policy']).toContain('frame-ancestors https://club.example.com');
    expect(headers['strict-transport-security']).toBe(expected['strict-transport-security']);
  });
});
