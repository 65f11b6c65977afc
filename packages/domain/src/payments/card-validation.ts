// SPEC §5 "Card form messages" and the card edit form: the checks the hosted card page, the
// sandbox gateway and the wallet form all apply. Pure: the caller passes "now".

/** Countries a billing address may be in (SPEC §2 credit-card edit form). */
export const CARD_COUNTRIES = ['AU', 'CA', 'IE', 'MX', 'UK', 'US'] as const;
/** One of CARD_COUNTRIES. */
export type CardCountry = (typeof CARD_COUNTRIES)[number];

/** How many years past the current one the expiry-year picker offers (SPEC §9). */
const CARD_EXPIRY_YEARS_AHEAD = 7;

/** Card brands the gateway recognises. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
/** One of CARD_BRANDS. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The §5 card form messages, keyed by field. */
export const CARD_FORM_MESSAGES = {
  number: 'Please enter a valid credit card number',
  expirationMonth: 'Please enter a valid expiration month',
  expirationYear: 'Please enter a valid expiration year',
  cvv: 'Please enter a valid CVV code',
  address: 'Please enter a valid payment address',
  postalCode: 'Please enter a valid zip code',
  country: 'Please enter a valid payment country',
  name: 'Please enter a valid name',
} as const;
/** A field of the card form. */
export type CardField = keyof typeof CARD_FORM_MESSAGES;

/** Postal code shapes per country (UK: outward and inward codes; IE: Eircode; CA: A1A 1A1). */
const POSTAL_CODE_PATTERNS: Readonly<Record<CardCountry, RegExp>> = {
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  UK: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  AU: /^\d{4}$/,
  MX: /^\d{5}$/,
};

/** The digits of a typed card number (spaces and dashes dropped), or null when other characters appear. */
export function cardDigits(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The Luhn (mod 10) check of a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a card number from its prefix. */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** A valid card number: 13–19 digits (15 for Amex) passing Luhn. */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (!digits || digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) return false;
  return cardBrandOf(digits) !== 'amex' || digits.length === 15;
}

/**
 * Whether a string looks like a card number: 14–19 digits (spaces or dashes allowed) with a
 * card network's first digit (2–6), passing Luhn. The application refuses such values anywhere
 * so no card number is ever stored; the first-digit rule keeps epoch-millisecond times and
 * the like from being mistaken for cards.
 */
export function looksLikeCardNumber(value: string): boolean {
  if (value.length > 40) return false;
  const digits = cardDigits(value.trim());
  return digits !== null && /^[2-6]\d{13,18}$/.test(digits) && passesLuhn(digits);
}

/** A CVV: 4 digits for Amex, 3 for other brands. */
export function isValidCvv(cvv: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** A 4-digit year from a 2- or 4-digit one. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Years the expiry picker offers: the current year through current + 7 (SPEC §9). */
export function expiryYearsOffered(now: Date): number[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, index) => current + index);
}

/**
 * The expiry the card form starts on: next month (UTC, as the gateway checks), always in the future
 * and among the years offered — never a past month a golfer could send by leaving the pickers alone.
 */
export function defaultCardExpiry(now: Date): { month: number; year: number } {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { month: next.getUTCMonth() + 1, year: next.getUTCFullYear() };
}

/** Whether a card with this expiry can still be used (it is valid through the last day of its month). */
export function isExpiryCurrent(month: number, year: number, now: Date): boolean {
  const full = fullYear(year);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return full > currentYear || (full === currentYear && month >= currentMonth);
}

/** A postal code of the country's shape. */
export function isValidPostalCode(postalCode: string, country: string): boolean {
  const pattern = POSTAL_CODE_PATTERNS[country as CardCountry];
  return pattern !== undefined && pattern.test(postalCode.trim());
}

/** What the hosted card page (a new card) or the edit form (a stored card, no number/CVV) checks. */
export interface CardFormValues {
  number?: string;
  cvv?: string;
  expirationMonth: number | string;
  expirationYear: number | string;
  name: string;
  address: string;
  postalCode: string;
  countryCode: string;
}

/**
 * The §5 checks of a card form: field → message for each failing field (empty when valid).
 * `number` and `cvv` are checked only when present (the edit form of a stored card has neither).
 */
export function validateCardForm(values: CardFormValues, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  let brand: CardBrand = 'unknown';
  if (values.number !== undefined) {
    const digits = cardDigits(values.number);
    if (digits === null || !isValidCardNumber(values.number)) errors.number = CARD_FORM_MESSAGES.number;
    else brand = cardBrandOf(digits);
  }
  const month = Number(values.expirationMonth);
  const year = Number(values.expirationYear);
  const monthOk = Number.isInteger(month) && month >= 1 && month <= 12;
  const yearOk =
    Number.isInteger(year) && year >= 0 && fullYear(year) <= now.getUTCFullYear() + CARD_EXPIRY_YEARS_AHEAD;
  if (!monthOk) errors.expirationMonth = CARD_FORM_MESSAGES.expirationMonth;
  if (!yearOk || fullYear(year) < now.getUTCFullYear()) errors.expirationYear = CARD_FORM_MESSAGES.expirationYear;
  else if (monthOk && !isExpiryCurrent(month, year, now)) errors.expirationMonth = CARD_FORM_MESSAGES.expirationMonth;
  if (values.cvv !== undefined && !isValidCvv(values.cvv.trim(), brand)) errors.cvv = CARD_FORM_MESSAGES.cvv;
  if (values.name.trim().length < 2) errors.name = CARD_FORM_MESSAGES.name;
  if (values.address.trim().length < 3) errors.address = CARD_FORM_MESSAGES.address;
  if (!(CARD_COUNTRIES as readonly string[]).includes(values.countryCode)) errors.country = CARD_FORM_MESSAGES.country;
  else if (!isValidPostalCode(values.postalCode, values.countryCode)) errors.postalCode = CARD_FORM_MESSAGES.postalCode;
  return errors;
}

/** The masked display of a stored card's number: only the last four digits (SPEC §2). */
export function maskedCardNumber(lastFour: string): string {
  return `•••• •••• •••• ${lastFour}`;
}
