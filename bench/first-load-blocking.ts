// The search screen's first load on a phone, judged as a golfer's phone feels it: the page's own
// long tasks (PerformanceObserver, wall time) under DevTools' CPU throttle, their blocking time
// (the sum over 50 ms, Lighthouse's TBT rule) per load. With BASELINE_DIST it loads two builds
// alternately (one load of each, in turn) and prints each build's median and the ratio of the
// medians, measured ÷ baseline: what a change to the first screen does, in one run on one machine,
// where Lighthouse's TBT on a 2-core VM moves by tens of ms between runs of one build.
// WEB_DIST (the build measured; default apps/web/dist), BASELINE_DIST (the build compared),
// RUNS (9 loads of each), THROTTLE (4: Lighthouse's phone), PAGE (default: tomorrow's search),
// WAIT_MS (4000: how long after `load`).
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { required } from '@fairway/domain/shared/required';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/environment.ts';
import { type BenchServer, startBenchServer } from './bench-server-process.ts';
import { courseDate } from './course-date.ts';

const RUNS = Number(process.env.RUNS ?? 9);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const WAIT_MS = Number(process.env.WAIT_MS ?? 4000);
const PAGE = process.env.PAGE ?? `/search?alias=demo&date=${courseDate(1)}`;
const MEASURED = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const BASELINE = process.env.BASELINE_DIST;

interface Load {
  blockingMs: number;
  longestMs: number;
  longTasks: number;
}

/** One first load in a new phone-sized context: the long tasks the page itself saw. */
async function load(browser: Browser, server: BenchServer): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // In the page: every long task it reports, from its first script on (`buffered`). The cast:
    // this file is checked with Node's typings, whose entry types have no 'longtask'.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (globalThis as unknown as { longTasks: number[] }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true } as unknown as { type: 'mark' });
    });
    await page.goto(`http://127.0.0.1:${server.port}${PAGE}`, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    const durations = await page.evaluate(() => (globalThis as unknown as { longTasks: number[] }).longTasks);
    return {
      blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longestMs: Math.max(0, ...durations),
      longTasks: durations.length,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => required(sorted[index], 'a measured load');
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

function summary(name: string, loads: Load[]): number {
  const blocking = loads.map((one) => one.blockingMs);
  const middle = median(blocking);
  console.log(
    `${name}: ${loads.length} loads, blocking time median ${Math.round(middle)} ms (${range(blocking)}), longest task median ${Math.round(median(loads.map((one) => one.longestMs)))} ms, long tasks per load median ${median(loads.map((one) => one.longTasks))}`,
  );
  return middle;
}

const builds = [{ name: `measured (${MEASURED})`, dist: MEASURED }];
if (BASELINE) builds.push({ name: `baseline (${BASELINE})`, dist: BASELINE });
const servers = await Promise.all(
  builds.map((build) =>
    startBenchServer({
      searchPath: `/api/v2/tee-times?date=${courseDate(1)}`,
      alias: 'demo',
      databaseUrl: null,
      webDist: build.dist,
    }),
  ),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`${PAGE}, CPU ×${THROTTLE}, ${RUNS} loads of each build, alternating`);
  const measured = builds.map((build, index) => ({
    name: build.name,
    server: required(servers[index], 'its bench server'),
    loads: [] as Load[],
  }));
  for (let run = 0; run < RUNS; run += 1)
    // Each round starts with the other build, so neither always loads first.
    for (const build of run % 2 ? [...measured].reverse() : measured)
      build.loads.push(await load(browser, build.server));
  const [first, second] = measured.map((build) => summary(build.name, build.loads));
  if (first !== undefined && second !== undefined)
    console.log(`blocking time, measured ÷ baseline (medians): ${(first / second).toFixed(2)}`);
} finally {
  await browser.close();
  for (const server of servers) server.child.kill('SIGTERM');
}
