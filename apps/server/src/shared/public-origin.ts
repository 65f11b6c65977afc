import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/**
 * The one origin of every link the server mails, whether a request or a background job sends
 * it: PUBLIC_URL, else where this machine's own browser reaches the server (HOST given as a name
 * is kept; a wildcard address becomes localhost; the port is the one listened on). Never a
 * request's Host header: anyone can send one, and a reset link pointing at their host would
 * hand them the token.
 */
export function publicOrigin(
  config: { publicUrl: string | undefined; host: string; port: number },
  listening: AddressInfo | string | null,
): string {
  if (config.publicUrl) return config.publicUrl;
  const address = listening !== null && typeof listening === 'object' ? listening : null;
  const port = address?.port ?? config.port;
  const host = isIP(config.host) === 0 && config.host !== '' ? config.host : (address?.address ?? config.host);
  if (WILDCARDS.has(host)) return `http://localhost:${port}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}
