// @ts-expect-error -- punycode.js (the npm copy of Node's deprecated built-in, for browsers too) ships no types
import punycodeJs from 'punycode.js';

const punycode = punycodeJs as { toASCII(domain: string): string; toUnicode(domain: string): string };

/** A domain with its `xn--` labels decoded (RFC 3492); other labels unchanged. */
export const domainToUnicode = (domain: string): string => punycode.toUnicode(domain);

/** A domain with its non-ASCII labels encoded as `xn--` labels (no IDNA mapping: that is the URL parser's). */
export const domainToPunycode = (domain: string): string => punycode.toASCII(domain);
