import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_WAIT_MS, staticHeaderPainted } from './static-header-painted.ts';

/** A document like the server's loading screen: the header image preloaded, the static shell in #root. */
function loadingScreen(withImage = true): Document {
  const doc = document.implementation.createHTMLDocument();
  if (withImage) doc.head.innerHTML = '<link rel="preload" as="image" href="/static/tenants/demo/header.svg">';
  doc.body.innerHTML = '<div id="root"><div class="app-shell" data-static-shell=""></div></div>';
  return doc;
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

  it(`never holds the app back more than ${HEADER_WAIT_MS} ms when the image is slow`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    controlledDecode();
    let done = false;
    void staticHeaderPainted(loadingScreen()).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(HEADER_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
