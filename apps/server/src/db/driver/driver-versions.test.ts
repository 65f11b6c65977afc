import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The files in this folder reach into node-postgres' and drizzle's private internals, which any
// release may change: they were written and measured against exactly these versions. On a new
// version, re-read the patched internals, run this folder's tests on PostgreSQL and the checkout
// bench with and without each patch (FAIRWAY_DRIVER_PATCHES), then move the pins.
const PATCHED_FOR = { pg: '8.23.1', 'pg-pool': '3.14.0', 'pg-protocol': '1.16.1', 'drizzle-orm': '0.45.4' } as const;

/** The package.json of the copy of `name` that `from` loads (pg-pool, pg-protocol: the ones pg itself loads). */
function installedManifest(name: string, from: string): { name: string; version: string } {
  let dir = dirname(createRequire(from).resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (manifest.name === name) return { name, version: manifest.version };
    } catch {
      // no package.json at this level: look further up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json found for ${name}`);
    dir = parent;
  }
}

describe('the driver versions the patches were written for', () => {
  const require = createRequire(import.meta.url);
  const loadedFrom = {
    pg: import.meta.url,
    'drizzle-orm': import.meta.url,
    'pg-pool': require.resolve('pg'),
    'pg-protocol': require.resolve('pg'),
  };

  it.each(Object.entries(PATCHED_FOR))('%s is installed at %s', (name, version) => {
    expect(installedManifest(name, loadedFrom[name as keyof typeof PATCHED_FOR]).version).toBe(version);
  });

  it('the server declares exactly those versions', () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.fromEntries(Object.keys(PATCHED_FOR).map((name) => [name, manifest.dependencies[name]]))).toEqual(
      PATCHED_FOR,
    );
  });
});
