import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { gzipSync } from 'node:zlib';
import type { FairwayWindow } from './public-api.ts';

// Runs dist/embed.js as built (see testing/bundle-setup.ts) on a jsdom host page.
const bundle = inject('embedBundle');
const host = window as Window & typeof globalThis & FairwayWindow & { __zod_globalConfig?: Record<string, unknown> };
const APP_ORIGIN = 'https://engine.example';

function addEmbedTag(data: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = `${APP_ORIGIN}/embed.js`;
  for (const [name, value] of Object.entries(data)) script.setAttribute(`data-${name}`, value);
  document.body.appendChild(script);
  return script;
}

/** Executes embed.js the way a browser runs a loaded script (no currentScript: the async fallback path). */
function runEmbedJs(): void {
  new Function(bundle)();
}

function mountDemo(): HTMLIFrameElement {
  const section = document.createElement('section');
  section.id = 'fairway-booking';
  document.body.appendChild(section);
  addEmbedTag({ alias: 'maple-ridge', target: '#fairway-booking', lang: 'fr', path: '/teetimes' });
  runEmbedJs();
  return section.querySelector('iframe')!;
}

afterEach(() => {
  for (const embed of Object.values(host.Fairway?.instances ?? {})) embed.destroy();
  Reflect.deleteProperty(host, 'Fairway');
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('embed.js as shipped', () => {
  it('stays small and needs no eval (host pages may forbid unsafe-eval)', () => {
    expect(gzipSync(bundle).length).toBeLessThan(25 * 1024);
    expect(bundle).not.toMatch(/\bnew Function\b|\beval\(/);
  });

  it('mounts the frame for its script tag and exposes window.Fairway', () => {
    const iframe = mountDemo();
    expect(iframe.src).toBe(`${APP_ORIGIN}/teetimes?alias=maple-ridge&lang=fr`);
    expect(iframe.getAttribute('allow')).toBe('payment');
    expect(host.Fairway?.instances['maple-ridge']?.iframe).toBe(iframe);
  });

  it('follows only valid messages from its own frame at the app origin', () => {
    vi.spyOn(window.screen, 'availHeight', 'get').mockReturnValue(800);
    const iframe = mountDemo();
    const message = (data: unknown, origin = APP_ORIGIN, source: Window | null = iframe.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    message({ ns: 'fairway', v: 1, type: 'frame-height', height: 450 }, 'https://evil.example');
    message({ ns: 'fairway', v: 1, type: 'frame-height', height: 450 }, APP_ORIGIN, window);
    message({ ns: 'fairway', v: 2, type: 'frame-height', height: 450 });
    expect(iframe.style.height).toBe('600px');
    message({ ns: 'fairway', v: 1, type: 'frame-height', height: 450 });
    expect(iframe.style.height).toBe('482px');
    message({ ns: 'fairway', v: 1, type: 'frame-height', height: 9000 });
    expect(iframe.style.height).toBe('732px');
  });

  it('answers ready and sends theme previews to the app origin only', () => {
    const iframe = mountDemo();
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { ns: 'fairway', v: 1, type: 'ready', alias: 'maple-ridge' },
        origin: APP_ORIGIN,
        source: iframe.contentWindow,
      }),
    );
    host.Fairway!.previewTheme({ primaryColor: '#0b3d2e' });
    expect(post.mock.calls).toEqual([
      [{ ns: 'fairway', v: 1, type: 'iframeSaysHi' }, APP_ORIGIN],
      [{ ns: 'fairway', v: 1, type: 'css-preview', theme: { primaryColor: '#0b3d2e' } }, APP_ORIGIN],
    ]);
  });

  it('rejects an invalid theme patch with readable English messages', () => {
    mountDemo();
    expect(() => host.Fairway!.previewTheme({ primaryColor: 'green' })).toThrow('primaryColor: Expected a hex colour');
    expect(() => host.Fairway!.updateTheme({ font: 'serif' })).toThrow(
      /Fairway\.updateTheme: invalid theme patch \(theme: Unrecognized key: "font"\)/,
    );
  });

  it('leaves the host page’s zod settings alone', () => {
    mountDemo();
    expect(() => host.Fairway!.previewTheme({ primaryColor: 'green' })).toThrow();
    expect(host.__zod_globalConfig?.localeError).toBeUndefined();
  });

  it('reports a misconfigured tag on the console without throwing at the host', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addEmbedTag({ alias: 'Not Valid' });
    expect(runEmbedJs).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('data-alias'));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('mounts each of several tags once, sharing one window.Fairway', () => {
    addEmbedTag({ alias: 'north-course' });
    runEmbedJs();
    addEmbedTag({ alias: 'south-course' });
    runEmbedJs();
    expect(Object.keys(host.Fairway!.instances)).toEqual(['north-course', 'south-course']);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
  });
});
