// Bundles the server into dist/main.js. The @fairway/* workspace packages are TypeScript
// source, so they are bundled; every other package stays external and loads from node_modules.
import { build } from 'esbuild';

const bundleWorkspacePackages = {
  name: 'externalize-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fairway/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [bundleWorkspacePackages],
  logLevel: 'warning',
});
