/** The origin (scheme://host[:port]) of a URL, or null when it has none. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a message origin is on a tenant's allow-list. Entries are exact origins
 * (`https://www.pinehurst.example`) or a subdomain wildcard (`https://*.pinehurst.example`).
 */
export function isAllowedOrigin(origin: string | null | undefined, allowedOrigins: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  const candidate = originOf(origin);
  if (!candidate) return false;
  return allowedOrigins.some((entry) => {
    const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(entry);
    if (!wildcard) return originOf(entry) === candidate;
    const url = new URL(candidate);
    return url.protocol === `${wildcard[1]}:` && url.host.endsWith(`.${wildcard[2]}`);
  });
}
