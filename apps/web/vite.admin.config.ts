import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// The operator console: admin.html, built on its own after the golfer app into the
// same dist (served at /admin). A separate build shares no chunk with the golfer app, so the
// golfers' first load stays byte for byte what it was.
export default defineConfig({
  plugins: [preact()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'admin-assets',
    sourcemap: true,
    assetsInlineLimit: 0,
    rolldownOptions: { input: { admin: fileURLToPath(new URL('admin.html', import.meta.url)) } },
  },
});
