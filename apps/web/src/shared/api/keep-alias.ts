/**
 * The engine alias of a URL query (`?alias=`), or null. The shell reads its alias once at start
 * (shared/api/alias.ts); this only carries it from one URL to the next.
 */
export function aliasOfSearch(search: string): string | null {
  const alias = new URLSearchParams(search).get('alias');
  return alias !== null && alias.trim() !== '' ? alias : null;
}

/**
 * `path` (a same-app path, with or without a query) carrying the `?alias=` of `search` when it
 * has none of its own: a golfer sent to sign in from an embedded or shared link (`?alias=demo`)
 * signs in on that engine's page and comes back to a URL that still names it.
 */
export function keepAlias(path: string, search: string): string {
  const alias = aliasOfSearch(search);
  if (alias === null) return path;
  const url = new URL(path, 'http://app.invalid');
  if (url.searchParams.has('alias')) return path;
  url.searchParams.set('alias', alias);
  return `${url.pathname}${url.search}${url.hash}`;
}
