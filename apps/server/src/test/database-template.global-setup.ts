import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/migrate.ts';
import { createScratchPostgresDatabase, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './test-database.ts';

/**
 * Vitest global setup of the server suite: migrates one database, which every test file's
 * database then starts from instead of running every migration again. On PGlite a dump each file
 * loads (under a second, against about five for initdb and the migrations); on PostgreSQL a
 * database each file's is created from (`create database … template`, against several seconds
 * of migrations per file on a busy machine). Seeding stays per file: it depends on the file's clock.
 */
export default async function setup() {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? postgresTemplate(adminUrl) : pgliteTemplate();
}

async function postgresTemplate(adminUrl: string) {
  const template = await createScratchPostgresDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
  try {
    await prepareDatabase(handle, { seed: false });
  } catch (error) {
    await handle.close();
    await template.drop();
    throw error;
  }
  await handle.close();
  process.env[PG_TEMPLATE_ENV] = template.name;
  return () => template.drop();
}

async function pgliteTemplate() {
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
