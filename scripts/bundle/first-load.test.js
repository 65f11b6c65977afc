import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAZY_ENGLISH_AREAS } from '../../apps/web/src/shared/i18n/english-split.ts';
import { FIRST_LOAD_BUDGET_BYTES, measureFirstLoad } from './first-load.js';

const WEB_ROOT = fileURLToPath(new URL('../../apps/web/', import.meta.url));
let outDir;

// One production build of the SPA into a temporary folder (not apps/web/dist, which a running
// server may be serving), measured as a browser's first visit to the search screen fetches it.
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'fairway-first-load-'));
  // Vitest sets NODE_ENV=test, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WEB_ROOT,
      configFile: join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Every source file bundled into the first-load scripts, from their source maps. */
function firstLoadSources(report) {
  return report.files.flatMap((file) => {
    const map = join(outDir, `${file.file.replace(/^\//, '')}.map`);
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  });
}

describe('the first load of the search screen', () => {
  it(`stays within ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of brotli-compressed JavaScript`, { timeout: 60_000 }, () => {
    const report = measureFirstLoad(outDir);
    expect(report.files.length).toBeGreaterThan(1);
    expect(report.brotli).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it(
    'leaves the other screens, the other languages and the rarely used libraries to lazy chunks',
    { timeout: 60_000 },
    () => {
      const report = measureFirstLoad(outDir);
      const lazyLocales = readdirSync(join(outDir, 'assets')).filter((file) => /^(fr|es|de)-.*\.js$/.test(file));
      expect(lazyLocales).toHaveLength(3);
      expect(report.files.filter((file) => lazyLocales.some((locale) => file.file.endsWith(locale)))).toEqual([]);
      const sources = firstLoadSources(report);
      const loaded = (pattern) => sources.filter((source) => pattern.test(source));
      expect(loaded(/node_modules\/(luxon|dompurify|he)\//)).toEqual([]);
      expect(loaded(/features\/(checkout|wallet|profile)\/components\//)).toEqual([]);
      expect(loaded(/(cart-page|cart-panel|related-times-modal|signup-page|login-page)\.tsx$/)).toEqual([]);
      expect(loaded(/tee-time-search\.tsx$/)).toHaveLength(1);
    },
  );

  it(
    'leaves Stripe’s card entry (@stripe/stripe-js and the Payment Element) to a chunk of its own',
    { timeout: 60_000 },
    () => {
      // The build is the same whatever PAYMENT_PROVIDER the server runs with: the card entry is chosen
      // from the card-token answer at run time, and only an answer naming Stripe imports this chunk.
      const report = measureFirstLoad(outDir);
      const stripeSource =
        /(node_modules\/@stripe\/stripe-js\/|shared\/payments\/(stripe-card-element\.tsx|load-stripe\.ts)$)/;
      expect(firstLoadSources(report).filter((source) => stripeSource.test(source))).toEqual([]);
      const chunks = readdirSync(join(outDir, 'assets'))
        .filter((file) => file.endsWith('.js.map'))
        .map((map) => ({
          file: `/assets/${map.replace(/\.map$/, '')}`,
          sources: JSON.parse(readFileSync(join(outDir, 'assets', map), 'utf8')).sources,
        }));
      const stripeChunks = chunks.filter((chunk) => chunk.sources.some((source) => stripeSource.test(source)));
      expect(stripeChunks).toHaveLength(1);
      const [stripeChunk] = stripeChunks;
      expect(stripeChunk.sources.some((source) => source.includes('node_modules/@stripe/stripe-js/'))).toBe(true);
      expect(stripeChunk.sources.some((source) => source.endsWith('stripe-card-element.tsx'))).toBe(true);
      expect(report.files.map((file) => file.file)).not.toContain(stripeChunk.file);
      // Stripe's script itself is only ever fetched by that chunk, never named by the first load.
      const firstLoad = report.files.map((file) => readFileSync(join(outDir, file.file.replace(/^\//, '')), 'utf8'));
      expect(firstLoad.filter((script) => script.includes('js.stripe.com'))).toEqual([]);
    },
  );

  it(
    'carries none of the English strings of the lazy screens, and no first-load file asks for them',
    { timeout: 60_000 },
    () => {
      const report = measureFirstLoad(outDir);
      const scripts = report.files
        .map((file) => readFileSync(join(outDir, file.file.replace(/^\//, '')), 'utf8'))
        .join('\n');
      // A phrase of each lazy area's English strings stays out of the first-load scripts.
      expect(scripts).not.toContain('Failed to load invitations.');
      expect(scripts).not.toContain('Your cancellation is confirmed.');
      const areaKey = new RegExp(`['"\`](${LAZY_ENGLISH_AREAS.join('|')})\\.[a-zA-Z]`);
      const sources = firstLoadSources(report)
        .map((source) => resolve(outDir, 'assets', source))
        .filter((source) => source.includes('/apps/web/src/'));
      expect(sources.length).toBeGreaterThan(50);
      const asking = sources.filter((source) => areaKey.test(readFileSync(source, 'utf8')));
      expect(asking).toEqual([]);
    },
  );
});
