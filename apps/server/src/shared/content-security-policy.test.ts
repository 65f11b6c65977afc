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
});
