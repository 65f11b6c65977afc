import { AdminApiError } from './admin-api.ts';
import { isConsoleError, SESSION_OVER } from './console-api.ts';
import type { Translate } from './admin-i18n.ts';

/** The code of a refused console call, from either client (`generic` for anything that is not an API answer). */
export const refusalCode = (caught: unknown): string =>
  caught instanceof AdminApiError || isConsoleError(caught) ? caught.code : 'generic';

/** True when the call was refused because the staff session is over: the console signs out. */
export const endsSession = (caught: unknown): boolean => SESSION_OVER.includes(refusalCode(caught));

/** The message of a refused call in the console's words: a screen's own text for a code, else the shared one. */
export function refusal(t: Translate, caught: unknown, own: Record<string, string> = {}): string {
  const code = refusalCode(caught);
  if (own[code]) return own[code];
  return t(`errors.${code}`) === `errors.${code}` ? t('errors.generic') : t(`errors.${code}`);
}
