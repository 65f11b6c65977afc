import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/migrate.ts';
import { PGLITE_TEMPLATE_ENV } from './test-database.ts';

/**
 * Vitest global setup of the server suite on PGlite: migrates one in-memory database and dumps
 * it, so each test file's database loads that dump (under a second) instead of running PGlite's
 * initdb and every migration again (about five seconds per file). Not used on PostgreSQL.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return undefined;
  const handle = await openDatabase({});
  let folder: string | undefined;
  try {
    await prepareDatabase(handle, { seed: false });
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.client.dumpDataDir('none');
    folder = await mkdtemp(join(tmpdir(), 'fairway-pglite-template-'));
    const file = join(folder, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await handle.close();
  }
  return async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
