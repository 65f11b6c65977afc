// react-redux's useSelector comes from use-sync-external-store, a CommonJS package whose
// require('react') no test alias reaches: it would load the real React next to Preact. This runs
// the package's own production code with `react` bound to what the aliases give (preact/compat).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as React from 'react';

const require = createRequire(import.meta.url);
const file = join(
  dirname(require.resolve('use-sync-external-store/with-selector.js')),
  'cjs',
  'use-sync-external-store-with-selector.production.js',
);
const module = { exports: {} as { useSyncExternalStoreWithSelector: unknown } };
new Function('exports', 'require', 'module', readFileSync(file, 'utf8'))(
  module.exports,
  (id: string) => (id === 'react' ? React : require(id)),
  module,
);

export const { useSyncExternalStoreWithSelector } = module.exports;
