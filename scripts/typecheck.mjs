// Strict typecheck of every workspace, one tsconfig each (web and admin have DOM types, server has Node types).
// The projects are independent: they run side by side, one per core, each one's output kept together.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);
const projects = [
  'apps/web',
  'apps/admin',
  'apps/server',
  'e2e',
  'packages/domain',
  'packages/contract',
  'packages/ui',
  'apps/embed',
  'bench',
  'scripts/reliability',
  'scripts/release-sim',
  'scripts/scale-seed',
  'scripts/soak',
  'scripts/api-contract',
];
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;
let failed = false;

async function check(project) {
  try {
    await run(process.execPath, [tsc, '-p', `${project}/tsconfig.json`], { maxBuffer: 64 * 1024 * 1024 });
    console.log(`typecheck ok: ${project}`);
  } catch (error) {
    failed = true;
    process.stdout.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    console.error(`typecheck failed: ${project}`);
  }
}

const queue = [...projects];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) await check(project);
  }),
);
process.exit(failed ? 1 : 0);
