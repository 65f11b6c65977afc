import { describe, expect, it } from 'vitest';
import { cspDirectives, frameAncestorSources } from './content-security-policy.ts';

describe('frameAncestorSources', () => {
  it("turns self into 'self' and keeps exact and wildcard origins", () => {
    expect(
      frameAncestorSources([
        'self',
        'https://www.harborpines.example',
        'https://*.teetimedeals.example',
        'http://localhost:8080',
      ]),
    ).toEqual(["'self'", 'https://www.harborpines.example', 'https://*.teetimedeals.example', 'http://localhost:8080']);
  });

  it("allows only 'self' when the list is empty", () => {
    expect(frameAncestorSources([])).toEqual(["'self'"]);
  });

  it('drops entries that could inject a directive or are not origins', () => {
    expect(
      frameAncestorSources([
        "https://a.example; script-src 'unsafe-inline'",
        '*',
        'https://a.example/path',
        "'none'",
        'javascript:alert(1)',
      ]),
    ).toEqual(["'self'"]);
  });

  it('does not repeat a source', () => {
    expect(frameAncestorSources(['self', 'self', 'https://a.example', 'https://a.example'])).toEqual([
      "'self'",
      'https://a.example',
    ]);
  });
});

describe('cspDirectives', () => {
  it('keeps scripts, connections and objects locked to the app itself', () => {
    const directives = cspDirectives(["'self'"]);
    expect(directives).toMatchObject({
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
    });
  });

  it('allows Stripe.js (script, frames, API) only when asked for the Stripe processor', () => {
    const sandbox = cspDirectives(["'self'"]);
    expect(JSON.stringify(sandbox)).not.toContain('stripe.com');
    expect(sandbox.frameSrc).toBeUndefined();
    const stripe = cspDirectives(["'self'"], { stripeJs: true });
    expect(stripe).toMatchObject({
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
    });
  });
});
