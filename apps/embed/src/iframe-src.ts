import type { EmbedOptions } from './embed-options.ts';

/** Google "reserve with" conversion token on the host page's URL, passed on into the iframe. */
const RWG_TOKEN_PARAM = 'rwg_token';
const MAX_RWG_TOKEN_LENGTH = 500;

/** The host page's rwg_token (from its query string), or null when absent or implausibly long. */
export function hostRwgToken(search: string): string | null {
  const token = new URLSearchParams(search).get(RWG_TOKEN_PARAM)?.trim();
  return token && token.length <= MAX_RWG_TOKEN_LENGTH ? token : null;
}

/**
 * The iframe URL `${appOrigin}${path}?alias=…[&lang=…][&rwg_token=…]`, with the path and parameters encoded.
 * Throws unless the path starts with "/" and stays on the app origin (refuses `//evil.example`, `https://…`, `javascript:`).
 */
export function buildIframeSrc({
  appOrigin,
  path,
  alias,
  lang,
  rwgToken = null,
}: Pick<EmbedOptions, 'appOrigin' | 'path' | 'alias' | 'lang'> & { rwgToken?: string | null }): string {
  const url = new URL(path, `${appOrigin}/`);
  if (!path.startsWith('/') || url.origin !== appOrigin) {
    throw new Error(`data-path must be a path inside the app starting with "/" (got "${path}")`);
  }
  url.searchParams.set('alias', alias);
  if (lang) url.searchParams.set('lang', lang);
  if (rwgToken) url.searchParams.set(RWG_TOKEN_PARAM, rwgToken);
  return url.href;
}
