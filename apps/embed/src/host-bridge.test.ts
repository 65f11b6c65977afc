import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createHostBridge, FAIRWAY_MESSAGE_EVENT, type FairwayMessageDetail, type HostBridge } from './host-bridge.ts';
import { fakeHostWindow, type FakeHostWindow } from './testing/fake-host-window.ts';

const APP_ORIGIN = 'https://engine.example';
const envelope = { ns: 'fairway', v: 1 } as const;

let iframe: HTMLIFrameElement;
let frameWindow: Window;
let win: FakeHostWindow;
let mount: HTMLElement;
let bridge: HostBridge;
let postMessage: MockInstance;

/** A message from the frame, as the browser delivers it, unless a test overrides a field. */
const fromApp = (data: unknown, init: MessageEventInit = {}) =>
  win.receive({ data, origin: APP_ORIGIN, source: frameWindow, ...init });

beforeEach(() => {
  mount = document.createElement('div');
  iframe = document.createElement('iframe');
  iframe.style.height = '600px';
  mount.appendChild(iframe);
  document.body.appendChild(mount);
  frameWindow = iframe.contentWindow!;
  postMessage = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  win = fakeHostWindow({ availHeight: 900, scrollY: 250 });
  bridge = createHostBridge({ iframe, appOrigin: APP_ORIGIN, alias: 'maple-ridge', win, events: mount });
});

