import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { englishSplit } from './english-split-plugin.ts';

// Component tests: jsdom, jest-dom matchers, fetch mocked at the boundary by each test. They run on
// what ships: Preact through preact/compat, aliased for react and react-dom by the preset. The
// libraries that import react are inlined so the aliases reach them too (an externalised one
// would load the real React next to Preact).
const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false }), englishSplit()],
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    alias: [
      // Under Node these resolve to CommonJS, whose require('react') no alias reaches; their ES builds import it.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      // The shim is React's own useSyncExternalStore since React 18, which preact/compat provides.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      {
        find: /^use-sync-external-store\/with-selector(\.js)?$/,
        replacement: fileURLToPath(
          new URL('../../packages/ui/src/testing/use-sync-external-store-with-selector.ts', import.meta.url),
        ),
      },
      { find: /^react-router$/, replacement: require.resolve('react-router').replace(/\.js$/, '.mjs') },
    ],
    server: {
      deps: { inline: [/react-redux/, /react-router/, /react-i18next/, /i18next/, /@reduxjs/, /@testing-library/] },
    },
  },
});
