import { toSupportedLanguage } from '../i18n/languages.ts';

/**
 * A URL of the payment gateway's pages (hosted card entry, authentication challenge), absolute
 * and carrying the golfer's language as `lang`, so the gateway speaks it inside the iframe.
 */
export function gatewayUrl(path: string, language: string | undefined, base: string = window.location.origin): string {
  const url = new URL(path, base);
  url.searchParams.set('lang', toSupportedLanguage(language) ?? 'en');
  return url.href;
}
