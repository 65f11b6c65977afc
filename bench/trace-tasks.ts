// The longest main-thread tasks of a page load's Chromium trace (a Lighthouse run's own), each named
// by what started it in the app's source: Lighthouse's long-tasks audit names only the script a task
// ran in (the vendor chunk, for every Preact render), not which timer, frame or module started it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** One Chrome trace event (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (first-load-tasks.ts). */
  tdur?: number;
  args?: {
    name?: string;
    data?: {
      timerId?: number;
      id?: number;
      url?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
      stackTrace?: { url: string; lineNumber: number; columnNumber: number; functionName: string }[];
    };
  };
}

/** A frame's place: the built file, its line and column (one-based in trace events' stacks and calls). */
interface Place {
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** What a task is made of, summed inside it for the summary. */
const PARTS = new Set([
  'RunMicrotasks',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
  'V8.BytecodeBudgetInterrupt',
]);

/** Maps built files' places to the app's sources with the maps beside them in `dist`. */
class SourcePlaces {
  private readonly maps = new Map<string, SourceMapConsumer | null>();
  constructor(private readonly dist: string) {}

  name(place: Place): string {
    const file = new URL(place.url, 'http://x').pathname;
    const consumer = this.consumer(file);
    const original = consumer?.originalPositionFor({ line: place.lineNumber, column: place.columnNumber - 1 });
    if (original?.source) return `${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}`;
    return `${file}:${place.lineNumber}:${place.columnNumber}`;
  }

  private consumer(file: string): SourceMapConsumer | null {
    if (!this.maps.has(file)) {
      const path = join(this.dist, `${file}.map`);
      this.maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    return this.maps.get(file) ?? null;
  }
}

/** The renderer main thread that ran the most tasks: the page's. */
function pageThread(events: TraceEvent[]): string | undefined {
  const counts = new Map<string, number>();
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of events)
    if (event.ph === 'X' && TASK.has(event.name) && mains.has(`${event.pid}:${event.tid}`))
      counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** What started a task: the code that set its timer or asked for its frame, the module it evaluated, or the function it called. */
function trigger(inside: TraceEvent[], events: TraceEvent[], places: SourcePlaces): string {
  const installer = (installName: string, id: number | undefined) =>
    events.find((event) => event.name === installName && (event.args?.data?.timerId ?? event.args?.data?.id) === id)
      ?.args?.data?.stackTrace?.[0];
  for (const event of inside) {
    const data = event.args?.data;
    if (event.name === 'TimerFire') {
      const frame = installer('TimerInstall', data?.timerId);
      return frame ? `timer set at ${places.name(frame)}` : 'a timer';
    }
    if (event.name === 'FireAnimationFrame') {
      const frame = installer('RequestAnimationFrame', data?.id);
      // The frame's style, layout and paint run in the same task, whoever asked for it.
      return frame ? `a frame (callback asked at ${places.name(frame)})` : 'a frame';
    }
    if (event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript')
      return data?.url ? `evaluating ${new URL(data.url, 'http://x').pathname}` : 'evaluating modules';
    if (event.name === 'FunctionCall' && data?.url && data.lineNumber !== undefined)
      return `${data.functionName || 'a function'} at ${places.name({ url: data.url, lineNumber: data.lineNumber, columnNumber: data.columnNumber ?? 1 })}`;
  }
  if (inside.some((event) => event.name === 'RunYieldContinuation')) return 'the code after an `await nextTask()`';
  if (inside.some((event) => event.name === 'RunMicrotasks'))
    return 'promise continuations (a fetch answered, a module loaded)';
  return 'the browser (style, layout, paint)';
}

/**
 * The `count` longest tasks of the page's main thread, longest first, as lines: wall time in the
 * trace (Lighthouse's phone counts four times it), when after the first task, what started it in
 * the app's source (the maps in `dist`) and its largest parts.
 */
export function longestTasks(events: TraceEvent[], dist: string, count = 3): string[] {
  const thread = pageThread(events);
  if (!thread) return [];
  const onThread = events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X');
  const tasks = onThread.filter((event) => TASK.has(event.name));
  const start = Math.min(...tasks.map((task) => task.ts));
  const places = new SourcePlaces(dist);
  return [...tasks]
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onThread
        .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
        .sort((a, b) => a.ts - b.ts);
      const parts = new Map<string, number>();
      for (const event of inside)
        if (PARTS.has(event.name)) parts.set(event.name, (parts.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      const largest = [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', ');
      const ms = ((task.dur ?? 0) / 1000).toFixed(1);
      const at = Math.round((task.ts - start) / 1000);
      return `${ms} ms at ${at} ms: ${trigger(inside, events, places)}${largest ? ` (${largest})` : ''}`;
    });
}
