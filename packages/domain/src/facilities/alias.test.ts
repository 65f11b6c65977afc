import { describe, expect, it } from 'vitest';
import { aliasFromHostname } from './alias.ts';

describe('aliasFromHostname', () => {
  it('takes the first label of a multi-label host name', () => {
    expect(aliasFromHostname('maple-ridge.localhost')).toBe('maple-ridge');
    expect(aliasFromHostname('Simulator.fairway.example')).toBe('simulator');
  });

  it('finds no alias in a bare host, an IP address or a generic label', () => {
    expect(aliasFromHostname('localhost')).toBeNull();
    expect(aliasFromHostname('127.0.0.1')).toBeNull();
    expect(aliasFromHostname('[::1]')).toBeNull();
    expect(aliasFromHostname('www.fairway.example')).toBeNull();
  });

  it('rejects labels that are not alias slugs', () => {
    expect(aliasFromHostname('-bad.example.com')).toBeNull();
  });
});
