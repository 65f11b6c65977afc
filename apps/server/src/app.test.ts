import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('unknown routes', () => {
  it.each(['/api/nope', '/api', '/nope.json', '/healthz/extra'])(
    'answers 404 NOT_FOUND with the error shape for %s',
    async (path) => {
      const response = await server.get(path);
      expect(response.status).toBe(404);
      const body = errorResponseSchema.parse(await response.json());
      expect(body.error.code).toBe('NOT_FOUND');
    },
  );

  it('answers 404 for a method the route does not have', async () => {
    const response = await fetch(`${server.baseUrl}/api/facilities`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(errorResponseSchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
  });

  it('does not answer an unknown API route with the HTML shell, even for a browser', async () => {
    const response = await server.get('/api/nope', { accept: 'text/html' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a bad request (malformed JSON) with 400, never 500', async () => {
    const response = await fetch(`${server.baseUrl}/api/facilities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oops',
    });
    expect(response.status).toBeLessThan(500);
    expect(errorResponseSchema.safeParse(await response.json()).success).toBe(true);
  });
});

describe('GET /healthz', () => {
  it('reports the database reachable', async () => {
    const response = await server.get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('OpenAPI', () => {
  it('publishes both facilities routes with their response schemas per status', async () => {
    const response = await server.get('/docs/json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        { get: { responses: Record<string, unknown>; parameters?: { name: string; in: string }[] } }
      >;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of ['/api/facilities', '/api/booking-engine']) {
      const operation = document.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation!.responses).sort()).toEqual(['200', '400', '404']);
      expect(operation!.parameters).toContainEqual(expect.objectContaining({ name: 'x-be-alias', in: 'header' }));
    }
    expect(document.paths['/healthz']).toBeDefined();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Facility', 'BookingEngine', 'FacilitySettings', 'ErrorResponse']),
    );
    // Files and the HTML shell are not API operations.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/') && path !== '/healthz')).toEqual([]);
  });

  it('serves Swagger UI and every asset it loads, under a CSP that allows them', async () => {
    const page = await server.get('/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline script the CSP would block
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      const response = await server.get(new URL(asset, `${server.baseUrl}/docs`).pathname);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
  });
});
