import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { zodJitless } from '../../scripts/bundle/zod-jitless.ts';

// The operator console (index.html, served by the API server at /admin), a build of its own that
// shares no chunk with the golfer app: golfers never download a byte of it. Its hashed files live
// under /admin-assets, beside the golfer app's /assets on the same origin.
const SERVER = process.env.FAIRWAY_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [preact(), zodJitless()],
  // In dev the console calls the API server on this origin, as it does in production.
  server: { port: 5174, proxy: { '/api': { target: SERVER, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'admin-assets',
    sourcemap: true,
    // Never inline assets as data: URLs: the console's CSP only allows same-origin resources.
    assetsInlineLimit: 0,
    // Libraries change less often than the console: in a chunk of their own they stay cached across deploys.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/]/, priority: 10 }] } },
    },
  },
});
