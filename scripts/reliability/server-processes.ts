import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/** The built server, started as a user starts it; SIM_SERVER_MAIN names another build (a before/after comparison). */
const SERVER_MAIN = process.env.SIM_SERVER_MAIN ?? join(ROOT, 'apps', 'server', 'dist', 'main.js');
/** Node options for the servers alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` (NODE_OPTIONS refuses --cpu-prof). */
const SERVER_NODE_ARGS = (process.env.SIM_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** A server process the script started. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Its stderr and warnings, for the report when something goes wrong. */
  log: string[];
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server on ${server.port} exited with ${server.child.exitCode}:\n${server.log.join('')}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${server.port} did not become healthy in ${timeoutMs} ms:\n${server.log.join('')}`);
}

function spawnServer(server: ServerProcess, databaseUrl: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // Every simulated golfer types their card from this one machine.
      CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => server.log.push(chunk.toString()));
  // The server's log (stdout, JSON lines at warn): only the failed requests are kept, for the report.
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.includes('"request failed"')) server.log.push(`${line}\n`);
  });
  server.child = child;
}

/** Starts `count` server processes on one database at once (they migrate and seed under an advisory lock). */
export async function startServers(
  count: number,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess[]> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first`);
  const servers: ServerProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    const server = { port: await freePort(), log: [] } as unknown as ServerProcess;
    spawnServer(server, databaseUrl, env);
    servers.push(server);
  }
  try {
    await Promise.all(servers.map((server) => waitForHealth(server, 60_000)));
  } catch (error) {
    await stopServers(servers);
    throw error;
  }
  return servers;
}

/** Kills a server with SIGKILL (no shutdown of any kind), as a crash or an OOM kill would. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  await exited;
}

/** Starts a stopped server again on its port; resolves once it answers /healthz. */
export async function restartServer(
  server: ServerProcess,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<void> {
  spawnServer(server, databaseUrl, env);
  await waitForHealth(server, 60_000);
}

/** Stops a process (SIGTERM, then SIGKILL after 10 s). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Stops the servers (SIGTERM, then SIGKILL after 10 s). */
export async function stopServers(servers: ServerProcess[]): Promise<void> {
  await Promise.all(servers.map(({ child }) => stopProcess(child)));
}
