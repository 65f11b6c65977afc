import { vi } from 'vitest';
import type { HostWindow } from '../host-bridge.ts';

/** A host window for bridge tests: a real EventTarget with spied scroll and navigation. */
export interface FakeHostWindow extends HostWindow {
  scrollTo: ReturnType<typeof vi.fn<(options: ScrollToOptions) => void>>;
  location: { assign: ReturnType<typeof vi.fn<(url: string) => void>> };
  /** Delivers a message event as the browser would. */
  receive(init: MessageEventInit): void;
}

/** A fake host window with the given screen height, scroll offset and reduced-motion preference. */
export function fakeHostWindow({ availHeight = 900, scrollY = 0, reduceMotion = false } = {}): FakeHostWindow {
  const target = new EventTarget();
  const win = Object.assign(target, {
    screen: { availHeight },
    innerHeight: 700,
    scrollY,
    scrollTo: vi.fn<(options: ScrollToOptions) => void>(),
    matchMedia: (query: string) => ({ matches: reduceMotion && query.includes('reduce') }),
    location: { assign: vi.fn<(url: string) => void>() },
    receive: (init: MessageEventInit) => target.dispatchEvent(new MessageEvent('message', init)),
  });
  return win;
}
