// esbuild options for embed.js, shared by build.mjs and the bundle tests (so tests run what ships).
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Resolves bare `zod` to the small classic-subset facade over zod/mini (see src/zod-classic-subset.ts). */
const zodClassicSubsetPlugin = {
  name: 'zod-classic-subset',
  setup(build) {
    build.onResolve({ filter: /^zod$/ }, () => ({ path: here('./src/zod-classic-subset.ts') }));
  },
};

/** The options that turn an entry point into a self-contained, minified IIFE for host pages. */
export function embedBuildOptions(overrides = {}) {
  return {
    entryPoints: [here('./src/embed.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2019'],
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    plugins: [zodClassicSubsetPlugin],
    logLevel: 'warning',
    ...overrides,
  };
}
