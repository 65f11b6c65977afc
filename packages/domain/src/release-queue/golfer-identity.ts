const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One golfer's e-mail however it is written: lowercase, and for Gmail (which ignores dots
 * and everything after a plus in the local part) without them, on one domain.
 */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (!DOTLESS_DOMAINS.has(domain)) return trimmed;
  return `${local.replace(/\+[\s\S]*$/, '').replaceAll('.', '')}@gmail.com`;
}

/** A phone number's digits only, so "+1 (555) 010-0199" and "15550100199" match. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
