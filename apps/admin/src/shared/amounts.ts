/** Cents from a decimal amount the operator typed ("89", "89.5", "89,50"); null when it is not one. */
export function centsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A decimal amount of cents for a form field: 8900 → "89.00". */
export function decimalOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Money in the console's language: 8900 USD in English → "$89.00". */
export function moneyOf(language: string, currency: string, cents: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
