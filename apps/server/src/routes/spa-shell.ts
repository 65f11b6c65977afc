import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  SHELL_BOOTSTRAP_ID,
  shellBootstrapSchema,
  type BookingEngineResponse,
  type ShellBootstrap,
} from '@fairway/contract/facilities.contract';
import { readableTextColor } from '@fairway/domain/facilities/color-contrast';
import { engineDisplayName } from '@fairway/domain/facilities/engine-name';
import type { Database } from '../db/client.ts';
import type { BookingEngineRow } from '../db/schema/facilities.ts';
import { describeBookingEngine, listFacilities } from '../features/facilities/facilities.public.ts';
import { replyNotFound } from '../plugins/error-handler.ts';
import { resolvePageBookingEngine } from '../plugins/tenant.ts';
import { frameAncestorSources } from '../shared/content-security-policy.ts';
import { DomainError } from '../shared/domain-error.ts';
import { preferredEncoding } from '../shared/content-encoding.ts';
import { escapeHtml } from '../shared/html-page.ts';

/** Where the SPA is and which alias a page without one gets. */
interface SpaShellOptions {
  webDist: string;
  defaultAlias: string;
}

// Paths the SPA never owns: a miss there is a plain 404, not the HTML shell.
const NOT_SPA_PREFIXES = [
  '/api',
  '/docs',
  '/healthz',
  '/static',
  '/embed.js',
  '/demo-host',
  '/assets',
  '/admin-assets',
];

/** Whether a request is a browser navigation to one of the SPA's own routes (/orders, /teetimes, ...). */
function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  const path = request.url.split('?')[0] ?? '/';
  return !NOT_SPA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The shell with the start-up answers of its booking engine as a JSON data block (not a script:
 * the CSP allows none inline), so the first screen saves a round trip. `<` is escaped, so no
 * text can close the block.
 */
async function withBootstrap(
  html: string,
  db: Database,
  engine: BookingEngineRow,
  now: Date,
  consolePreview = false,
): Promise<string> {
  const [described, facilities] = await Promise.all([
    describeBookingEngine(db, engine, now),
    listFacilities(db, engine),
  ]);
  const bookingEngine = consolePreview
    ? { ...described, allowedOrigins: withSelfOrigin(described.allowedOrigins) }
    : described;
  const block = bootstrapBlock(shellBootstrapSchema.parse({ bookingEngine, facilities }));
  const named = html
    .replace(ENGINE_NAME_MARKER, escapeHtml(bookingEngine.name))
    .replace(STATIC_SHELL_MARKER, staticShellAttributes(bookingEngine))
    .replace(HEADER_MARKER, staticHeader(bookingEngine))
    .replace(PRELOAD_MARKER, headerImagePreload(bookingEngine));
  return named.includes('</head>') ? named.replace('</head>', `${block}</head>`) : `${block}${named}`;
}

/**
 * The console's live theme preview frames the golfer app from the console's own origin
 * (`?preview=console`, theme-live-preview.tsx): there the app's own origin is allowed to frame it
 * and to speak the bridge to it, whatever the engine's list says (a course that removed `self`).
 * Same origin only: no other site gains anything from the parameter.
 */
function isConsolePreview(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown> | undefined)?.['preview'] === 'console';
}

/** The allowed origins with the app's own origin among them. */
function withSelfOrigin(allowedOrigins: readonly string[]): string[] {
  return allowedOrigins.includes('self') ? [...allowedOrigins] : [...allowedOrigins, 'self'];
}

