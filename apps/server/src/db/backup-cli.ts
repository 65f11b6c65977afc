// npm run backup [FILE] / npm run restore FILE: the embedded PGlite database of DATA_DIR, with the
// server stopped (refused while a process holds DATA_DIR: data-dir-lock.ts). On PostgreSQL (DATABASE_URL set) use pg_dump / pg_restore (README).
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDataDir, restoreDataDir } from './backup.ts';

const [command, file] = process.argv.slice(2);
const config = loadConfig();

async function main(): Promise<void> {
  if (config.databaseUrl)
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc and restore it with pg_restore (README "Backups")',
    );
  if (command === 'backup') {
    const target = resolve(file ?? join('backups', `fairway-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
    const { bytes } = await backupDataDir(config.pgliteDir, target);
    console.log(`backed up ${config.pgliteDir} to ${target} (${bytes} bytes)`);
  } else if (command === 'restore' && file) {
    await restoreDataDir(resolve(file), config.pgliteDir);
    console.log(`restored ${resolve(file)} into ${config.pgliteDir}`);
  } else {
    throw new Error('usage: npm run backup [FILE] | npm run restore FILE');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
