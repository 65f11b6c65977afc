import he from 'he';
import { localToday } from '../tee-times/local-date.ts';

/** The appearance fields the welcome-message rule reads. */
export interface WelcomeMessageSettings {
  welcomeMessage?: string | null;
  tempWelcomeMessage?: { message?: string | null; from?: string | null; to?: string | null } | null;
}

/**
 * The message to show (SPEC §4): the temporary one when set and today, in the facility's
 * time zone, lies between its from and to dates inclusive; otherwise the permanent one.
 */
export function chooseWelcomeMessage(settings: WelcomeMessageSettings, now: Date, timeZone: string): string | null {
  const temp = settings.tempWelcomeMessage;
  if (temp?.message && temp.from && temp.to) {
    const today = localToday(now, timeZone);
    if (temp.from.slice(0, 10) <= today && today <= temp.to.slice(0, 10)) return temp.message;
  }
  return settings.welcomeMessage || null;
}

/**
 * Decodes a stored (entity-encoded) message and turns paragraph tags into spans so it flows
 * inside the header. The result is still untrusted HTML: the caller (the server's welcome-html.ts) sanitises it.
 */
export function formatWelcomeMessage(message: string): string {
  return he
    .decode(message)
    .replace(/<p(\s[^>]*)?>/gi, (_tag, attributes: string | undefined) => `<span${attributes ?? ''}>`)
    .replace(/<\/p\s*>/gi, '</span>');
}
