import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShellBootstrap } from '@fairway/contract/facilities.contract';
import { bookingEngines } from '../db/schema/facilities.ts';
import { FIXTURE_INDEX_HTML, startTestServer, type TestServer } from '../test/test-server.ts';
import { escapeHtml } from '../shared/html-page.ts';
import {
  ENGINE_NAME_MARKER,
  HEADER_ELEMENT_TIMING,
  HEADER_MARKER,
  STATIC_SHELL_MARKER,
  bootstrapBlock,
  headerImagePreload,
  staticHeader,
  staticShellAttributes,
} from './spa-shell.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HTML = { accept: 'text/html,application/xhtml+xml' };

const BOOTSTRAP_BLOCK = /<script type="application\/json" id="fairway-bootstrap">([^<]*)<\/script>/;

/** The shell's text without its bootstrap block, and the block's JSON. */
async function readShell(
  response: Response,
): Promise<{ shell: string; bootstrap: { bookingEngine: { alias: string }; facilities: unknown[] } }> {
  const text = await response.text();
  const match = BOOTSTRAP_BLOCK.exec(text);
  if (!match) throw new Error(`no bootstrap block in ${text}`);
  const bootstrap = JSON.parse(match[1]!);
  // The loading screen names the engine: put the marker back to compare with index.html.
  const named = `<span class="loading__text">${escapeHtml(bootstrap.bookingEngine.name)}</span>`;
  expect(text).toContain(named);
  // …and carries its header and theme: put those markers back too.
  const header = `<span class="brand__name">${escapeHtml(bootstrap.bookingEngine.name)}</span>`;
  expect(text).toContain(header);
  const shell = text
    .replace(match[0], '')
    .replace(named, `<span class="loading__text">${ENGINE_NAME_MARKER}</span>`)
    .replace(/<header class="site-header".*?<\/header>/, HEADER_MARKER)
    .replace(/data-static-shell="" data-background-image="(true|false)" style="[^"]*"/, STATIC_SHELL_MARKER);
  return { shell, bootstrap };
}

function frameAncestors(response: Response): string {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directive = csp.split(';').find((part) => part.trim().startsWith('frame-ancestors'));
  return directive?.trim() ?? '';
}

/** A request whose Host header names an alias, the way `maple-ridge.localhost:3000` would. */
function withHost(path: string, host: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    import('node:http').then(({ request }) => {
      const url = new URL(path, server.baseUrl);
      const req = request(url, { headers: { host, ...HTML } }, (res) => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(key, value);
        res.resume();
        res.on('end', () => resolve(new Response(null, { status: res.statusCode, headers })));
      });
      req.on('error', reject);
      req.end();
    }, reject);
  });
}

