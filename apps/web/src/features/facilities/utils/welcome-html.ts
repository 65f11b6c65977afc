import { chooseWelcomeMessage, formatWelcomeMessage, type WelcomeMessageSettings } from '@fairway/domain/facilities/welcome-message';
import { sanitizeWelcomeMessage } from './sanitize-welcome-message.ts';

/** Picks the message for `now` in the facility's time zone; an unknown zone falls back to UTC. */
function choose(appearance: WelcomeMessageSettings, now: Date, timeZone: string): string | null {
  try {
    return chooseWelcomeMessage(appearance, now, timeZone);
  } catch {
    return chooseWelcomeMessage(appearance, now, 'UTC');
  }
}

/**
 * The welcome message to show at `now` (SPEC §4: the temporary one within its dates, else the
 * permanent one), decoded, formatted and sanitised: safe for dangerouslySetInnerHTML. Null when none.
 * Loaded on demand: its entity decoder and sanitiser stay off the first load.
 */
export function welcomeHtml(appearance: WelcomeMessageSettings, now: Date, timeZone: string): string | null {
  const message = choose(appearance, now, timeZone);
  if (!message) return null;
  const html = sanitizeWelcomeMessage(formatWelcomeMessage(message));
  return html.trim() ? html : null;
}
