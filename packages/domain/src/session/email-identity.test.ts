import { describe, expect, it } from 'vitest';
import { type EmailRefusal, isWellFormedText, normalizeEmailAddress } from './email-identity.ts';
import { emailSkeleton, isLookalikeOf } from './email-skeleton.ts';

const CYRILLIC_A = '\u0430';
const FULLWIDTH_G = '\uff47';
const COMBINING_ACUTE = '\u0301';
const ZERO_WIDTH_SPACE = '\u200b';
const LONE_SURROGATE = '\ud800';

describe('normalizeEmailAddress: addresses that become accounts', () => {
  it.each([
    ['golfer@example.com', 'golfer@example.com'],
    ['  Golfer@Example.COM ', 'golfer@example.com'],
    ['user+tag@sub.example.co.uk', 'user+tag@sub.example.co.uk'],
    ['golfer@bücher.example', 'golfer@xn--bcher-kva.example'],
    ['golfer@xn--bcher-kva.example', 'golfer@xn--bcher-kva.example'],
    [`golfer@${'\uff45'}xample.com`, 'golfer@example.com'], // a fullwidth letter in the domain: IDNA maps it
    ['golfer@example\u3002com', 'golfer@example.com'], // the ideographic full stop separates labels
    ['josé@example.com', 'josé@example.com'], // precomposed é
    [`jose${COMBINING_ACUTE}@example.com`, 'josé@example.com'], // e + combining accent: NFC makes it the same
    ['ivan@пример.рф', 'ivan@xn--e1afmkfd.xn--p1ai'],
    ['田中@例え.jp', '田中@xn--r8jz45g.jp'],
  ])('%j → %j', (input, address) => {
    expect(normalizeEmailAddress(input)).toEqual({ ok: true, address });
  });
});

describe('normalizeEmailAddress: refused', () => {
  it.each<[string, EmailRefusal]>([
    [`golfer@ex${CYRILLIC_A}mple.com`, 'mixed-script'],
    ['golfer@xn--exmple-4nf.com', 'mixed-script'], // the same look-alike typed in its IDNA form
    [`g${'\u043e'}lfer@example.com`, 'mixed-script'], // Cyrillic о in the local part
    ['\u13aalice@example.com', 'mixed-script'], // Cherokee Ꭺ: not a recommended script
    ['golfer@example.com.', 'domain'],
    [`golfer@example.com${ZERO_WIDTH_SPACE}`, 'invisible-character'],
    [`golfer@exa${ZERO_WIDTH_SPACE}mple.com`, 'invisible-character'], // IDNA alone would silently drop it
    ['golfer@exam\u00adple.com', 'invisible-character'], // soft hyphen
    ['\ufeffgolfer@example.com', 'invisible-character'], // byte-order mark
    ['golfer\u202e@example.com', 'invisible-character'], // bidi override
    ['gol\u200dfer@example.com', 'invisible-character'], // zero-width joiner
    [`gol${LONE_SURROGATE}fer@example.com`, 'malformed-text'],
    ['golfer\ufffd@example.com', 'local-part'], // what invalid UTF-8 bytes decode to
    ['golfer@example', 'domain'],
    ['golfer@1.2.3.4', 'domain'],
    ['golfer@0x7f.1', 'domain'],
    ['golfer@ex_ample.com', 'domain'],
    ['golfer@-example.com', 'domain'],
    ['golfer@exa%41mple.com', 'domain'],
    ['golfer@xn--a.com', 'domain'],
    ['a..b@example.com', 'local-part'],
    ['.golfer@example.com', 'local-part'],
    ['"golfer"@example.com', 'local-part'],
    ['golfer@@example.com', 'shape'],
    ['golfer.example.com', 'shape'],
    ['golfer example@example.com', 'invisible-character'],
    [`${'a'.repeat(65)}@example.com`, 'local-part'],
  ])('%j (%s)', (input, reason) => {
    expect(normalizeEmailAddress(input)).toEqual({ ok: false, reason });
  });
});

describe('look-alikes (TR39 skeleton)', () => {
  it('gives a fullwidth letter or a Cyrillic letter the skeleton of the Latin address', () => {
    expect(emailSkeleton(`${FULLWIDTH_G}olfer@example.com`)).toBe(emailSkeleton('golfer@example.com'));
    expect(emailSkeleton(`golfer@xn--exmple-4nf.com`)).toBe(emailSkeleton('golfer@example.com'));
    // ｗ is missing from confusables.txt; NFKC folds it before the table is read.
    expect(emailSkeleton('\uff57atson@example.com')).toBe(emailSkeleton('watson@example.com'));
  });

  it('calls a non-ASCII address with the skeleton of another a look-alike', () => {
    expect(isLookalikeOf(`${FULLWIDTH_G}olfer@example.com`, 'golfer@example.com')).toBe(true);
    expect(isLookalikeOf('golfer@example.com', `${FULLWIDTH_G}olfer@example.com`)).toBe(true);
  });

  it('does not call an address its own look-alike, nor two plain ASCII addresses, nor a real accent', () => {
    expect(isLookalikeOf('golfer@example.com', 'golfer@example.com')).toBe(false);
    expect(isLookalikeOf('sam1@example.com', 'saml@example.com')).toBe(false);
    expect(isLookalikeOf('josé@example.com', 'jose@example.com')).toBe(false);
  });
});

describe('isWellFormedText', () => {
  it('refuses a lone surrogate and accepts a surrogate pair', () => {
    expect(isWellFormedText(`Jo${LONE_SURROGATE}rdan`)).toBe(false);
    expect(isWellFormedText('Jordan ⛳ 𝔊')).toBe(true);
  });
});
