// Is the published API document true? Starts the server on a fresh embedded database, takes its
// document from /docs/json, puts Stoplight Prism's validation proxy (`prism proxy --errors`) in
// front of it, and runs the recorded journey (journey.ts) through the proxy. Exits 1 listing each
// request or response that breaks the document (method, path, Prism's words), or when a part of
// the journey could not be completed. `npm run api-contract`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JourneyClient, type Exchange } from './journey-client.ts';
import { ALIAS, JOURNEY } from './journey.ts';
import { startPrismProxy, startServer, stop, type Started } from './processes.ts';

const started = performance.now();
const workDir = await mkdtemp(join(tmpdir(), 'fairway-api-contract-'));
const running: Started[] = [];
const exchanges: Exchange[] = [];
const broken: string[] = [];
try {
  const server = await startServer(join(workDir, 'data'));
  running.push(server);
  const appOrigin = `http://127.0.0.1:${server.port}`;
  const document = await fetch(`${appOrigin}/docs/json`);
  if (!document.ok) throw new Error(`/docs/json answered ${document.status}`);
  const specPath = join(workDir, 'openapi.json');
  await writeFile(specPath, await document.text());
  const prism = await startPrismProxy(specPath, appOrigin);
  running.push(prism);

  for (const part of JOURNEY) {
    const api = new JourneyClient(`http://127.0.0.1:${prism.port}`, appOrigin, ALIAS);
    try {
      await part.run(api, appOrigin);
    } catch (error) {
      broken.push(`${part.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    exchanges.push(...api.exchanges);
  }
} finally {
  await Promise.all(running.map(stop));
  await rm(workDir, { recursive: true, force: true });
}

const violating = exchanges.filter((exchange) => exchange.violations.length > 0);
const violations = violating.reduce((sum, exchange) => sum + exchange.violations.length, 0);
for (const { method, path, status, violations: found } of violating) {
  console.log(`${method} ${path} (${status})`);
  for (const { where, message } of found) console.log(`  ${where}: ${message}`);
}
for (const reason of broken) console.log(`journey broken: ${reason}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `api contract: ${exchanges.length} calls through Prism's validation proxy, ${violations} violations in ${violating.length} calls, ${broken.length} parts broken (${seconds} s)`,
);
process.exit(violations > 0 || broken.length > 0 ? 1 : 0);
