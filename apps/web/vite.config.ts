import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { zodJitless } from '../../scripts/bundle/zod-jitless.ts';
import { englishSplit } from './english-split-plugin.ts';

// The API server (apps/server) serves /api, tenant images, embed.js, the demo host page and docs;
// in dev Vite proxies them so the SPA runs same-origin as in production.
const SERVER = process.env.FAIRWAY_SERVER_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/static', '/embed.js', '/demo-host', '/docs', '/healthz'];

/**
 * Gives the module script and its modulepreloads low fetch priority: none of them is needed for
 * the first paint (module scripts are deferred; the loading screen, header and CSS are in the
 * HTML), so the header image the HTML preloads goes first. Lighthouse's simulation also counts
 * every High-priority script that finishes before the first paint as render-blocking.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'fairway:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/**
 * Inlines the first screen's stylesheets into index.html as <style> (the CSP allows inline
 * styles, not scripts), so the loading screen paints as soon as the HTML is parsed instead of
 * after a render-blocking round trip. The files stay in dist for lazy chunks that list them.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'fairway:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = context.bundle?.[fileName];
          if (!asset || asset.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (/<\/style/i.test(css)) return link;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

/** The app's start-up module (main.tsx loads it once the loading screen is painted). */
const START_APP = fileURLToPath(new URL('./src/app/start-up/start-app.tsx', import.meta.url));

let startUp: { context: Rolldown.ChunkingContext; modules: Set<string> } | undefined;
/** Every module start-app.tsx imports statically, directly or not: the search screen's first load. */
function startUpModules(context: Rolldown.ChunkingContext): Set<string> {
  if (startUp?.context === context) return startUp.modules;
  const modules = new Set<string>();
  const pending = [START_APP];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  startUp = { context, modules };
  return modules;
}

export default defineConfig({
  plugins: [preact(), zodJitless(), englishSplit(), inlineEntryCss(), lowPriorityScripts()],
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
    // Libraries change less often than the app: a separate chunk stays cached across deploys. Only
    // the libraries of the first screen are grouped, in one chunk (two cost 1.3 KB more brotli);
    // the rest (zod, luxon, DOMPurify…) stay with the lazy chunks that use them, so the search
    // screen never downloads them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](preact|react-router|@reduxjs|redux|react-redux|reselect|immer|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            // Everything the app's start-up imports, in one chunk: split by what each lazy screen shares,
            // it was 27 files of a few hundred bytes, each a request on a phone. Dependencies are not pulled
            // in, so that Vite's preload helper, which main.tsx needs before the first paint, stays out of it.
            {
              name: (id, context) => (startUpModules(context).has(id) && !id.startsWith('\0') ? 'start' : null),
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
