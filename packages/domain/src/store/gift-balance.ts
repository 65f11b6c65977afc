// Gift-certificate balances in integer cents. A certificate is a tender: it never goes below zero
// and a refund or void puts back exactly what was taken.

/** How much of `due` a certificate with `balance` pays (the card pays the rest). */
export function redeemableAmount(balance: number, due: number, requested?: number): number {
  const cap = Math.max(0, Math.min(balance, due));
  return requested === undefined ? cap : Math.max(0, Math.min(cap, requested));
}

/** The balance after spending `amount`; throws when it would go below zero. */
export function spend(balance: number, amount: number): number {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('amount must be a non-negative integer');
  if (amount > balance) throw new RangeError('amount exceeds the balance');
  return balance - amount;
}

/** The balance after a refund of `amount`, never above the certificate's value. */
export function restore(balance: number, amount: number, value: number): number {
  return Math.min(value, balance + Math.max(0, amount));
}

/** Gift codes: 16 characters of an alphabet without look-alikes (0/O, 1/I/L), shown as four groups. */
const GIFT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GIFT_CODE_LENGTH = 16;

/** A code as typed (spaces, dashes, lower case) in its stored form, or null when it cannot be one. */
export function normalizeGiftCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== GIFT_CODE_LENGTH) return null;
  for (const char of code) if (!GIFT_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** A stored code as shown to people: XXXX-XXXX-XXXX-XXXX. */
export function formatGiftCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** A code from random bytes (the server passes crypto bytes; ≥ GIFT_CODE_LENGTH of them). */
export function giftCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CODE_LENGTH)
    throw new RangeError(`A gift code needs ${GIFT_CODE_LENGTH} random bytes, got ${bytes.length}`);
  let code = '';
  for (const byte of bytes.subarray(0, GIFT_CODE_LENGTH)) code += GIFT_CODE_ALPHABET[byte % GIFT_CODE_ALPHABET.length];
  return code;
}
