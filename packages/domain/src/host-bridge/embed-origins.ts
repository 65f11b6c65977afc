// The rules for an engine's allowed embed origins as an operator types them in the console: the
// host sites that may frame the booking engine (CSP frame-ancestors) and talk to it (postMessage).

/** The most origins an engine lists. */
export const EMBED_ORIGINS_MAX = 50;

/** What is wrong with a typed origin (each screen words it in its own language). */
export type EmbedOriginProblem = 'not-an-origin' | 'insecure' | 'has-path' | 'wildcard-too-broad';

const ORIGIN =
  /^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::(\d{1,5}))?\/?$/;
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

/** Hosts a browser treats as secure without TLS: a host page under development may use http there. */
const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

function parse(entry: string) {
  const match = ORIGIN.exec(entry.trim().toLowerCase());
  if (!match) return null;
  const [, scheme = '', wildcard, host = '', port] = match;
  return { scheme, wildcard: wildcard !== undefined, host, port };
}

/**
 * Whether an entry may be stored: `self` (the app's own origin), an https origin
 * (`https://www.club.com`, a port allowed), a subdomain wildcard of a domain
 * (`https://*.club.com`), or http on localhost only (`http://localhost:5173`). Never a path, query
 * or user name: the browser compares origins, so anything more would never match.
 */
export function embedOriginProblem(entry: string): EmbedOriginProblem | null {
  if (entry.trim().toLowerCase() === 'self') return null;
  const parsed = parse(entry);
  if (!parsed) {
    try {
      // A page address of a valid origin: its origin alone is what to type.
      const url = new URL(entry.trim());
      if (parse(`${url.protocol}//${url.host}`) !== null) return 'has-path';
    } catch {
      // not a URL at all
    }
    return 'not-an-origin';
  }
  const port = parsed.port === undefined ? null : Number(parsed.port);
  if (port !== null && (port < 1 || port > 65535)) return 'not-an-origin';
  if (parsed.scheme === 'http' && !isLocalHost(parsed.host)) return 'insecure';
  if (parsed.wildcard && parsed.host.split('.').length < 2 && !isLocalHost(parsed.host)) return 'wildcard-too-broad';
  return null;
}

/**
 * An accepted entry as stored: lower case, without a trailing slash or the scheme's default port,
 * so it reads exactly as a browser's Origin header does (`https://club.com:443/` → `https://club.com`).
 */
export function normalisedEmbedOrigin(entry: string): string {
  if (entry.trim().toLowerCase() === 'self') return 'self';
  const parsed = parse(entry);
  if (!parsed) return entry.trim();
  const port =
    parsed.port === undefined || parsed.port === DEFAULT_PORT[parsed.scheme] ? '' : `:${Number(parsed.port)}`;
  return `${parsed.scheme}://${parsed.wildcard ? '*.' : ''}${parsed.host}${port}`;
}

/** The accepted entries as stored: normalised, each once, in the order typed. */
export function normalisedEmbedOrigins(entries: readonly string[]): string[] {
  return [...new Set(entries.map(normalisedEmbedOrigin))];
}
