import { describe, expect, it } from 'vitest';
import { bridgeMessage, parseAppToHostMessage, parseHostToAppMessage } from './host-bridge.contract.ts';

describe('host-to-app messages', () => {
  it('accepts the three host messages with the envelope', () => {
    expect(parseHostToAppMessage({ ns: 'fairway', v: 1, type: 'iframeSaysHi' })).toEqual({
      ns: 'fairway',
      v: 1,
      type: 'iframeSaysHi',
    });
    expect(
      parseHostToAppMessage({ ns: 'fairway', v: 1, type: 'css-preview', theme: { primaryColor: '#112233' } }),
    ).not.toBeNull();
    expect(
      parseHostToAppMessage({ ns: 'fairway', v: 1, type: 'theme-updated', theme: { salesBanner: 'Sale!' } }),
    ).not.toBeNull();
  });

  it('refuses messages from another namespace or version', () => {
    expect(parseHostToAppMessage({ ns: 'other', v: 1, type: 'iframeSaysHi' })).toBeNull();
    expect(parseHostToAppMessage({ ns: 'fairway', v: 2, type: 'iframeSaysHi' })).toBeNull();
    expect(parseHostToAppMessage('iframeSaysHi')).toBeNull();
    expect(parseHostToAppMessage(null)).toBeNull();
  });

  it('refuses unknown types and app-only types', () => {
    expect(parseHostToAppMessage({ ns: 'fairway', v: 1, type: 'delete-everything' })).toBeNull();
    expect(parseHostToAppMessage({ ns: 'fairway', v: 1, type: 'frame-height', height: 10 })).toBeNull();
  });

  it('refuses theme values that could inject CSS or script', () => {
    const preview = (theme: unknown) => parseHostToAppMessage({ ns: 'fairway', v: 1, type: 'css-preview', theme });
    expect(preview({ primaryColor: 'red' })).toBeNull();
    expect(preview({ primaryColor: '#fff;} body{display:none' })).toBeNull();
    expect(preview({ headerImage: 'javascript:alert(1)' })).toBeNull();
    expect(preview({ headerImage: 'https://x.example/a.jpg")' })).toBeNull();
    expect(preview({ unknownField: 1 })).toBeNull();
  });
});

describe('app-to-host messages', () => {
  it('builds and validates each message', () => {
    const height = bridgeMessage({ type: 'frame-height', height: 640 });
    expect(parseAppToHostMessage(height)).toEqual({ ns: 'fairway', v: 1, type: 'frame-height', height: 640 });
    expect(parseAppToHostMessage(bridgeMessage({ type: 'scroll-to-top' }))).not.toBeNull();
    expect(parseAppToHostMessage(bridgeMessage({ type: 'ready', alias: 'demo' }))).not.toBeNull();
  });

  it('only follows http(s) redirects', () => {
    expect(parseAppToHostMessage(bridgeMessage({ type: 'redirect', url: 'https://pay.example/3ds' }))).not.toBeNull();
    expect(parseAppToHostMessage({ ns: 'fairway', v: 1, type: 'redirect', url: 'javascript:alert(1)' })).toBeNull();
  });

  it('refuses non-integer or absurd heights', () => {
    expect(parseAppToHostMessage({ ns: 'fairway', v: 1, type: 'frame-height', height: 10.5 })).toBeNull();
    expect(parseAppToHostMessage({ ns: 'fairway', v: 1, type: 'frame-height', height: -1 })).toBeNull();
  });
});
