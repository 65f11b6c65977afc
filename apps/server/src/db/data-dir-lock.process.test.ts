import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lockFileOf } from './data-dir-lock.ts';

// One process per data folder, with real processes: `node main.ts` as `npm start` runs it and
// backup-cli.ts as `npm run backup` does, on one data folder (its first start takes seconds, so
// every case reuses it).

const SERVER_DIR = join(import.meta.dirname, '..', '..');
const MAIN = join(SERVER_DIR, 'src', 'main.ts');
const BACKUP_CLI = join(SERVER_DIR, 'src', 'db', 'backup-cli.ts');

let dataDir: string;
let pgliteDir: string;
const started: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  output: () => string;
}

function run(script: string, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function untilReady(server: Run): Promise<void> {
  const deadline = Date.now() + 110_000;
  while (!server.output().includes('"msg":"ready"')) {
    if (server.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function exitCodeOf(process: Run): Promise<number | null> {
  if (process.child.exitCode === null) await once(process.child, 'exit');
  return process.child.exitCode;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fairway-one-process-'));
  pgliteDir = join(dataDir, 'pglite');
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

it('refuses a second server and a backup on a folder in use, and opens it again after the holder is killed', async () => {
  const first = run(MAIN);
  await untilReady(first);
  const inUse = `The data folder ${pgliteDir} is in use by process ${first.child.pid} on host ${hostname()} (the Fairway server`;

  const second = run(MAIN);
  expect(await exitCodeOf(second)).toBe(1);
  expect(second.output()).toContain(inUse);
  expect(second.output()).not.toContain('"msg":"ready"');

  const backup = run(BACKUP_CLI, ['backup', join(dataDir, 'backup.tar.gz')]);
  expect(await exitCodeOf(backup)).toBe(1);
  expect(backup.output()).toContain(inUse);
  expect(await exists(join(dataDir, 'backup.tar.gz'))).toBe(false);

  // Killed without a chance to clean up: the lock file stays, naming a process that is gone.
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');
  expect(await exists(lockFileOf(pgliteDir))).toBe(true);

  const third = run(MAIN);
  await untilReady(third);
  // A graceful stop releases the folder.
  third.child.kill('SIGTERM');
  expect(await exitCodeOf(third)).toBe(0);
  expect(await exists(lockFileOf(pgliteDir))).toBe(false);

  const after = run(BACKUP_CLI, ['backup', join(dataDir, 'backup.tar.gz')]);
  expect(await exitCodeOf(after), after.output()).toBe(0);
  expect(await exists(join(dataDir, 'backup.tar.gz'))).toBe(true);
}, 300_000);
