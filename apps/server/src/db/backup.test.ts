import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from './backup.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './migrate.ts';

// The embedded database on disk: a backup restores into a fresh data directory with the same
// bookings, and a directory left by a SIGKILLed process opens again without losing a commit.
let root: string;
const WRITER = join(import.meta.dirname, '..', 'test', 'pglite-writer.ts');

async function bookingsIn(dir: string, teeTimes = '%'): Promise<{ count: number; players: number }> {
  const handle = await openDatabase({ pgliteDir: dir });
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  try {
    const { rows } = await handle.client.query<{ count: number; players: number }>(
      'select count(*)::int as count, coalesce(sum(players), 0)::int as players from tee_time_bookings where tee_time like $1',
      [teeTimes],
    );
    return rows[0]!;
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fairway-backup-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('PGlite backups', () => {
  it('restores a backup into a fresh data directory with the same bookings', async () => {
    const live = join(root, 'live');
    const handle = await openDatabase({ pgliteDir: live });
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    await prepareDatabase(handle);
    const facility = await handle.client.query<{ id: number }>('select id from facilities order by id limit 1');
    for (const [time, players] of [
      ['2031-01-05T08:00', 4],
      ['2031-01-05T08:10', 2],
      ['2031-01-06T09:00', 3],
    ] as const) {
      await handle.client.query('insert into tee_time_bookings (facility_id, tee_time, players) values ($1, $2, $3)', [
        facility.rows[0]!.id,
        time,
        players,
      ]);
    }
    await handle.close();
    const before = await bookingsIn(live);

    const file = join(root, 'backups', 'fairway.tar.gz');
    const { bytes } = await backupDataDir(live, file);
    expect(bytes).toBeGreaterThan(1000);
    const restored = join(root, 'restored');
    await restoreDataDir(file, restored);
    expect(await bookingsIn(restored)).toEqual(before);
    expect(before.count).toBeGreaterThanOrEqual(3);

    // A restore never overwrites a database, and there is nothing to back up in an empty folder.
    await expect(restoreDataDir(file, live)).rejects.toThrow(/already holds a database/);
    await expect(backupDataDir(join(root, 'nothing'), join(root, 'x.tar.gz'))).rejects.toThrow(/no database/);
  }, 120_000);

  it('opens a data directory left by a SIGKILLed process with every committed booking', async () => {
    const dir = join(root, 'killed');
    const writer = spawn(process.execPath, ['--import', 'tsx', WRITER, dir, '25'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    writer.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    writer.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!output.includes('written') && writer.exitCode === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain('written');
    const exited = once(writer, 'exit');
    writer.kill('SIGKILL');
    await exited;
    // Every booking the killed process committed, and nothing half-written.
    expect(await bookingsIn(dir, '2031-03-%')).toEqual({ count: 25, players: 50 });
    // And it keeps working: a second open after the recovery sees the same.
    expect(await bookingsIn(dir, '2031-03-%')).toEqual({ count: 25, players: 50 });
  }, 120_000);
});
