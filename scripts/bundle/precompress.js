// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build, once,
// at build time, so the server sends compressed files without spending CPU per request.
// Usage: node scripts/bundle/precompress.js <dir>...
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** File types worth compressing (text); images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;

/** The files under `dir` (recursively). */
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Precompresses every compressible file of `dir`; returns how many files it compressed. */
export function precompress(dir) {
  let count = 0;
  for (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2))
    console.log(`precompressed ${precompress(dir)} files in ${dir} (brotli and gzip)`);
}
