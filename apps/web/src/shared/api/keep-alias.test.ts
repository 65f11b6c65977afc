import { describe, expect, it } from 'vitest';
import { aliasOfSearch, keepAlias } from './keep-alias.ts';

describe('keepAlias', () => {
  it('adds the alias of the current query to a path without a query', () => {
    expect(keepAlias('/login', '?alias=demo')).toBe('/login?alias=demo');
  });

  it('adds it after a query the path already has, keeping that query', () => {
    expect(keepAlias('/reservation/history?page=2', '?date=2030-01-01&alias=simulator')).toBe(
      '/reservation/history?page=2&alias=simulator',
    );
  });

  it('leaves a path that names its own alias, and one whose page had none, as it is', () => {
    expect(keepAlias('/store?alias=maple-ridge', '?alias=demo')).toBe('/store?alias=maple-ridge');
    expect(keepAlias('/login', '?date=2030-01-01')).toBe('/login');
    expect(keepAlias('/login', '?alias=')).toBe('/login');
  });

  it('reads the alias of a query', () => {
    expect(aliasOfSearch('?alias=demo&lang=fr')).toBe('demo');
    expect(aliasOfSearch('')).toBeNull();
  });
});
