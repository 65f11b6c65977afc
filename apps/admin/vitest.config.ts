import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';

// Component tests of the console: jsdom, jest-dom matchers, fetch mocked at the boundary by each
// test, on Preact through preact/compat as shipped (the golfer app's vitest.config.ts explains the
// aliases and the inlined libraries).
export default defineConfig({
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
  test: {
    name: 'admin',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    alias: [
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      {
        find: /^use-sync-external-store\/with-selector(\.js)?$/,
        replacement: fileURLToPath(
          new URL('../../packages/ui/src/testing/use-sync-external-store-with-selector.ts', import.meta.url),
        ),
      },
    ],
    server: {
      deps: {
        inline: [
          /react-redux/,
          /react-i18next/,
          /i18next/,
          /@reduxjs/,
          /@testing-library/,
          /react-hook-form/,
          /@hookform/,
        ],
      },
    },
  },
});
