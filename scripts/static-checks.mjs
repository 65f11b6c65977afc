// The checks `npm test` runs before the tests: the format check, the typecheck, lint and knip.
// They read the same files and change nothing, so they run side by side: Prettier, ESLint and
// knip each use one core and the typecheck two, so one after another left a core idle for most
// of their time. Each one's output is printed together when it ends; any failure fails the whole.
import { spawn } from 'node:child_process';

const checks = ['format:check', 'typecheck', 'lint', 'knip'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? 'ok' : 'FAILED'}: npm run ${script} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
