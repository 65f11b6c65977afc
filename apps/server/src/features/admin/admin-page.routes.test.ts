import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
const ADMIN_HTML = '<!doctype html><title>Operator console</title><div id="admin-root"></div>';

beforeAll(async () => {
  server = await startTestServer();
  await writeFile(join(server.fixtures, 'admin', 'index.html'), ADMIN_HTML);
});
afterAll(() => server?.close());

describe('the operator console page', () => {
  it("serves the console build's index.html at /admin and below, never cached and never framed", async () => {
    for (const path of ['/admin', '/admin/', '/admin/tee-sheet?alias=demo']) {
      const response = await server.get(path, { accept: 'text/html' });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(ADMIN_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it("serves the console build's hashed files from /admin-assets, cached for a year", async () => {
    const response = await server.get('/admin-assets/admin-9c1d2e.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("console");\n');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the golfer shell for golfer routes and 404s a missing console asset', async () => {
    expect(await (await server.get('/teetimes', { accept: 'text/html' })).text()).toContain('Tee Times');
    expect((await server.get('/admin-assets/missing.js', { accept: 'text/html' })).status).toBe(404);
  });
});
