import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestHostRedirect } from '../../shared/host-bridge/host-channel.ts';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

// jsdom runs the app as a top-level window, so window.parent === window: host messages come
// "from the parent" with source: window, and posts to the parent land on window.postMessage.

const HOST = 'https://www.pine-valley.example';
const hi = { ns: 'fairway', v: 1, type: 'iframeSaysHi' };
const preview = (theme: Record<string, unknown>) => ({ ns: 'fairway', v: 1, type: 'css-preview', theme });

/** A message from the host page, settled: the app checks it with the bridge schemas it loads on demand. */
async function fromHost(data: unknown, origin = HOST, source: MessageEventSource | null = window) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    await import('@fairway/contract/host-bridge.contract');
    // A few microtask turns let the app's own check of the message settle (works under fake timers too).
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  });
}

const primary = () => screen.getByTestId('app-shell').style.getPropertyValue('--fw-primary');

/** A message the app posted to its parent, with its target origin. */
interface Posted {
  message: { type: string } & Record<string, unknown>;
  targetOrigin: unknown;
}

/** Messages the app posted to its parent, with their target origins. */
function posted(spy: { mock: { calls: unknown[][] } }): Posted[] {
  return spy.mock.calls.map(([message, targetOrigin]) => ({ message: message as Posted['message'], targetOrigin }));
}

