import { useTranslation } from 'react-i18next';
import { endsSession, refusalCode } from '../app/admin-errors.ts';
import { type ConsoleError, isConsoleError } from '../app/console-api.ts';

/** A screen's own words for a refusal: by error code, or from the whole error (a 409's `details.reason`). */
export type RefusalMessages = Partial<Record<string, string>> | ((error: ConsoleError) => string | undefined);

/** The console's words for a refused call: the screen's own text, else the shared text of its code, else the generic one. */
function useRefusalText() {
  const { t, i18n } = useTranslation();
  return (error: unknown, messages: RefusalMessages = {}): string => {
    if (typeof error === 'string') return error;
    const own = isConsoleError(error)
      ? typeof messages === 'function'
        ? messages(error)
        : messages[error.code]
      : undefined;
    if (own) return own;
    const key = `errors.${refusalCode(error)}`;
    // A code the console has no words for reads as the generic message.
    return i18n.exists(key) ? t(key as 'errors.generic') : t('errors.generic');
  };
}

/**
 * A refusal, announced (role="alert"): a ConsoleError in the console's words (see useRefusalText),
 * or a message the screen wrote. Nothing for no error, nor for a session that ended: the console
 * then shows its sign-in.
 */
export function ErrorAlert({ error, messages }: { error: unknown; messages?: RefusalMessages }) {
  const text = useRefusalText();
  if (error === null || error === undefined || endsSession(error)) return null;
  return (
    <p className="admin-error" role="alert">
      {text(error, messages)}
    </p>
  );
}
