import type { EmbedOptions } from './embed-options.ts';

/**
 * The iframe URL `${appOrigin}${path}?alias=…[&lang=…]`, with the path and parameters encoded.
 * Throws unless the path starts with "/" and stays on the app origin (refuses `//evil.example`, `https://…`, `javascript:`).
 */
export function buildIframeSrc({ appOrigin, path, alias, lang }: Pick<EmbedOptions, 'appOrigin' | 'path' | 'alias' | 'lang'>): string {
  const url = new URL(path, `${appOrigin}/`);
  if (!path.startsWith('/') || url.origin !== appOrigin) {
    throw new Error(`data-path must be a path inside the app starting with "/" (got "${path}")`);
  }
  url.searchParams.set('alias', alias);
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}
