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

/**
 * What Stripe.js needs (docs.stripe.com/security/guide, content security policy): its script,
 * its frames (the Payment Element's fields, 3-D Secure) and its API.
 */
const STRIPE_JS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** What else the CSP allows: Stripe.js, only when the card processor is Stripe (PAYMENT_PROVIDER=stripe). */
export interface CspOptions {
  stripeJs?: boolean;
}

/** Helmet CSP directives with the given frame-ancestors sources. */
export function cspDirectives(
  frameAncestors: readonly string[],
  { stripeJs = false }: CspOptions = {},
): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", ...(stripeJs ? STRIPE_JS.script : [])],
    connectSrc: ["'self'", ...(stripeJs ? STRIPE_JS.connect : [])],
    // Frames otherwise fall back to default-src 'self' (the sandbox's hosted card page).
    ...(stripeJs ? { frameSrc: ["'self'", ...STRIPE_JS.frame] } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: [...frameAncestors],
  };
}
