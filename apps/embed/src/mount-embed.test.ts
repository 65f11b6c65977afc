import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOUNTED_ATTRIBUTE } from './find-embed-script.ts';
import { FAIRWAY_MESSAGE_EVENT } from './host-bridge.ts';
import { mountEmbed } from './mount-embed.ts';
import type { FairwayWindow } from './public-api.ts';

const APP_ORIGIN = 'https://engine.example';
const host = window as Window & typeof globalThis & FairwayWindow;

function embedScript(data: Record<string, string>, parent: Element = document.body): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = `${APP_ORIGIN}/embed.js`;
  for (const [name, value] of Object.entries(data)) script.setAttribute(`data-${name}`, value);
  parent.appendChild(script);
  return script;
}

afterEach(() => {
  for (const embed of Object.values(host.Fairway?.instances ?? {})) embed.destroy();
  Reflect.deleteProperty(host, 'Fairway');
  Reflect.deleteProperty(document, 'readyState');
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('mountEmbed', () => {
  it('mounts the frame in data-target with the alias, language and path in its src', () => {
    const target = document.createElement('section');
    target.id = 'fairway-booking';
    document.body.appendChild(target);
    const script = embedScript({ alias: 'maple-ridge', lang: 'fr', path: '/teetimes', target: '#fairway-booking' });
    const embed = mountEmbed(script, host);
    const iframe = target.querySelector('iframe');
    expect(iframe).toBe(embed.iframe);
    expect(iframe?.src).toBe(`${APP_ORIGIN}/teetimes?alias=maple-ridge&lang=fr`);
    expect(script.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(true);
    expect(host.Fairway?.instances['maple-ridge']).toBe(embed);
  });

  it('passes the host page’s rwg_token into the frame’s URL', () => {
    window.history.replaceState(null, '', '/golf?rwg_token=AJKvS9W');
    try {
      const embed = mountEmbed(embedScript({ alias: 'demo' }), host);
      expect(embed.iframe.src).toBe(`${APP_ORIGIN}/?alias=demo&rwg_token=AJKvS9W`);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('mounts right after the script tag when there is no data-target', () => {
    const wrapper = document.createElement('div');
    document.body.appendChild(wrapper);
    const script = embedScript({ alias: 'demo' }, wrapper);
    wrapper.appendChild(document.createElement('footer'));
    const embed = mountEmbed(script, host);
    expect(script.nextElementSibling).toBe(embed.iframe);
  });

  it('mounts in <body> when the script sits in <head>', () => {
    const script = embedScript({ alias: 'demo' }, document.head);
    const embed = mountEmbed(script, host);
    expect(embed.iframe.parentElement).toBe(document.body);
  });

  it('waits for the parser when the target does not exist yet', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const script = embedScript({ alias: 'demo', target: '#later' }, document.head);
    const embed = mountEmbed(script, host);
    expect(embed.iframe.isConnected).toBe(false);
    const later = document.createElement('div');
    later.id = 'later';
    document.body.appendChild(later);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(embed.iframe.parentElement).toBe(later);
  });

  it('falls back to after the script, with a warning, when the target is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const script = embedScript({ alias: 'demo', target: '#missing' });
    const embed = mountEmbed(script, host);
    expect(script.nextElementSibling).toBe(embed.iframe);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('#missing'));
  });

  it('applies frame-height messages from its own frame and reports them on the mount element', () => {
    const target = document.createElement('div');
    target.id = 'book';
    document.body.appendChild(target);
    vi.spyOn(window.screen, 'availHeight', 'get').mockReturnValue(1000);
    const embed = mountEmbed(embedScript({ alias: 'demo', target: '#book' }), host);
    const heard = vi.fn();
    target.addEventListener(FAIRWAY_MESSAGE_EVENT, heard);
    const data = { ns: 'fairway', v: 1, type: 'frame-height', height: 700 };
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'https://evil.example', source: embed.iframe.contentWindow }),
    );
    expect(embed.iframe.style.height).toBe('600px');
    window.dispatchEvent(new MessageEvent('message', { data, origin: APP_ORIGIN, source: embed.iframe.contentWindow }));
    expect(embed.iframe.style.height).toBe('732px');
    expect(heard).toHaveBeenCalledOnce();
  });

  it('refuses a bad alias or a bad selector before creating anything', () => {
    expect(() => mountEmbed(embedScript({ alias: 'Not An Alias' }), host)).toThrow(/data-alias/);
    expect(() => mountEmbed(embedScript({ alias: 'demo', target: '#' }), host)).toThrow(/data-target/);
    expect(document.querySelector('iframe')).toBeNull();
    expect(host.Fairway).toBeUndefined();
  });

  it('destroy removes the frame and forgets the embed', () => {
    const embed = mountEmbed(embedScript({ alias: 'demo' }), host);
    embed.destroy();
    expect(embed.iframe.isConnected).toBe(false);
    expect(host.Fairway?.instances).toEqual({});
  });
});
