import { labelScript } from './label-script.ts';
import { domainToPunycode, domainToUnicode } from './punycode.ts';

// One e-mail address, one account: every way an address comes in (sign-up, sign-in, guest,
// invitations, staff, golf ID, reset) goes through normalizeEmailAddress, so two spellings of
// one address meet the same account and text that only looks like an address never becomes one.

/** The spec's words for an address that is not one (SPEC §8 card form messages). */
export const EMAIL_INVALID_MESSAGE = 'Email is invalid';

/** The words for an address whose look-alike already has an account. */
export const EMAIL_LOOKALIKE_MESSAGE =
  "This e-mail address looks like another account's address. Please check it or sign in.";

/** The longest address SMTP carries (RFC 5321 path limit less the angle brackets). */
const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_BYTES = 64;
const DOMAIN_MAX_LENGTH = 253;

/** Why an address was refused. */
export type EmailRefusal =
  'malformed-text' | 'invisible-character' | 'shape' | 'local-part' | 'domain' | 'mixed-script';

/** An address, normalised, or why it is refused. */
export type EmailAddressCheck = { ok: true; address: string } | { ok: false; reason: EmailRefusal };

/** Text that is not well-formed UTF-16: a lone surrogate, which no UTF-8 byte sequence can carry. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Characters that print as nothing or move other characters: controls, format characters
 * (zero-width space and joiners, byte-order mark, soft hyphen, bidi controls), default-ignorable
 * ones (variation selectors, Hangul fillers), separators and spaces, private-use and unassigned.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Z}\p{Default_Ignorable_Code_Point}\s]/u;

/** RFC 5322 dot-atom text, widened by RFC 6531 to letters, marks and digits of any script. */
const LOCAL_ATOM = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-][\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]*$/u;

/** A DNS label after IDNA: letters, digits and inner hyphens (STD3 rules), at most 63 long. */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Characters that a URL host would read as something else than part of the name. */
const URL_DELIMITERS = /[/?#\\:@[\]%]/;

/** Whether text is well-formed (no lone surrogate): what every free-text field must be. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * The address as accounts store and look it up: NFC, lower-cased, the domain through IDNA
 * (UTS #46, to its ASCII form: `bücher.example` → `xn--bcher-kva.example`). Refused: lone
 * surrogates, invisible characters, a trailing dot, a label that mixes scripts, and anything
 * that is not `local@domain.tld`.
 */
export function normalizeEmailAddress(input: string): EmailAddressCheck {
  if (!isWellFormedText(input)) return { ok: false, reason: 'malformed-text' };
  const text = input
    .replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '')
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFC');
  if (INVISIBLE.test(text)) return { ok: false, reason: 'invisible-character' };
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return { ok: false, reason: 'shape' };
  const local = text.slice(0, at);
  if (!isValidLocalPart(local)) return { ok: false, reason: 'local-part' };
  const domain = asciiDomain(text.slice(at + 1));
  if (!domain) return { ok: false, reason: 'domain' };
  if (![...local.split('.'), ...domainToUnicode(domain).split('.')].every((label) => labelScript(label) === 'single')) {
    return { ok: false, reason: 'mixed-script' };
  }
  const address = `${local}@${domain}`;
  return address.length <= EMAIL_MAX_LENGTH ? { ok: true, address } : { ok: false, reason: 'shape' };
}

function isValidLocalPart(local: string): boolean {
  return (
    new TextEncoder().encode(local).length <= LOCAL_PART_MAX_BYTES &&
    local.split('.').every((atom) => LOCAL_ATOM.test(atom))
  );
}

/**
 * The IDNA ASCII form of a domain, or null. The URL host parser is UTS #46 processing (non-
 * transitional, bidi and joiner checks) in both Node and browsers; STD3 and DNS length rules,
 * which it leaves out, are applied to its answer here.
 */
function asciiDomain(domain: string): string | null {
  if (domain === '' || domain.endsWith('.') || URL_DELIMITERS.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (host.length > DOMAIN_MAX_LENGTH || labels.length < 2) return null;
  if (!labels.every(isValidAsciiLabel)) return null;
  // A numeric last label is an IP address in disguise (`0x7f.1` is 127.0.0.1).
  return /^[0-9]+$/.test(labels.at(-1) ?? '') ? null : host;
}

function isValidAsciiLabel(label: string): boolean {
  if (!ASCII_LABEL.test(label)) return false;
  if (label.slice(2, 4) !== '--') return true;
  if (!label.startsWith('xn--')) return false;
  // An IDNA label must decode to text that encodes back to itself and shows every character.
  const decoded = domainToUnicode(label);
  return (
    decoded !== label &&
    !INVISIBLE.test(decoded) &&
    decoded === decoded.normalize('NFC') &&
    domainToPunycode(decoded) === label
  );
}

/**
 * The address a sign-in looks up: the normalised address, or (for text the rule refuses) the
 * trimmed, lower-cased text as accounts were keyed before the rule, so an older account stays
 * reachable and anything else simply finds no account.
 */
export function emailLookupKey(input: string): string {
  const checked = normalizeEmailAddress(input);
  return checked.ok ? checked.address : input.trim().toLowerCase();
}