/** A ResizeObserver that the test triggers by hand. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  trigger() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

describe('host bridge', () => {
  let postSpy: { mock: { calls: unknown[][] } };
  beforeEach(() => {
    postSpy = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => vi.useRealTimers());

  it('is a no-op outside an iframe: no data-iframe, nothing posted', async () => {
    mockApi();
    renderApp();
    const shell = await waitForShell();
    expect(shell).toHaveAttribute('data-iframe', 'false');
    expect(postSpy).not.toHaveBeenCalled();
    expect(requestHostRedirect('https://pay.example/3ds')).toBe(false);
  });

  it('enters iframe mode on an allowed iframeSaysHi and answers ready to that exact origin', async () => {
    mockApi();
    renderApp();
    const shell = await waitForShell();
    await fromHost(hi);
    expect(shell).toHaveAttribute('data-iframe', 'true');
    expect(posted(postSpy)).toContainEqual({
      message: { ns: 'fairway', v: 1, type: 'ready', alias: 'demo' },
      targetOrigin: HOST,
    });
    expect(posted(postSpy).every(({ targetOrigin }) => targetOrigin === HOST)).toBe(true);
  });

  it('handles a hi that arrives before the settings (allowed origins) have loaded', async () => {
    mockApi();
    renderApp();
    await fromHost(hi);
    const shell = await waitForShell();
    await waitFor(() => expect(shell).toHaveAttribute('data-iframe', 'true'));
  });

  it('ignores a hi from a foreign origin or another window', async () => {
    mockApi();
    renderApp();
    const shell = await waitForShell();
    await fromHost(hi, 'https://evil.example');
    await fromHost(hi, HOST, null);
    expect(shell).toHaveAttribute('data-iframe', 'false');
    expect(postSpy).not.toHaveBeenCalled();
  });

  it('accepts the literal "self" entry as this app\'s own origin', async () => {
    mockApi();
    renderApp();
    const shell = await waitForShell();
    await fromHost(preview({ primaryColor: '#0a3d62' }), window.location.origin);
    expect(shell.style.getPropertyValue('--fw-primary')).toBe('#0a3d62');
  });

  it('re-themes live on a css-preview from an allowed origin', async () => {
    mockApi();
    renderApp();
    const shell = await waitForShell();
    await fromHost(
      preview({ primaryColor: '#112233', headerImage: '/static/tenants/demo/preview.png' }),
      'https://shop.pine-valley.example',
    );
    expect(primary()).toBe('#112233');
    expect(shell.style.getPropertyValue('--fw-on-primary')).toBe('#ffffff');
    expect(shell.style.getPropertyValue('--fw-header-image')).toBe('url("/static/tenants/demo/preview.png")');
    expect(shell.style.getPropertyValue('--fw-secondary')).toBe('#676767');
  });

  it('changes nothing on a css-preview from a foreign origin', async () => {
    mockApi();
    renderApp();
    await waitForShell();
    await fromHost(preview({ primaryColor: '#112233' }), 'https://evil.example');
    expect(primary()).toBe('#4fb488');
  });

  it.each([
    ['an invalid colour', preview({ primaryColor: 'red;background:url(https://evil.example/x)' })],
    ['an unknown field', preview({ primaryColor: '#112233', position: 'fixed' })],
    ['a javascript: image', preview({ headerImage: 'javascript:alert(1)' })],
    ['another namespace', { ...preview({ primaryColor: '#112233' }), ns: 'other' }],
    ['another version', { ...preview({ primaryColor: '#112233' }), v: 2 }],
  ])('changes nothing on a css-preview with %s', async (_case, data) => {
    mockApi();
    renderApp();
    const shell = await waitForShell();
    const before = shell.getAttribute('style');
    await fromHost(data);
    expect(shell.getAttribute('style')).toBe(before);
  });

  it('applies theme-updated at once and refetches the booking engine, whose settings then win', async () => {
    let primaryColor = '#4fb488';
    const fetchMock = mockApi({
      'booking-engine': () => ({ body: bookingEngineFixture({ appearance: { primaryColor } }) }),
    });
    renderApp();
    await waitForShell();
    primaryColor = '#223344';
    await fromHost({ ns: 'fairway', v: 1, type: 'theme-updated', theme: { primaryColor: '#223344' } });
    expect(primary()).toBe('#223344');
    await waitFor(() => expect(requestsTo(fetchMock, 'booking-engine')).toHaveLength(2));
    primaryColor = '#556677';
    await fromHost({ ns: 'fairway', v: 1, type: 'theme-updated', theme: {} });
    await waitFor(() => expect(primary()).toBe('#556677'));
  });

  it('sends the content height 300 ms after the size settles, once per change', async () => {
    mockApi();
    renderApp();
    const shell = await waitForShell();
    let height = 1234;
    Object.defineProperty(shell, 'scrollHeight', { configurable: true, get: () => height });
    vi.useFakeTimers();
    await fromHost(hi);
    const heights = () => posted(postSpy).filter(({ message }) => message.type === 'frame-height');

    act(() => vi.advanceTimersByTime(299));
    expect(heights()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(heights()).toEqual([
      { message: { ns: 'fairway', v: 1, type: 'frame-height', height: 1234 }, targetOrigin: HOST },
    ]);

    const observer = FakeResizeObserver.instances.at(-1)!;
    height = 1500;
    act(() => {
      observer.trigger();
      vi.advanceTimersByTime(200);
      observer.trigger();
      vi.advanceTimersByTime(299);
    });
    expect(heights()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(heights().map(({ message }) => message.height)).toEqual([1234, 1500]);

    act(() => {
      observer.trigger();
      vi.advanceTimersByTime(300);
    });
    expect(heights()).toHaveLength(2);
  });

  it('asks the host to scroll to the top on each route change, not on query changes', async () => {
    mockApi();
    const { router } = renderApp({ path: '/teetimes' });
    await waitForShell();
    await fromHost(hi);
    const scrolls = () => posted(postSpy).filter(({ message }) => message.type === 'scroll-to-top');
    expect(scrolls()).toHaveLength(0);
    await act(() => router.navigate('/course/info'));
    expect(scrolls()).toEqual([{ message: { ns: 'fairway', v: 1, type: 'scroll-to-top' }, targetOrigin: HOST }]);
    await act(() => router.navigate('/course/info?course=2'));
    expect(scrolls()).toHaveLength(1);
    await act(() => router.navigate('/store'));
    expect(scrolls()).toHaveLength(2);
  });

  it('lets features ask the host for a redirect once embedded', async () => {
    mockApi();
    renderApp();
    await waitForShell();
    await fromHost(hi);
    expect(requestHostRedirect('https://pay.example/3ds?session=1')).toBe(true);
    expect(posted(postSpy)).toContainEqual({
      message: { ns: 'fairway', v: 1, type: 'redirect', url: 'https://pay.example/3ds?session=1' },
      targetOrigin: HOST,
    });
  });
});
