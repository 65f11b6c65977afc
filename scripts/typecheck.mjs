// Strict typecheck of every workspace, one tsconfig each (web has DOM types, server has Node types).
import { execFileSync } from 'node:child_process';

const projects = [
  'packages/domain',
  'packages/contract',
  'apps/embed',
  'apps/web',
  'apps/server',
  'e2e',
  'bench',
  'scripts/reliability',
  'scripts/soak',
];
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;
let failed = false;
for (const project of projects) {
  try {
    execFileSync(process.execPath, [tsc, '-p', `${project}/tsconfig.json`], { stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
