// The search screen's first load, task by task, by the main thread's CPU time rather than wall
// time: Lighthouse's phone multiplies wall time by four, so on a busy VM its TBT measures the
// machine; a task's thread time barely moves with other load. Prints, per load, the main
// thread's CPU, "TBT at ×4" (the sum over tasks of 4 × CPU − 50 ms, Lighthouse's phone's rule
// applied to CPU time) and, with VERBOSE=1, every task of MIN_MS or more with what ran in it.
// RUNS (3), WEB_DIST (another build), PAGE (another path), WAIT_MS (6000: how long after `load`).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/environment.ts';
import { startBenchServer } from './bench-server-process.ts';
import { courseDate } from './course-date.ts';
import type { TraceEvent } from './trace-tasks.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const MIN_MS = Number(process.env.MIN_MS ?? 5);
/** What a task is made of: the trace events worth naming inside it. */
const PARTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
]);

const cpuMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** The heaviest parts of a task, e.g. `Layout 23.3, FunctionCall(vendor.js) 6.1`. */
function partsOf(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event === task || !PARTS.has(event.name) || event.pid !== task.pid || event.tid !== task.tid) continue;
    if (event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
    const script = event.args?.data?.url?.split('/').pop();
    const key = script ? `${event.name}(${script})` : event.name;
    totals.set(key, (totals.get(key) ?? 0) + cpuMs(event));
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
    .join(', ');
}

const server = await startBenchServer({
  searchPath: `/api/v2/tee-times?date=${courseDate(1)}`,
  alias: 'demo',
  databaseUrl: null,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const url = `http://127.0.0.1:${server.port}${process.env.PAGE ?? `/search?alias=demo&date=${courseDate(1)}`}`;
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 6000));
    await cdp.send('Tracing.end');
    await complete;
    if (process.env.SAVE_TRACE) writeFileSync(`${process.env.SAVE_TRACE}-${run}.json`, JSON.stringify(events));

    const mainThreads = new Set(
      events
        .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const tasks = events
      .filter(
        (event) =>
          event.ph === 'X' &&
          event.name === 'ThreadControllerImpl::RunTask' &&
          mainThreads.has(`${event.pid}:${event.tid}`),
      )
      .sort((a, b) => a.ts - b.ts);
    const start = events.find((event) => event.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
    const cpu = tasks.reduce((sum, task) => sum + cpuMs(task), 0);
    const blockingAtFour = tasks.reduce((sum, task) => sum + Math.max(0, 4 * cpuMs(task) - 50), 0);
    const long = tasks.filter((task) => cpuMs(task) >= MIN_MS);
    const lastLong = long.at(-1);
    console.log(
      `run ${run + 1}: ${tasks.length} tasks, main-thread CPU ${Math.round(cpu)} ms, TBT at ×4 ${Math.round(blockingAtFour)} ms, ${long.length} tasks of ${MIN_MS} ms or more, the last at ${lastLong ? Math.round((lastLong.ts - start) / 1000) : 0} ms`,
    );
    if (process.env.VERBOSE)
      for (const task of long)
        console.log(
          `  ${String(Math.round((task.ts - start) / 1000)).padStart(6)} ms  CPU ${cpuMs(task).toFixed(1).padStart(5)}  ${partsOf(task, events)}`,
        );
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
}
