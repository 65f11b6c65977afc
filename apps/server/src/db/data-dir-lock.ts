import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * One process per embedded data folder. PGlite has no guard of its own: two processes on one
 * folder both start and silently lose each other's commits. A process takes the folder by
 * creating `<folder>.lock` (beside the folder, so a restore still finds it empty) holding its
 * pid, host, boot and start time. A later process that finds the file checks that holder:
 * still running → refused, naming the folder and the holder; gone (killed, power lost) → the
 * file is stale and is replaced. Staleness is proven, never guessed from age: on Linux the
 * holder's pid must still exist with the same start time (/proc/<pid>/stat) in the same boot;
 * elsewhere, `process.kill(pid, 0)`. A holder on another host (or container) cannot be checked
 * from here and counts as running.
 */

/** Who holds a data folder, as written in its lock file. */
export interface DataDirHolder {
  pid: number;
  host: string;
  /** The kernel's boot id (Linux): a different one means the machine restarted since. */
  bootId: string | null;
  /** The holder's start time in clock ticks since boot (Linux /proc/<pid>/stat field 22): tells a reused pid apart. */
  startTicks: string | null;
  /** What holds it: "the server", "npm run backup", ... */
  purpose: string;
  since: string;
  /** Unique per lock taken, so a process recognises its own file. */
  nonce: string;
}

/** A data folder taken by this process; release it when the database is closed. */
export interface DataDirLock {
  lockFile: string;
  release(): Promise<void>;
}

/** Refused: another running process holds the data folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: DataDirHolder,
    sameHost: boolean,
  ) {
    const who = `process ${holder.pid} on host ${holder.host} (${holder.purpose}, since ${holder.since})`;
    const advice = sameHost
      ? 'Only one process may use a data folder: stop that one first.'
      : `Only one process may use a data folder. This host cannot check a process on another host or container; if that one no longer runs, delete ${lockFile}.`;
    super(`The data folder ${dataDir} is in use by ${who}. ${advice}`);
    this.name = 'DataDirInUseError';
  }
}

const ATTEMPTS = 5;

/** Where the lock of a data folder lives. */
export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

/** Takes `dataDir` for this process, or throws DataDirInUseError naming the running holder. */
export async function lockDataDir(dataDir: string, purpose: string): Promise<DataDirLock> {
  const lockFile = lockFileOf(dataDir);
  await mkdir(dirname(lockFile), { recursive: true });
  const self = await describeSelf(purpose);
  const text = JSON.stringify(self);
  // Written whole, then linked into place: link() fails if the lock exists and never shows a half-written file.
  const draft = `${lockFile}.${self.nonce}`;
  await writeFile(draft, text, { flush: true });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        await link(draft, lockFile);
        return { lockFile, release: () => releaseIfOurs(lockFile, text) };
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
      }
      const found = await readText(lockFile);
      if (found === null) continue;
      const holder = parseHolder(found);
      if (holder) {
        const state = await holderState(holder, self);
        if (state !== 'gone') throw new DataDirInUseError(dataDir, lockFile, holder, state === 'running');
      }
      await removeStale(lockFile, found, self.nonce);
    }
    throw new Error(
      `Could not take ${lockFile} after ${ATTEMPTS} attempts: other processes keep taking and releasing it`,
    );
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Moves the stale file aside (atomic), then checks that what moved is what was judged stale: a
 * process that took the folder in between would otherwise lose its lock, so its file goes back.
 */
async function removeStale(lockFile: string, staleText: string, nonce: string): Promise<void> {
  const aside = `${lockFile}.stale-${nonce}`;
  try {
    await rename(lockFile, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return;
    throw error;
  }
  try {
    if ((await readText(aside)) !== staleText) await link(aside, lockFile).catch(() => undefined);
  } finally {
    await unlink(aside).catch(() => undefined);
  }
}

async function releaseIfOurs(lockFile: string, text: string): Promise<void> {
  if ((await readText(lockFile)) === text) await unlink(lockFile).catch(() => undefined);
}

type HolderState = 'running' | 'unverifiable' | 'gone';

async function holderState(holder: DataDirHolder, self: DataDirHolder): Promise<HolderState> {
  if (holder.bootId !== null && self.bootId !== null && holder.bootId !== self.bootId) return 'gone';
  if (holder.host !== self.host) return 'unverifiable';
  // Linux: the pid must exist with the start time written; a reused pid has a later one.
  const ticks = await startTicksOf(holder.pid);
  if (ticks !== null) return ticks === holder.startTicks ? 'running' : 'gone';
  // No /proc (or hidden from this user): whether the pid exists at all.
  try {
    process.kill(holder.pid, 0);
    return 'running';
  } catch (error) {
    return isCode(error, 'ESRCH') ? 'gone' : 'running';
  }
}

async function describeSelf(purpose: string): Promise<DataDirHolder> {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: (await readText('/proc/sys/kernel/random/boot_id'))?.trim() ?? null,
    startTicks: await startTicksOf(process.pid),
    purpose,
    since: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
}

/** Field 22 of /proc/<pid>/stat (the process's start time); null where there is no /proc or no such process. */
async function startTicksOf(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function parseHolder(text: string): DataDirHolder | null {
  try {
    const value = JSON.parse(text) as Partial<DataDirHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' ? (value as DataDirHolder) : null;
  } catch {
    // Only a complete file is ever linked into place: an unreadable one was not written by a live holder.
    return null;
  }
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
