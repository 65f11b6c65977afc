import unhomoglyph from 'unhomoglyph';
import { domainToUnicode } from './punycode.ts';

// The look-alike key of an account's address: Unicode TR39 §4 skeleton (NFD, each character
// replaced by its prototype from Unicode's confusables.txt, NFD again), taken of the NFKC form:
// confusables.txt leaves out most compatibility characters (fullwidth ｗ, ligatures), which NFKC
// already folds. Two addresses with one skeleton read the same to a person. Kept apart from email-identity so the web, which only
// checks addresses, does not carry the confusables table.

/** The TR39 skeleton of a normalised address, its domain read in Unicode (`xn--` labels decoded). */
export function emailSkeleton(address: string): string {
  const at = address.lastIndexOf('@');
  const readable = at < 0 ? address : `${address.slice(0, at)}@${domainToUnicode(address.slice(at + 1))}`;
  return unhomoglyph(readable.normalize('NFKC').toLowerCase().normalize('NFD')).normalize('NFD');
}

/** Whether an address is written in ASCII alone, its domain read in Unicode. */
function isAsciiAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  return /^[\x20-\x7e]*$/.test(address.slice(0, at) + domainToUnicode(address.slice(at + 1)));
}

/**
 * Whether a new address is a look-alike of an existing account's: one skeleton, another
 * address, and not both plain ASCII. Two ASCII addresses such as `sam1@` and `saml@` are
 * different people's everyday addresses, not a spoof; a look-alike needs a character from
 * another script or a compatibility form (Cyrillic `а`, fullwidth `ｇ`).
 */
export function isLookalikeOf(address: string, existing: string): boolean {
  if (address === existing) return false;
  if (isAsciiAddress(address) && isAsciiAddress(existing)) return false;
  return emailSkeleton(address) === emailSkeleton(existing);
}
