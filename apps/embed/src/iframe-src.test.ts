import { describe, expect, it } from 'vitest';
import { buildIframeSrc, hostRwgToken } from './iframe-src.ts';

const base = { appOrigin: 'https://engine.example', alias: 'maple-ridge', lang: null, path: '/' };

describe('buildIframeSrc', () => {
  it('puts the alias in the query of the app root', () => {
    expect(buildIframeSrc(base)).toBe('https://engine.example/?alias=maple-ridge');
  });

  it('adds the language and the initial path', () => {
    expect(buildIframeSrc({ ...base, lang: 'fr', path: '/teetimes' })).toBe(
      'https://engine.example/teetimes?alias=maple-ridge&lang=fr',
    );
  });

  it('keeps a port in the app origin', () => {
    expect(buildIframeSrc({ ...base, appOrigin: 'http://localhost:3000' })).toBe(
      'http://localhost:3000/?alias=maple-ridge',
    );
  });

  it('encodes the path and keeps its own query and fragment', () => {
    expect(buildIframeSrc({ ...base, path: '/tee times/<north>?date=2025-06-01#slots' })).toBe(
      'https://engine.example/tee%20times/%3Cnorth%3E?date=2025-06-01&alias=maple-ridge#slots',
    );
  });

  it('lets the alias from the tag win over an alias in the path', () => {
    expect(buildIframeSrc({ ...base, path: '/search?alias=other' })).toBe(
      'https://engine.example/search?alias=maple-ridge',
    );
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'teetimes'])(
    'refuses a path that is not an absolute path inside the app: %s',
    (path) => {
      expect(() => buildIframeSrc({ ...base, path })).toThrow(/data-path/);
    },
  );
});

describe('rwg_token (Google reserve-with conversion)', () => {
  it('passes the host page’s token into the iframe URL, encoded', () => {
    expect(buildIframeSrc({ ...base, rwgToken: 'AJKvS9W&x=1' })).toBe(
      'https://engine.example/?alias=maple-ridge&rwg_token=AJKvS9W%26x%3D1',
    );
  });

  it('reads the token from the host page’s query, and ignores an empty or oversized one', () => {
    expect(hostRwgToken('?utm_source=google&rwg_token=AJKvS9W')).toBe('AJKvS9W');
    expect(hostRwgToken('?rwg_token=')).toBeNull();
    expect(hostRwgToken('?other=1')).toBeNull();
    expect(hostRwgToken(`?rwg_token=${'x'.repeat(501)}`)).toBeNull();
  });
});