describe('the HTML shell', () => {
  it('serves index.html at / without long caching, with the full CSP', async () => {
    const response = await server.get('/', HTML);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect((await readShell(response)).shell).toBe(FIXTURE_INDEX_HTML);
    const csp = response.headers.get('content-security-policy');
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: https:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('compresses the shell for a client that accepts it, with Vary', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await server.get('/search', { ...HTML, 'accept-encoding': accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect((await readShell(response)).shell, accept).toBe(FIXTURE_INDEX_HTML);
    }
  });

  it("takes frame-ancestors from the default alias's allowed origins", async () => {
    expect(frameAncestors(await server.get('/', HTML))).toBe("frame-ancestors 'self' https://www.harborpines.example");
  });

  it('takes frame-ancestors from the alias query parameter', async () => {
    expect(frameAncestors(await server.get('/?alias=teetime-deals', HTML))).toBe(
      "frame-ancestors 'self' https://*.teetimedeals.example",
    );
    expect(frameAncestors(await server.get('/teetimes?alias=maple-ridge', HTML))).toBe(
      "frame-ancestors 'self' https://www.mapleridgegolf.example",
    );
  });

  it("allows only 'self' for an alias without allowed origins", async () => {
    expect(frameAncestors(await server.get('/?alias=simulator', HTML))).toBe("frame-ancestors 'self'");
  });

  it("falls back to the default alias's shell for an unknown or malformed alias", async () => {
    const expected = "frame-ancestors 'self' https://www.harborpines.example";
    const unknown = await server.get('/?alias=pine-valley', HTML);
    expect(unknown.status).toBe(200);
    expect(frameAncestors(unknown)).toBe(expected);
    expect(frameAncestors(await server.get('/?alias=Not%20An%20Alias', HTML))).toBe(expected);
  });

  it("takes the alias from the host name's first label", async () => {
    expect(frameAncestors(await withHost('/', 'teetime-deals.localhost:3000'))).toBe(
      "frame-ancestors 'self' https://*.teetimedeals.example",
    );
    // The query parameter wins over the host name.
    expect(frameAncestors(await withHost('/?alias=simulator', 'teetime-deals.localhost:3000'))).toBe(
      "frame-ancestors 'self'",
    );
  });

  it('never sets X-Frame-Options or cross-origin isolation headers that break embedding', async () => {
    const response = await server.get('/?alias=teetime-deals', HTML);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it.each(['/orders', '/teetimes', '/course/info', '/reservation/history', '/invite/confirmed', '/index.html'])(
    'serves the shell for the SPA route %s',
    async (path) => {
      const response = await server.get(`${path}?alias=teetime-deals`, HTML);
      expect(response.status).toBe(200);
      expect(frameAncestors(response)).toContain('https://*.teetimedeals.example');
      const { shell, bootstrap } = await readShell(response);
      expect(shell).toBe(FIXTURE_INDEX_HTML);
      expect(bootstrap.bookingEngine.alias).toBe('teetime-deals');
    },
  );

  it.each(['demo', 'maple-ridge', 'simulator'])(
    "carries %s's start-up answers, exactly what GET /booking-engine and GET /facilities answer, with no '<' to close its block",
    async (alias) => {
      const response = await server.get(`/search?alias=${alias}`, HTML);
      const { bootstrap } = await readShell(response);
      expect(bootstrap.bookingEngine).toEqual(
        await (await server.get('/api/booking-engine', { 'x-be-alias': alias })).json(),
      );
      expect(bootstrap.facilities).toEqual(await (await server.get('/api/facilities', { 'x-be-alias': alias })).json());
    },
  );

  it('escapes markup inside the start-up answers, so a welcome message cannot close the block', async () => {
    const { bootstrap } = await readShell(await server.get('/?alias=demo', HTML));
    const hostile = '</script><script>alert(1)</script><!--';
    const engine = { ...bootstrap.bookingEngine, name: hostile } as ShellBootstrap['bookingEngine'];
    const block = bootstrapBlock({
      bookingEngine: engine,
      facilities: bootstrap.facilities as ShellBootstrap['facilities'],
    });
    expect(block.match(/</g)).toHaveLength(2);
    expect(JSON.parse(BOOTSTRAP_BLOCK.exec(block)![1]!).bookingEngine.name).toBe(hostile);
  });

  it("paints the course's header and theme in the loading screen, escaped", async () => {
    const { bootstrap } = await readShell(await server.get('/?alias=demo', HTML));
    const engine = bootstrap.bookingEngine as ShellBootstrap['bookingEngine'];
    const header = staticHeader({ ...engine, name: '<img src=x onerror=alert(1)> & "Co"' });
    expect(header).toContain(
      '<span class="brand__name">&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;</span>',
    );
    expect(header).toContain(`data-header-image="${engine.settings.appearance.headerImage ? 'true' : 'false'}"`);
    // The start-up waits for the browser's Element Timing report of this banner before fetching the app.
    expect(header).toContain(`<div class="site-header__banner" elementtiming="${HEADER_ELEMENT_TIMING}">`);
    const attributes = staticShellAttributes(engine);
    expect(attributes).toContain(`--fw-primary: ${engine.settings.appearance.primaryColor}`);
    expect(attributes).not.toMatch(/style="[^"]*"[^"]*"/);
    const appearance = (image: string | null) => ({
      ...engine.settings,
      appearance: { ...engine.settings.appearance, headerImage: image },
    });
    expect(headerImagePreload({ ...engine, settings: appearance('/static/tenants/demo/header.svg') })).toBe(
      '<link rel="preload" as="image" href="/static/tenants/demo/header.svg" fetchpriority="high">',
    );
    expect(headerImagePreload({ ...engine, settings: appearance(null) })).toBe('');
  });

  it('answers JSON 404 instead of the shell when the client does not ask for HTML', async () => {
    const response = await server.get('/orders', { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('gives JSON responses the restrictive frame-ancestors', async () => {
    expect(frameAncestors(await server.get('/api/facilities', { 'x-be-alias': 'teetime-deals' }))).toBe(
      "frame-ancestors 'self'",
    );
  });
});

describe('static files', () => {
  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await server.get('/assets/app-3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await server.get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed brotli or gzip copy the client accepts, with Vary, and the plain file otherwise', async () => {
    const source = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
    const assets = join(server.fixtures, 'web', 'assets');
    await writeFile(join(assets, 'big-9a8b7c.js'), source);
    await writeFile(join(assets, 'big-9a8b7c.js.br'), brotliCompressSync(source));
    await writeFile(join(assets, 'big-9a8b7c.js.gz'), gzipSync(source));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await server.get('/assets/big-9a8b7c.js', { 'accept-encoding': accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type'), accept).toMatch(/javascript/);
      expect(response.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      expect(await response.text(), accept).toBe(source);
    }
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const response = await server.get('/assets/missing-123.js', HTML);
    expect(response.status).toBe(404);
  });

  it('serves every tenant image the seed refers to', async () => {
    const engines = ['demo', 'simulator', 'maple-ridge', 'desert-group', 'teetime-deals'];
    for (const alias of engines) {
      const engine = (await (await server.get('/api/booking-engine', { 'x-be-alias': alias })).json()) as {
        settings: { appearance: { headerImage: string | null; backgroundImage: string | null } };
      };
      const facilities = (await (await server.get('/api/facilities', { 'x-be-alias': alias })).json()) as {
        imageUrl: string | null;
      }[];
      const images = [
        engine.settings.appearance.headerImage,
        engine.settings.appearance.backgroundImage,
        ...facilities.map((f) => f.imageUrl),
      ];
      for (const image of images) {
        expect(image, alias).toMatch(/^\/static\/tenants\//);
        const response = await server.get(image!);
        expect(response.status, image!).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(await response.text()).toMatch(/^<svg /);
      }
    }
  });

  it('does not serve files outside the public folder', async () => {
    const response = await server.get('/static/..%2f..%2fpackage.json');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('answers 503 with a hint while the embed is not built', async () => {
    for (const path of ['/embed.js', '/demo-host/', '/demo-host']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(503);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.error.message).toContain('npm run build');
    }
  });
});

describe('a built embed', () => {
  let built: TestServer;

  beforeAll(async () => {
    built = await startTestServer({ embedBuilt: true, db: server.database!.handle.db });
  });
  afterAll(() => built.close());

  it('serves embed.js to host pages on other sites, briefly cached', async () => {
    const response = await built.get('/embed.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('sends embed.js precompressed when the build wrote the compressed copies', async () => {
    const source = '(function(){/* embed */})();\n';
    await writeFile(join(built.fixtures, 'embed', 'embed.js.br'), brotliCompressSync(source));
    await writeFile(join(built.fixtures, 'embed', 'embed.js.gz'), gzipSync(source));
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await built.get('/embed.js', { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type'), accept).toMatch(/javascript/);
      expect(await response.text(), accept).toBe(source);
    }
  });

  it('serves the demo host page at /demo-host/', async () => {
    const redirect = await fetch(`${built.baseUrl}/demo-host`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/demo-host/');
    const page = await built.get('/demo-host/', HTML);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Demo host');
    expect((await built.get('/demo-host/missing.html', HTML)).status).toBe(404);
  });
});

describe("the console's live theme preview (?preview=console)", () => {
  const ALIAS = 'desert-group';
  const setOrigins = (origins: string[]) =>
    server.app.db.update(bookingEngines).set({ allowedOrigins: origins }).where(eq(bookingEngines.alias, ALIAS));
  afterAll(() => setOrigins(['self', 'https://www.desertfairways.example', 'https://*.desertfairways.example']));

  it("lets the app's own origin frame and preview an engine whose list leaves it out, and nothing else changes", async () => {
    await setOrigins(['https://www.desertfairways.example']);
    const plain = await server.get(`/?alias=${ALIAS}`, HTML);
    expect(frameAncestors(plain)).toBe('frame-ancestors https://www.desertfairways.example');
    expect((await readShell(plain)).bootstrap.bookingEngine).toMatchObject({
      allowedOrigins: ['https://www.desertfairways.example'],
    });

    const preview = await server.get(`/?alias=${ALIAS}&preview=console`, HTML);
    expect(frameAncestors(preview)).toBe("frame-ancestors https://www.desertfairways.example 'self'");
    expect((await readShell(preview)).bootstrap.bookingEngine).toMatchObject({
      allowedOrigins: ['https://www.desertfairways.example', 'self'],
    });

    // Any other value of the parameter is an ordinary page.
    expect(frameAncestors(await server.get(`/?alias=${ALIAS}&preview=other`, HTML))).toBe(
      'frame-ancestors https://www.desertfairways.example',
    );
  });
});
