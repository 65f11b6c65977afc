// Starts the bench server (`search-server.ts`: the real app over a scratch database) as its own
// process, as every bench does, and reads its READY line.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A started bench server: its port, the search answer's bytes and tee times, and its database (`pglite` or the scratch PostgreSQL database's name). */
export interface BenchServer {
  child: ChildProcess;
  port: number;
  bytes: number;
  teeTimes: number;
  database: string;
  /** A signed-in golfer's session cookie (the Cookie header's value) for the alias. */
  sessionCookie: string;
}

/**
 * Starts the bench server with the search it measures (`searchPath`, `alias`) on `databaseUrl`
 * (null: embedded PGlite), its app clock `clockOffsetMs` ahead of the real one (default 0). BENCH_SERVER_NODE_ARGS adds node flags to it (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof`).
 */
export function startBenchServer({
  searchPath,
  alias,
  databaseUrl,
  clockOffsetMs,
  webDist,
}: {
  searchPath: string;
  alias?: string;
  databaseUrl: string | null;
  clockOffsetMs?: number;
  /** Another build of the golfer app to serve (else WEB_DIST, else apps/web/dist). */
  webDist?: string;
}): Promise<BenchServer> {
  const env = {
    ...process.env,
    ...(webDist ? { WEB_DIST: webDist } : {}),
    BENCH_SEARCH_PATH: searchPath,
    ...(alias ? { BENCH_ALIAS: alias } : {}),
    ...(clockOffsetMs ? { BENCH_CLOCK_OFFSET_MS: String(clockOffsetMs) } : {}),
    DATABASE_URL: databaseUrl ?? '',
  };
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', join(import.meta.dirname, 'search-server.ts')],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+) (\d+) (\d+) (\S+) (\S*)\n/.exec(output);
      if (match?.[4])
        resolve({
          child,
          port: Number(match[1]),
          bytes: Number(match[2]),
          teeTimes: Number(match[3]),
          database: match[4],
          sessionCookie: decodeURIComponent(match[5] ?? ''),
        });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}
