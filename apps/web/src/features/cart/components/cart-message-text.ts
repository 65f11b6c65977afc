import type { TFunction } from 'i18next';
import { errorMessageKey } from '../../../shared/i18n/keys.ts';
import type { CartMessage } from '../slices/cart-slice.ts';

/**
 * The words of a toast or an item alert: the API's refusal when it gave one, else the `cart.` text
 * (also the fallback while the lazily loaded `errors.` strings are still on their way).
 */
export function cartMessageText(t: TFunction, message: CartMessage): string {
  const text = t(`cart.${message.key}`, { count: message.count ?? 0 });
  return message.reason ? t(errorMessageKey(message.reason), { defaultValue: text }) : text;
}
