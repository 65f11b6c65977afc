import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Backups of the embedded database: PGlite's own dump of its data directory (a gzipped tar of
 * the PostgreSQL files, taken through a running PGlite, so it is consistent), and its load into
 * a new directory. Each takes the directory's lock (data-dir-lock.ts), so neither runs while a
 * server (or another backup) uses it. PostgreSQL deployments use pg_dump / pg_restore instead (README).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const lock = await lockDataDir(dataDir, 'npm run backup');
  try {
    if (!(await hasFiles(dataDir))) throw new Error(`${dataDir} holds no database to back up`);
    const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

/** Restores a backup into `dataDir`, which must not hold a database already (a restore never overwrites one). */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const lock = await lockDataDir(dataDir, 'npm run restore');
  try {
    if (await hasFiles(dataDir))
      throw new Error(
        `${dataDir} already holds a database: restore into an empty or new folder (move the old one away first)`,
      );
    const archive = new Blob([await readFile(file)]);
    await mkdir(dataDir, { recursive: true });
    const client = await PGlite.create(dataDir, { loadDataDir: archive, extensions: PGLITE_EXTENSIONS });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

async function hasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}
