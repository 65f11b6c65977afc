import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { englishSplit } from './english-split-plugin.ts';

// Component tests: jsdom, jest-dom matchers, fetch mocked at the boundary by each test.
export default defineConfig({
  plugins: [react(), englishSplit()],
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
