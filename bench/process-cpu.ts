// CPU time spent by the processes of a bench, read from Linux's /proc: a figure per unit of work
// that does not depend on what else the machine is running (unlike req/s or latency), so runs on
// a shared machine can be compared. Every reader answers null where /proc does not have it
// (another OS, a PostgreSQL on another host).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

let ticksPerSecond: number | undefined;
function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** User + system CPU of a process (all its threads) so far, in ms; null when it is gone, not visible or never started (no pid). */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name (which may hold spaces), from field 3 (state): utime is field 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond();
}

/** Busy and total CPU time of the whole machine so far, in ms summed over its cores (/proc/stat). */
export function machineCpuMs(): { busy: number; total: number } | null {
  let line: string;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal (guest time is already in user).
  const [user = NaN, nice = NaN, system = NaN, idle = NaN, iowait = NaN, irq = NaN, softirq = NaN, steal = NaN] = line
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const idleTime = idle + iowait;
  const total = user + nice + system + idleTime + irq + softirq + steal;
  const toMs = 1000 / clockTicksPerSecond();
  return { busy: (total - idleTime) * toMs, total: total * toMs };
}

/** CPU ms so far of each PostgreSQL backend connected to `database`; null when they are not local processes. */
export async function postgresBackendsCpuMs(adminUrl: string, database: string): Promise<Map<number, number> | null> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === null) return null;
      cpu.set(pid, ms);
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/**
 * CPU the backends used between two readings: a backend that started in between counts whole
 * (its start-up included); one that exited in between is missed (the pool keeps its connections
 * while the bench keeps them busy).
 */
export function backendsCpuDeltaMs(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
