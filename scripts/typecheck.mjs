// Strict typecheck of every workspace (web and admin have DOM types; the server and its Node tools,
// one program in tsconfig.node.json, have Node types).
// The projects are independent: they run side by side, one per core, each one's output kept together.
// The checker is TypeScript 7, the native compiler (`typescript-native`, an alias of typescript@7):
// the same diagnostics for these projects in less time and CPU (beside the other checks on a 2-core
// machine, 60 s against TypeScript 5.9's 102 s, and the other checks no longer wait on it for a
// core). TypeScript 5.9 stays as `typescript` for the tools that load its JavaScript API
// (typescript-eslint, knip) and for editors.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Each entry is a folder with its tsconfig.json, or a tsconfig file; the biggest first, so the
// last to start are the quick ones.
const projects = [
  'tsconfig.node.json',
  'apps/web',
  'apps/admin',
  'e2e',
  'packages/domain',
  'packages/contract',
  'packages/ui',
  'apps/embed',
];
const tsc = createRequire(import.meta.url)
  .resolve('typescript-native/package.json')
  .replace(/package\.json$/, 'bin/tsc');
let failed = false;

async function check(project) {
  try {
    const config = project.endsWith('.json') ? project : `${project}/tsconfig.json`;
    await run(process.execPath, [tsc, '-p', config], { maxBuffer: 64 * 1024 * 1024 });
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
