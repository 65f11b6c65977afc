// Measures the JavaScript a first visit downloads before the search screen renders: index.html's
// scripts and the app's start-up they load, compressed as the server sends them (brotli at build quality).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The first-load budget: 100 KiB of brotli for the module script and its preloads.
 * The app ships on Preact through preact/compat; React Router (28 KB), Redux Toolkit with RTK
 * Query (16 KB) and i18next (14 KB) make most of it. Zod stays off the first screen: its
 * endpoints rely on the server's check of every answer (base-api.ts), host messages load the
 * bridge schemas when the first one arrives, and English carries only the first screen's strings
 * (english-split.ts). Measured 101,815 B (99.4 KiB) when set.
 */
export const FIRST_LOAD_BUDGET_BYTES = 102_400;

/** Brotli at the quality the build's precompression uses. */
export function brotliSize(content) {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  }).length;
}

/** The scripts index.html makes the browser fetch at once: its module script and modulepreloads, in order. */
export function firstLoadScripts(indexHtml) {
  const scripts = [...indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return [...new Set([...scripts, ...preloads])];
}

/**
 * Every script the search screen needs before its first render: index.html's, their static
 * imports, and the app's start-up that the entry (main.tsx) imports once the loading screen is
 * painted, with the chunks Vite lists for that import (`__vite__mapDeps`). The entry imports
 * nothing else dynamically, so its list is exactly the start-up's.
 */
export function startUpScripts(distDir, indexHtml) {
  const entry = firstLoadScripts(indexHtml);
  const read = (src) => readFileSync(join(distDir, src.replace(/^\//, '')), 'utf8');
  const startUp = [
    ...(/__vite__mapDeps=[^\n]*?m\.f=\[([^\]]*)\]/.exec(read(entry[0]))?.[1] ?? '').matchAll(/"([^"]+\.js)"/g),
  ].map((match) => `/${match[1]}`);
  const files = [...entry, ...startUp];
  for (let index = 0; index < files.length; index += 1) {
    const folder = files[index].slice(0, files[index].lastIndexOf('/') + 1);
    for (const [, imported] of read(files[index]).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      files.push(`${folder}${imported}`);
  }
  return [...new Set(files)];
}

/** Each first-load script of a built SPA with its raw, gzip and brotli sizes, and their totals. */
export function measureFirstLoad(distDir) {
  const files = startUpScripts(distDir, readFileSync(join(distDir, 'index.html'), 'utf8')).map((src) => {
    const content = readFileSync(join(distDir, src.replace(/^\//, '')));
    return {
      file: src,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliSize(content),
    };
  });
  const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
  return { files, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = measureFirstLoad(process.argv[2] ?? 'apps/web/dist');
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
  for (const file of report.files) console.log(`${kb(file.raw)} ${kb(file.gzip)} ${kb(file.brotli)}  ${file.file}`);
  console.log(
    `${kb(report.raw)} ${kb(report.gzip)} ${kb(report.brotli)}  first load (raw, gzip, brotli); budget ${kb(FIRST_LOAD_BUDGET_BYTES)} brotli`,
  );
}
