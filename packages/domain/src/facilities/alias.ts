/** Host-name labels that never name a tenant. */
const NON_ALIAS_LABELS = new Set(['www', 'localhost', 'app', 'book', 'booking']);

/** Aliases are short lowercase slugs: letters, digits and single dashes. */
export const ALIAS_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The booking-engine alias named by a host name's first label, if it names one. */
export function aliasFromHostname(hostname: string): string | null {
  const [first, ...rest] = hostname.toLowerCase().split('.');
  const last = rest.at(-1);
  if (first === undefined || last === undefined) return null;
  if (/^\d+$/.test(last) || hostname.includes(':')) return null; // an IP address
  return !NON_ALIAS_LABELS.has(first) && ALIAS_PATTERN.test(first) ? first : null;
}