/** A page compressed at a level fast enough for every request. */
function compressPage(page: string, encoding: 'br' | 'gzip'): Buffer {
  const body = Buffer.from(page, 'utf8');
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Where index.html's loading screen takes the booking engine's name (painted before any script runs). */
export const ENGINE_NAME_MARKER = '<!--fairway:engine-name-->';

/** The loading screen's root (`.app-shell`), where the server writes the theme in. */
export const STATIC_SHELL_MARKER = 'data-static-shell=""';

/** Where the loading screen takes the course's header (banner and name). */
export const HEADER_MARKER = '<!--fairway:header-->';

/** Where the head takes the preload of the header image (before the scripts, which it goes ahead of). */
const PRELOAD_MARKER = '<!--fairway:preload-->';

/**
 * The header image is the largest thing the first screen paints: fetched first, at high
 * priority, rather than queued behind the scripts when the banner's style asks for it.
 */
export function headerImagePreload(engine: BookingEngineResponse): string {
  const image = engine.settings.appearance.headerImage;
  return image ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">` : '';
}

// Image references and colours are validated by the contract (no quotes, parentheses,
// backslashes or spaces), and the attribute is escaped as well.
const cssUrl = (url: string | null) => (url ? `url("${url}")` : 'none');

/**
 * The theme of the loading screen's root, as the app sets it on mount (useThemeVariables), so
 * the header paints in the course's colours and image before any script runs.
 */
export function staticShellAttributes(engine: BookingEngineResponse): string {
  const { primaryColor, headerImage, backgroundImage } = engine.settings.appearance;
  const style = [
    `--fw-primary: ${primaryColor}`,
    `--fw-on-primary: ${readableTextColor(primaryColor)}`,
    `--fw-header-image: ${cssUrl(headerImage)}`,
    `--fw-background-image: ${cssUrl(backgroundImage)}`,
  ].join('; ');
  return `${STATIC_SHELL_MARKER} data-background-image="${backgroundImage ? 'true' : 'false'}" style="${escapeHtml(style)}"`;
}

/**
 * The banner's Element Timing name: the app's start-up waits for the browser to report the banner
 * painted before it fetches its scripts (apps/web's static-header-painted.ts).
 */
export const HEADER_ELEMENT_TIMING = 'course-header';

/**
 * The course's header as the app renders it (banner, image and name; the app adds the tools
 * and tabs), so the largest element of the first screen is painted from the HTML.
 */
export function staticHeader(engine: BookingEngineResponse): string {
  const name = engineDisplayName(engine);
  const image = engine.settings.appearance.headerImage ? 'true' : 'false';
  return `<header class="site-header" data-header-image="${image}"><div class="site-header__banner" elementtiming="${HEADER_ELEMENT_TIMING}"><div class="container site-header__inner"><span class="brand"><span class="brand__name">${escapeHtml(name)}</span></span></div></div></header>`;
}

/** The JSON data block of a bootstrap. */
export function bootstrapBlock(bootstrap: ShellBootstrap): string {
  const json = JSON.stringify(bootstrap).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SHELL_BOOTSTRAP_ID}">${json}</script>`;
}

/**
 * The SPA's index.html for /, /index.html and every SPA route, never cached, with CSP
 * frame-ancestors and the start-up answers of the page's booking engine; any other miss is a
 * JSON 404.
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
      const consolePreview = isConsolePreview(request);
      const allowedOrigins = engine?.allowedOrigins ?? [];
      const frameAncestors = frameAncestorSources(consolePreview ? withSelfOrigin(allowedOrigins) : allowedOrigins);
      reply.frameAncestors(frameAncestors);
      const page = engine ? await withBootstrap(html, app.db, engine, app.accounts.now(), consolePreview) : html;
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      // The shell carries the first screen's CSS and start-up answers (tens of KB): compressed
      // per request at a fast level (about a millisecond), since its bytes differ per engine.
      const encoding = request.method === 'GET' ? preferredEncoding(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(page);
      return reply.header('content-encoding', encoding).send(compressPage(page, encoding));
    }

    app.get('/', { schema: { hide: true } }, serveShell);
    app.get('/index.html', { schema: { hide: true } }, serveShell);
    app.setNotFoundHandler((request, reply) =>
      isSpaNavigation(request) ? serveShell(request, reply) : replyNotFound(request, reply),
    );
  },
  { name: 'spa-shell', dependencies: ['database', 'security-headers'] },
);