afterEach(() => {
  bridge.dispose();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('frame-height', () => {
  it('sets the frame to the content height plus 32 px padding', () => {
    fromApp({ ...envelope, type: 'frame-height', height: 500 });
    expect(iframe.style.height).toBe('532px');
  });

  it('caps the height at the screen available height minus 100, then adds the padding', () => {
    fromApp({ ...envelope, type: 'frame-height', height: 5000 });
    expect(iframe.style.height).toBe(`${900 - 100 + 32}px`);
  });

  it('falls back to the viewport height when the screen reports no available height', () => {
    const headless = fakeHostWindow({ availHeight: 0 });
    const other = createHostBridge({
      iframe,
      appOrigin: APP_ORIGIN,
      alias: 'maple-ridge',
      win: headless,
      events: mount,
    });
    headless.receive({
      data: { ...envelope, type: 'frame-height', height: 5000 },
      origin: APP_ORIGIN,
      source: frameWindow,
    });
    expect(iframe.style.height).toBe(`${700 - 100 + 32}px`);
    other.dispose();
  });
});

describe('messages that are ignored (the frame height stays 600px)', () => {
  const height = { ...envelope, type: 'frame-height', height: 400 };
  const cases: [string, () => void][] = [
    ['from a foreign origin', () => fromApp(height, { origin: 'https://evil.example' })],
    ['from the app origin on another port', () => fromApp(height, { origin: 'https://engine.example:8443' })],
    ['from another window than the frame', () => fromApp(height, { source: window })],
    ['without a source window', () => fromApp(height, { source: null })],
    ['in another namespace', () => fromApp({ ...height, ns: 'other' })],
    ['in another protocol version', () => fromApp({ ...height, v: 2 })],
    ['without the envelope', () => fromApp({ type: 'frame-height', height: 400 })],
    ['with a height that is not an integer', () => fromApp({ ...height, height: '400' })],
    ['with a negative height', () => fromApp({ ...height, height: -5 })],
    ['with an unknown field', () => fromApp({ ...height, extra: true })],
    ['with an unknown type', () => fromApp({ ...envelope, type: 'resize', height: 400 })],
    ['that are strings', () => fromApp(JSON.stringify(height))],
    ['that are null', () => fromApp(null)],
  ];

  it.each(cases)('ignores a message %s', (_name, send) => {
    const heard = vi.fn();
    mount.addEventListener(FAIRWAY_MESSAGE_EVENT, heard);
    send();
    expect(iframe.style.height).toBe('600px');
    expect(heard).not.toHaveBeenCalled();
  });

  it('stops listening once disposed', () => {
    bridge.dispose();
    fromApp(height);
    expect(iframe.style.height).toBe('600px');
  });
});

describe('redirect', () => {
  it('navigates the host page to an http(s) url', () => {
    fromApp({ ...envelope, type: 'redirect', url: 'https://pay.example/3ds?ref=1' });
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('https://pay.example/3ds?ref=1');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    'ftp://files.example/x',
  ])('never navigates to %s', (url) => {
    fromApp({ ...envelope, type: 'redirect', url });
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('does not navigate for a redirect from a foreign origin', () => {
    fromApp({ ...envelope, type: 'redirect', url: 'https://phish.example/' }, { origin: 'https://evil.example' });
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});

describe('scroll-to-top', () => {
  it('scrolls the host so the top of the frame is at the top of the viewport, smoothly', () => {
    vi.spyOn(iframe, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 120, 300, 600));
    fromApp({ ...envelope, type: 'scroll-to-top' });
    expect(win.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 250 + 120, behavior: 'smooth' });
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    const calm = fakeHostWindow({ scrollY: 0, reduceMotion: true });
    const other = createHostBridge({ iframe, appOrigin: APP_ORIGIN, alias: 'maple-ridge', win: calm, events: mount });
    vi.spyOn(iframe, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 40, 300, 600));
    calm.receive({ data: { ...envelope, type: 'scroll-to-top' }, origin: APP_ORIGIN, source: frameWindow });
    expect(calm.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 40, behavior: 'auto' });
    other.dispose();
  });
});

describe('outgoing messages', () => {
  it('answers ready with iframeSaysHi, addressed to the app origin only', () => {
    fromApp({ ...envelope, type: 'ready', alias: 'maple-ridge' });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ ...envelope, type: 'iframeSaysHi' }, APP_ORIGIN);
  });

  it('says hi when the frame loads', () => {
    iframe.dispatchEvent(new Event('load'));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ ...envelope, type: 'iframeSaysHi' }, APP_ORIGIN);
  });

  it('sends theme messages in the envelope to the app origin', () => {
    bridge.send({ type: 'css-preview', theme: { primaryColor: '#123456' } });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { ...envelope, type: 'css-preview', theme: { primaryColor: '#123456' } },
      APP_ORIGIN,
    );
  });

  it('sends the latest theme messages again when the app (re)announces itself', () => {
    bridge.send({ type: 'css-preview', theme: { primaryColor: '#111111' } });
    bridge.send({ type: 'css-preview', theme: { primaryColor: '#222222' } });
    bridge.send({ type: 'theme-updated', theme: { salesBanner: 'Twilight rates' } });
    postMessage.mockClear();
    fromApp({ ...envelope, type: 'ready', alias: 'maple-ridge' });
    expect(postMessage.mock.calls).toEqual([
      [{ ...envelope, type: 'iframeSaysHi' }, APP_ORIGIN],
      [{ ...envelope, type: 'css-preview', theme: { primaryColor: '#222222' } }, APP_ORIGIN],
      [{ ...envelope, type: 'theme-updated', theme: { salesBanner: 'Twilight rates' } }, APP_ORIGIN],
    ]);
  });

  it('never uses a wildcard target origin', () => {
    bridge.send({ type: 'css-preview', theme: {} });
    iframe.dispatchEvent(new Event('load'));
    fromApp({ ...envelope, type: 'ready', alias: 'maple-ridge' });
    expect(postMessage.mock.calls.length).toBeGreaterThan(2);
    for (const [, targetOrigin] of postMessage.mock.calls) expect(targetOrigin).toBe(APP_ORIGIN);
  });
});

describe('fairway:message events', () => {
  it('reports each accepted message on the mount element, bubbling to the document', () => {
    const heard = vi.fn<(event: Event) => void>();
    document.addEventListener(FAIRWAY_MESSAGE_EVENT, heard);
    fromApp({ ...envelope, type: 'frame-height', height: 300 });
    document.removeEventListener(FAIRWAY_MESSAGE_EVENT, heard);
    expect(heard).toHaveBeenCalledOnce();
    const event = heard.mock.calls[0]![0] as CustomEvent<FairwayMessageDetail>;
    expect(event.target).toBe(mount);
    expect(event.detail).toEqual({ alias: 'maple-ridge', message: { ...envelope, type: 'frame-height', height: 300 } });
  });

  it('lets the host cancel the default action', () => {
    mount.addEventListener(FAIRWAY_MESSAGE_EVENT, (event) => event.preventDefault());
    fromApp({ ...envelope, type: 'redirect', url: 'https://pay.example/3ds' });
    fromApp({ ...envelope, type: 'frame-height', height: 300 });
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(iframe.style.height).toBe('600px');
  });
});
