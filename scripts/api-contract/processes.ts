import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, stopProcess } from '../reliability/server-processes.ts';
import { required } from '@fairway/domain/shared/required';

const ROOT = join(import.meta.dirname, '..', '..');
/** Started from source, so the document checked is the one this working tree publishes, built or not. */
const SERVER_SOURCE = join(ROOT, 'apps', 'server', 'src', 'main.ts');

/** A process this script started, with its output kept for the report when something goes wrong. */
export interface Started {
  port: number;
  child: ChildProcess;
  log: string[];
}

function started(child: ChildProcess, port: number): Started {
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { port, child, log };
}

async function waitUntil(what: Started, name: string, ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (what.child.exitCode !== null)
      throw new Error(`${name} exited with ${what.child.exitCode}:\n${what.log.join('')}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} was not ready in ${timeoutMs} ms:\n${what.log.join('')}`);
}

/** The server on the embedded database in `dataDir` (new: migrated and seeded with the demo engines). */
export async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const server = started(
    spawn(process.execPath, ['--import', 'tsx', SERVER_SOURCE], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }),
    port,
  );
  await waitUntil(server, 'server', async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 120_000);
  return server;
}

/** The Prism CLI of the root dev dependencies, run by this Node (no binary of its own). */
function prismCli(): string {
  const manifestPath = createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin =
    typeof manifest.bin === 'string'
      ? manifest.bin
      : required(manifest.bin.prism, "the prism entry of @stoplight/prism-cli's bin");
  return join(dirname(manifestPath), bin);
}

/** Prism's validation proxy for `specPath` in front of `upstream`; with --errors a violation becomes an error answer. */
export async function startPrismProxy(specPath: string, upstream: string): Promise<Started> {
  const port = await freePort();
  const args = [
    prismCli(),
    'proxy',
    specPath,
    upstream,
    '--errors',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--verboseLevel',
    'error',
  ];
  const prism = started(spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }), port);
  await waitUntil(
    prism,
    'prism',
    async () =>
      prism.log.join('').includes('Prism is listening') || (await fetch(`http://127.0.0.1:${port}/healthz`)).status > 0,
    60_000,
  );
  return prism;
}

/** Stops a started process (SIGTERM, then SIGKILL after 10 s). */
export function stop({ child }: Started): Promise<void> {
  return stopProcess(child);
}
