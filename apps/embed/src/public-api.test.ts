import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostBridge, HostToAppBody } from './host-bridge.ts';
import { createFairwayEmbed, registerEmbed, unregisterEmbed, type FairwayWindow } from './public-api.ts';

function fakeEmbed(alias: string) {
  const sent: HostToAppBody[] = [];
  const bridge: HostBridge = { send: (body) => sent.push(body), dispose: vi.fn() };
  const embed = createFairwayEmbed(alias, document.createElement('iframe'), bridge, vi.fn());
  return { embed, sent };
}

let win: FairwayWindow;
beforeEach(() => {
  win = {};
});
afterEach(() => vi.restoreAllMocks());

describe('an embed instance', () => {
  it('previewTheme sends a css-preview with the patch', () => {
    const { embed, sent } = fakeEmbed('demo');
    embed.previewTheme({ primaryColor: '#0b3d2e', salesBanner: 'Spring aeration done' });
    expect(sent).toEqual([
      { type: 'css-preview', theme: { primaryColor: '#0b3d2e', salesBanner: 'Spring aeration done' } },
    ]);
  });

  it('updateTheme sends a theme-updated with the patch', () => {
    const { embed, sent } = fakeEmbed('demo');
    embed.updateTheme({ secondaryColor: '#abcdef' });
    expect(sent).toEqual([{ type: 'theme-updated', theme: { secondaryColor: '#abcdef' } }]);
  });

  it('rejects an invalid patch with a clear error and sends nothing', () => {
    const { embed, sent } = fakeEmbed('demo');
    expect(() => embed.previewTheme({ primaryColor: 'red' })).toThrow(
      /Fairway\.previewTheme: invalid theme patch \(primaryColor/,
    );
    expect(() => embed.updateTheme({ primaryColor: '#123456', script: '<script>' })).toThrow(
      /Fairway\.updateTheme.*script/,
    );
    expect(sent).toEqual([]);
  });
});

describe('window.Fairway', () => {
  it('is created on first registration and keys instances by alias', () => {
    const a = fakeEmbed('maple-ridge');
    const b = fakeEmbed('harbor-pines');
    expect(registerEmbed(win, a.embed)).toBe('maple-ridge');
    expect(registerEmbed(win, b.embed)).toBe('harbor-pines');
    expect(win.Fairway?.version).toBe(1);
    expect(win.Fairway?.instances).toEqual({ 'maple-ridge': a.embed, 'harbor-pines': b.embed });
  });

  it('keeps a second embed of the same alias under alias#2', () => {
    registerEmbed(win, fakeEmbed('demo').embed);
    const second = fakeEmbed('demo');
    expect(registerEmbed(win, second.embed)).toBe('demo#2');
    expect(win.Fairway?.instances['demo#2']).toBe(second.embed);
  });

  it('previewTheme and updateTheme reach every embed, or only the one named', () => {
    const a = fakeEmbed('maple-ridge');
    const b = fakeEmbed('harbor-pines');
    registerEmbed(win, a.embed);
    registerEmbed(win, b.embed);
    win.Fairway!.previewTheme({ primaryColor: '#111111' });
    win.Fairway!.updateTheme({ primaryColor: '#222222' }, 'harbor-pines');
    expect(a.sent).toEqual([{ type: 'css-preview', theme: { primaryColor: '#111111' } }]);
    expect(b.sent).toEqual([
      { type: 'css-preview', theme: { primaryColor: '#111111' } },
      { type: 'theme-updated', theme: { primaryColor: '#222222' } },
    ]);
  });

  it('validates before sending to any embed, and names an unknown alias', () => {
    const a = fakeEmbed('maple-ridge');
    registerEmbed(win, a.embed);
    expect(() => win.Fairway!.previewTheme({ primaryColor: 'blue' })).toThrow(/primaryColor/);
    expect(() => win.Fairway!.previewTheme({}, 'nowhere')).toThrow(/no booking engine with alias "nowhere"/);
    expect(a.sent).toEqual([]);
  });

  it('is shared by a second copy of embed.js on the same page', () => {
    registerEmbed(win, fakeEmbed('maple-ridge').embed);
    const api = win.Fairway;
    registerEmbed(win, fakeEmbed('harbor-pines').embed);
    expect(win.Fairway).toBe(api);
    expect(Object.keys(api!.instances)).toEqual(['maple-ridge', 'harbor-pines']);
  });

  it('replaces an unrelated global of the same name', () => {
    (win as Record<string, unknown>).Fairway = { hello: 'world' };
    registerEmbed(win, fakeEmbed('demo').embed);
    expect(win.Fairway?.version).toBe(1);
  });

  it('forgets an unregistered embed', () => {
    const key = registerEmbed(win, fakeEmbed('demo').embed);
    unregisterEmbed(win, key);
    expect(win.Fairway?.instances).toEqual({});
  });
});
