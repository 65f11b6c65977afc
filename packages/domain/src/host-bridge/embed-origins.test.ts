import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './allowed-origin.ts';
import { embedOriginProblem, normalisedEmbedOrigin, normalisedEmbedOrigins } from './embed-origins.ts';

describe('embedOriginProblem', () => {
  it('accepts self, https origins with or without a port, subdomain wildcards and http on localhost', () => {
    for (const entry of [
      'self',
      'https://www.harborpines.example',
      'https://book.club.com:8443',
      'https://*.desertfairways.example',
      'http://localhost',
      'http://localhost:5173',
      'http://maple-ridge.localhost:3000',
      'HTTPS://WWW.CLUB.COM/',
    ]) {
      expect(embedOriginProblem(entry), entry).toBeNull();
    }
  });

  it('refuses http anywhere but localhost', () => {
    expect(embedOriginProblem('http://www.club.com')).toBe('insecure');
    expect(embedOriginProblem('http://*.club.com')).toBe('insecure');
    expect(embedOriginProblem('http://localhost.evil.com')).toBe('insecure');
  });

  it('refuses a path, query or fragment: the browser compares origins only', () => {
    expect(embedOriginProblem('https://www.club.com/book')).toBe('has-path');
    expect(embedOriginProblem('https://www.club.com?x=1')).toBe('has-path');
    expect(embedOriginProblem('https://user@www.club.com')).toBe('has-path');
  });

  it('refuses a wildcard over a whole top-level domain, and what is no origin at all', () => {
    expect(embedOriginProblem('https://*.com')).toBe('wildcard-too-broad');
    for (const entry of [
      '',
      'www.club.com',
      'ftp://club.com',
      'https://',
      'https://-club.com',
      'https://club.com:99999',
      'javascript:alert(1)',
      "https://club.com'; script-src *",
    ]) {
      expect(embedOriginProblem(entry), entry).toBe('not-an-origin');
    }
  });
});

describe('normalisedEmbedOrigin', () => {
  it('stores an origin as a browser sends it, so the allow-list matches the Origin header', () => {
    expect(normalisedEmbedOrigin(' HTTPS://WWW.Club.com:443/ ')).toBe('https://www.club.com');
    expect(normalisedEmbedOrigin('http://localhost:80')).toBe('http://localhost');
    expect(normalisedEmbedOrigin('https://*.Club.com')).toBe('https://*.club.com');
    expect(normalisedEmbedOrigin('SELF')).toBe('self');
    expect(isAllowedOrigin('https://www.club.com', [normalisedEmbedOrigin('https://WWW.club.com:443/')])).toBe(true);
  });

  it('keeps each origin once, in the order typed', () => {
    expect(normalisedEmbedOrigins(['https://b.com', 'self', 'https://B.com/', 'https://a.com'])).toEqual([
      'https://b.com',
      'self',
      'https://a.com',
    ]);
  });
});
