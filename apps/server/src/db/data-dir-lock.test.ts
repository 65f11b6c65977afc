import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, type DataDirHolder, lockDataDir, lockFileOf } from './data-dir-lock.ts';

// The lock's verdict on a holder it finds: running (refused) or provably gone (taken over).
// The real two-process and kill -9 cases run in data-dir-lock.process.test.ts.

let root: string;
let counter = 0;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fairway-lock-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

function freshDir(): string {
  counter += 1;
  return join(root, `data-${counter}`, 'pglite');
}

async function holderOf(dir: string): Promise<DataDirHolder> {
  return JSON.parse(await readFile(lockFileOf(dir), 'utf8')) as DataDirHolder;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A lock file as another process would have left it: this process's, with some fields changed. */
async function plantHolder(dir: string, changes: Partial<DataDirHolder>): Promise<void> {
  const probe = await lockDataDir(dir, 'probe');
  const mine = await holderOf(dir);
  await probe.release();
  await writeFile(
    lockFileOf(dir),
    JSON.stringify({ ...mine, purpose: 'the Fairway server', nonce: 'planted', ...changes }),
  );
}

async function pidOfExitedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await once(child, 'exit');
  return child.pid!;
}

describe('data folder lock', () => {
  it('is held until released, and a second taker is refused with the folder and the holder named', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir, 'the Fairway server');
    expect(await holderOf(dir)).toMatchObject({ pid: process.pid, host: hostname(), purpose: 'the Fairway server' });

    const refused = await lockDataDir(dir, 'npm run backup').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(
      `The data folder ${dir} is in use by process ${process.pid} on host ${hostname()} (the Fairway server, since `,
    );
    expect((refused as Error).message).toContain('stop that one first');

    await lock.release();
    expect(await exists(lockFileOf(dir))).toBe(false);
    const again = await lockDataDir(dir, 'npm run backup');
    await again.release();
  });

  it('takes over from a holder whose process has exited', async () => {
    const dir = freshDir();
    await plantHolder(dir, { pid: await pidOfExitedProcess() });
    const lock = await lockDataDir(dir, 'the Fairway server');
    expect((await holderOf(dir)).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over when the pid now belongs to another process (a different start time)', async () => {
    const dir = freshDir();
    const mine = await lockDataDir(dir, 'probe');
    const { startTicks } = await holderOf(dir);
    await mine.release();
    // Linux only: elsewhere there is no start time, and a live pid counts as the holder.
    if (startTicks === null) return;
    await plantHolder(dir, { startTicks: String(Number(startTicks) - 1) });
    const lock = await lockDataDir(dir, 'the Fairway server');
    expect((await holderOf(dir)).nonce).not.toBe('planted');
    await lock.release();
  });

  it('takes over from a holder of an earlier boot (power lost), even on another host name', async () => {
    const dir = freshDir();
    await plantHolder(dir, { bootId: 'an-earlier-boot', host: 'elsewhere' });
    const lock = await lockDataDir(dir, 'the Fairway server');
    expect((await holderOf(dir)).host).toBe(hostname());
    await lock.release();
  });

  it('refuses a holder on another host it cannot check, and says how to clear it', async () => {
    const dir = freshDir();
    await plantHolder(dir, { host: 'other-host', pid: 4242 });
    const refused = await lockDataDir(dir, 'the Fairway server').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`in use by process 4242 on host other-host`);
    expect((refused as Error).message).toContain(`delete ${lockFileOf(dir)}`);
    expect((await holderOf(dir)).nonce).toBe('planted');
  });

  it('does not remove a lock that another process took after this one released it', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir, 'the Fairway server');
    await rm(lockFileOf(dir));
    await plantHolder(dir, { pid: 4243, host: 'other-host' });
    await lock.release();
    expect((await holderOf(dir)).pid).toBe(4243);
  });
});
