import { ALIAS_PATTERN, aliasFromHostname } from '@fairway/domain/facilities/alias';
import { readStored, writeStored } from '../browser/safe-storage.ts';

/** sessionStorage key that keeps the alias across client navigation and reloads of the iframe. */
export const ALIAS_STORAGE_KEY = 'fairway.alias';

/** How the app knows its booking engine: a valid alias, none (server default), or an invalid one. */
export type AliasResolution =
  | { kind: 'alias'; alias: string; source: 'query' | 'session' | 'hostname' }
  | { kind: 'none' }
  | { kind: 'invalid'; raw: string };

/** Where an alias can come from. */
export interface AliasSources {
  search: string;
  stored: string | null;
  hostname: string;
}

/**
 * The alias of this page: `?alias=` (set by embed.js on the iframe URL), else the one remembered
 * for this tab, else the host name's first label, else none (the server's default engine).
 * An `?alias=` that is not a valid alias is reported as invalid rather than silently ignored,
 * so a mistyped link shows "not found" instead of some other facility's engine.
 */
export function resolveAlias(sources: AliasSources): AliasResolution {
  const fromQuery = new URLSearchParams(sources.search).get('alias');
  if (fromQuery !== null && fromQuery.trim() !== '') {
    const alias = fromQuery.trim().toLowerCase();
    return ALIAS_PATTERN.test(alias) ? { kind: 'alias', alias, source: 'query' } : { kind: 'invalid', raw: fromQuery };
  }
  if (sources.stored && ALIAS_PATTERN.test(sources.stored))
    return { kind: 'alias', alias: sources.stored, source: 'session' };
  const fromHost = aliasFromHostname(sources.hostname);
  return fromHost ? { kind: 'alias', alias: fromHost, source: 'hostname' } : { kind: 'none' };
}

/** Resolves the alias of the current window and remembers an `?alias=` for this tab's session. */
export function resolveBrowserAlias(): AliasResolution {
  const resolution = resolveAlias({
    search: window.location.search,
    stored: readStored('sessionStorage', ALIAS_STORAGE_KEY),
    hostname: window.location.hostname,
  });
  if (resolution.kind === 'alias' && resolution.source === 'query') {
    writeStored('sessionStorage', ALIAS_STORAGE_KEY, resolution.alias);
  }
  return resolution;
}
