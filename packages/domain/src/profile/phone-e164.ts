// A golfer's phone as typed in the profile ("+1 (910) 555-0187", "06 12 34 56 78") in the E.164
// form SMS providers take, using the course's country for numbers typed without a country code.

/** Country calling codes of the countries Fairway's courses are in (ISO 3166 alpha-2). */
const CALLING_CODES: Record<string, string> = {
  US: '1',
  CA: '1',
  GB: '44',
  IE: '353',
  FR: '33',
  ES: '34',
  DE: '49',
  PT: '351',
  IT: '39',
  NL: '31',
  BE: '32',
  CH: '41',
  AT: '43',
  SE: '46',
  DK: '45',
  NO: '47',
  FI: '358',
  AU: '61',
  NZ: '64',
  ZA: '27',
  MX: '52',
};

/** The number in E.164 (`+` and 8–15 digits), or null when it cannot be one. */
export function toE164(phone: string, country: string): string | null {
  const trimmed = phone.trim();
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else {
    const code = CALLING_CODES[country.toUpperCase()];
    if (!code) return null;
    // North America writes the country code as a leading 1; elsewhere a leading 0 is the trunk prefix.
    if (code === '1') international = digits.length === 11 && digits.startsWith('1') ? digits : `1${digits}`;
    else international = `${code}${digits.replace(/^0/, '')}`;
    if (code === '1' && international.length !== 11) return null;
  }
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}
