import { afterEach, describe, expect, it } from 'vitest';
import { findEmbedScript, isEmbedScriptSrc, MOUNTED_ATTRIBUTE } from './find-embed-script.ts';

function addScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  return script;
}

function setCurrentScript(script: HTMLScriptElement | null): void {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'currentScript');
  document.body.replaceChildren();
});

describe('isEmbedScriptSrc', () => {
  it.each([
    ['https://engine.example/embed.js', true],
    ['https://engine.example/embed.js?v=3#x', true],
    ['https://cdn.example/fairway/embed.js', true],
    ['https://engine.example/myembed.js', false],
    ['https://engine.example/embed.js.map', false],
    ['https://engine.example/embed.jsx', false],
    ['not a url', false],
  ])('%s → %s', (src, expected) => {
    expect(isEmbedScriptSrc(src)).toBe(expected);
  });
});

describe('findEmbedScript', () => {
  it('uses document.currentScript while the script runs, whatever its file name', () => {
    const other = addScript('https://engine.example/embed.js');
    const current = addScript('https://engine.example/fairway.min.js');
    setCurrentScript(current);
    expect(findEmbedScript(document)).toBe(current);
    expect(findEmbedScript(document)).not.toBe(other);
  });

  it('falls back to the last embed.js script when there is no currentScript (async loaders)', () => {
    addScript('https://engine.example/embed.js', { 'data-alias': 'first' });
    addScript('https://engine.example/analytics.js');
    const last = addScript('https://engine.example/embed.js', { 'data-alias': 'second' });
    addScript('https://engine.example/other.js');
    setCurrentScript(null);
    expect(findEmbedScript(document)).toBe(last);
  });

  it('skips scripts that are already mounted', () => {
    const first = addScript('https://engine.example/embed.js');
    addScript('https://engine.example/embed.js', { [MOUNTED_ATTRIBUTE]: '' });
    expect(findEmbedScript(document)).toBe(first);
  });

  it('ignores an already mounted currentScript and finds none when nothing else matches', () => {
    const mounted = addScript('https://engine.example/embed.js', { [MOUNTED_ATTRIBUTE]: '' });
    setCurrentScript(mounted);
    expect(findEmbedScript(document)).toBeNull();
  });
});
