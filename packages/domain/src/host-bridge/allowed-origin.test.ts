import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, originOf } from './allowed-origin.ts';

const allowed = ['https://www.harborpines.example', 'http://localhost:3000', 'https://*.golfgetaways.example'];

describe('isAllowedOrigin', () => {
  it('accepts an exact origin on the list', () => {
    expect(isAllowedOrigin('https://www.harborpines.example', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', allowed)).toBe(true);
  });

  it('refuses other schemes, ports and hosts', () => {
    expect(isAllowedOrigin('http://www.harborpines.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:3001', allowed)).toBe(false);
    expect(isAllowedOrigin('https://www.harborpines.example.evil.test', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evil.test', allowed)).toBe(false);
  });

  it('accepts subdomains of a wildcard entry but not the bare or a look-alike domain', () => {
    expect(isAllowedOrigin('https://book.golfgetaways.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://golfgetaways.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evilgolfgetaways.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://book.golfgetaways.example', allowed)).toBe(false);
  });

  it('refuses the opaque "null" origin, empty values and garbage', () => {
    expect(isAllowedOrigin('null', allowed)).toBe(false);
    expect(isAllowedOrigin(undefined, allowed)).toBe(false);
    expect(isAllowedOrigin('', allowed)).toBe(false);
    expect(isAllowedOrigin('not a url', allowed)).toBe(false);
  });

  it('refuses everything when the list is empty', () => {
    expect(isAllowedOrigin('http://localhost:3000', [])).toBe(false);
  });
});

describe('originOf', () => {
  it('strips path and query', () => {
    expect(originOf('https://a.example:8443/x?y=1')).toBe('https://a.example:8443');
    expect(originOf('nope')).toBeNull();
  });
});
