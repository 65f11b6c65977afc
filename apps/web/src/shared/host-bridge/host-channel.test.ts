import { bridgeMessage } from '@fairway/contract/host-bridge.contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeHostChannel, openHostChannel, postToHost, requestHostRedirect } from './host-channel.ts';

function fakeWindow() {
  return { postMessage: vi.fn() } as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
}

describe('host channel', () => {
  afterEach(closeHostChannel);

  it('posts nothing while closed', () => {
    expect(postToHost(bridgeMessage({ type: 'scroll-to-top' }))).toBe(false);
    expect(requestHostRedirect('https://pay.example/authorize')).toBe(false);
  });

  it('posts to the explicit target origin, never "*"', () => {
    const parent = fakeWindow();
    openHostChannel(parent, 'https://www.pine-valley.example');
    expect(requestHostRedirect('https://pay.example/authorize?x=1')).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { ns: 'fairway', v: 1, type: 'redirect', url: 'https://pay.example/authorize?x=1' },
      'https://www.pine-valley.example',
    );
  });

  it('refuses a wildcard target and non-http redirects', () => {
    const parent = fakeWindow();
    openHostChannel(parent, '*');
    expect(postToHost(bridgeMessage({ type: 'scroll-to-top' }))).toBe(false);
    openHostChannel(parent, 'https://www.pine-valley.example');
    expect(requestHostRedirect('javascript:alert(1)')).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
