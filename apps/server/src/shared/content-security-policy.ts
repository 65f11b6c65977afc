// The CSP of every response. Only frame-ancestors varies: the HTML shell takes it from the
// tenant's allow-list, everything else keeps 'self'.

const EXACT_ORIGIN = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;
const WILDCARD_ORIGIN = /^https?:\/\/\*\.[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

/**
 * CSP frame-ancestors sources for a tenant's allowed origins: `self` becomes 'self', exact
 * and `https://*.example.com` origins stay as they are, anything else is dropped (so a bad
 * entry can never inject a directive). An empty list allows only 'self'.
 */
export function frameAncestorSources(allowedOrigins: readonly string[]): string[] {
  const sources = allowedOrigins.flatMap((entry) => {
    if (entry === 'self') return ["'self'"];
    return EXACT_ORIGIN.test(entry) || WILDCARD_ORIGIN.test(entry) ? [entry] : [];
  });
  return sources.length > 0 ? [...new Set(sources)] : ["'self'"];
}

/** Helmet CSP directives with the given frame-ancestors sources. */
export function cspDirectives(frameAncestors: readonly string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: [...frameAncestors],
  };
}
