import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) serves /api, tenant images, embed.js, the demo host page and docs;
// in dev Vite proxies them so the SPA runs same-origin as in production.
const SERVER = process.env.FAIRWAY_SERVER_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/static', '/embed.js', '/demo-host', '/docs', '/healthz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // Never inline assets as data: URLs: the server's CSP only allows same-origin resources.
    assetsInlineLimit: 0,
    // Libraries change less often than the app: separate chunks stay cached across deploys.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
