import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_WAIT_MS, staticHeaderPainted } from './static-header-painted.ts';

/** The name the server's loading screen gives the banner (spa-shell.ts). */
const HEADER_ELEMENT_TIMING = 'course-header';

/** A document like the server's loading screen: the header image preloaded, the static shell in #root. */
function loadingScreen(withImage = true): Document {
  const doc = document.implementation.createHTMLDocument();
  if (withImage) doc.head.innerHTML = '<link rel="preload" as="image" href="/static/tenants/demo/header.svg">';
  doc.body.innerHTML = `<div id="root"><div class="app-shell" data-static-shell=""><header class="site-header"><div class="site-header__banner" elementtiming="${HEADER_ELEMENT_TIMING}"></div></header></div></div>`;
  return doc;
}

/** A browser that reports paints by Element Timing (jsdom reports none): the test hands the observer its entries. */
function elementTiming() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ['element', 'largest-contentful-paint'];
    private readonly own: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.own = { callback, disconnected: false };
      observers.push(this.own);
    }
    observe() {}
    disconnect() {
      this.own.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    report: (identifier: string) => {
      for (const observer of observers.filter((candidate) => !candidate.disconnected))
        observer.callback(
          { getEntries: () => [{ entryType: 'element', identifier }] } as unknown as PerformanceObserverEntryList,
          observer as unknown as PerformanceObserver,
        );
    },
  };
}

/** Gives images a `decode()` (jsdom has none) that settles when the test says so. */
function controlledDecode() {
  const decoded = { calls: 0, resolve: () => {} };
  const decode = () => {
    decoded.calls += 1;
    return new Promise<void>((resolve) => (decoded.resolve = resolve));
  };
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
  return decoded;
}

describe('staticHeaderPainted', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });

  it('goes on at once when the page has no header image to wait for', async () => {
    const decoded = controlledDecode();
    await staticHeaderPainted(loadingScreen(false));
    expect(decoded.calls).toBe(0);
  });

  it('waits for the header image to decode and for a frame to paint it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const decoded = controlledDecode();
    let done = false;
    void staticHeaderPainted(loadingScreen()).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    decoded.resolve();
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it.each([
    ['the image to decode', () => void controlledDecode()],
    ["the banner's Element Timing report", () => void elementTiming()],
  ])(`never holds the app back more than ${HEADER_WAIT_MS} ms waiting for %s`, async (_, slowBrowser) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    slowBrowser();
    let done = false;
    void staticHeaderPainted(loadingScreen()).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(HEADER_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('where the browser reports paints (Element Timing), waits for the banner to be reported painted, not for a decode and a frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const decoded = controlledDecode();
    const timing = elementTiming();
    let done = false;
    void staticHeaderPainted(loadingScreen()).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(decoded.calls).toBe(0);
    timing.report('another-element');
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(false);
    timing.report(HEADER_ELEMENT_TIMING);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(timing.observers.every((observer) => observer.disconnected)).toBe(true);
  });
});
