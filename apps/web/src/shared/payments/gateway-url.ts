import { toSupportedLanguage } from '../i18n/languages.ts';

/**
 * A URL of the payment gateway's pages (hosted card entry, authentication challenge), absolute
 * and carrying the golfer's language as `lang`, so the gateway speaks it inside the iframe. A
 * processor's own page on another origin (Stripe's 3-D Secure redirect) is left exactly as it
 * was given: its query is the processor's, and it picks the language itself.
 */
export function gatewayUrl(path: string, language: string | undefined, base: string = window.location.origin): string {
  const url = new URL(path, base);
  if (url.origin !== new URL(base).origin) return path;
  url.searchParams.set('lang', toSupportedLanguage(language) ?? 'en');
  return url.href;
}
