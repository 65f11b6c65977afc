import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'embed',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    // Builds embed.js once in Node so tests can run the shipped bundle (see src/testing/bundle-setup.ts).
    globalSetup: ['src/testing/bundle-setup.ts'],
  },
});
