import { describe, expect, it } from 'vitest';
import { readEmbedOptions } from './embed-options.ts';

function script(src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const element = document.createElement('script');
  element.src = src;
  for (const [name, value] of Object.entries(data)) element.setAttribute(`data-${name}`, value);
  return element;
}

describe('readEmbedOptions', () => {
  it('takes the app origin from the script src and the options from data-* attributes', () => {
    const options = readEmbedOptions(
      script('https://engine.example:8443/static/embed.js?v=2', {
        alias: 'maple-ridge',
        lang: 'fr',
        path: '/teetimes',
        target: '#book',
      }),
    );
    expect(options).toEqual({
      alias: 'maple-ridge',
      appOrigin: 'https://engine.example:8443',
      lang: 'fr',
      path: '/teetimes',
      target: '#book',
    });
  });

  it('resolves a relative src against the page, so the app origin is the page origin', () => {
    const options = readEmbedOptions(script('/embed.js', { alias: 'demo' }));
    expect(options.appOrigin).toBe(window.location.origin);
  });

  it('defaults to the root path, no language and no target', () => {
    expect(readEmbedOptions(script('https://engine.example/embed.js', { alias: 'demo' }))).toMatchObject({
      path: '/',
      lang: null,
      target: null,
    });
  });

  it.each(['', 'Maple Ridge', 'maple_ridge', '-maple', 'x'.repeat(64), '"><img>'])(
    'refuses the alias "%s"',
    (alias) => {
      expect(() => readEmbedOptions(script('https://engine.example/embed.js', { alias }))).toThrow(/data-alias/);
    },
  );

  it('refuses a missing alias', () => {
    expect(() => readEmbedOptions(script('https://engine.example/embed.js'))).toThrow(/data-alias/);
  });

  it.each(['french', 'f', 'fr_CA', '../x'])('refuses the language "%s"', (lang) => {
    expect(() => readEmbedOptions(script('https://engine.example/embed.js', { alias: 'demo', lang }))).toThrow(
      /data-lang/,
    );
  });

  it('accepts a regional language code', () => {
    expect(readEmbedOptions(script('https://engine.example/embed.js', { alias: 'demo', lang: 'fr-CA' })).lang).toBe(
      'fr-CA',
    );
  });
});
