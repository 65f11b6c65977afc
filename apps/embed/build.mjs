// Builds embed.js (one minified IIFE, no runtime dependencies) and copies the demo host page.
// Output: dist/embed.js (served at /embed.js) and dist/demo-host/ (served at /demo-host/).
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { precompress } from '../../scripts/bundle/precompress.js';
import { embedBuildOptions } from './build-options.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const dist = here('./dist/');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build(embedBuildOptions({ outfile: here('./dist/embed.js') }));
cpSync(here('./demo-host/'), here('./dist/demo-host/'), { recursive: true });

const bytes = readFileSync(here('./dist/embed.js'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`embed.js: ${kb(bytes.length)} minified, ${kb(gzipSync(bytes, { level: 9 }).length)} gzipped`);
// Served precompressed (brotli or gzip, by Accept-Encoding) like the SPA's files.
precompress(dist);
