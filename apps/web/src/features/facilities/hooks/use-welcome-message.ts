import { chooseWelcomeMessage, formatWelcomeMessage } from '@fairway/domain/facilities/welcome-message';
import { useMemo } from 'react';
import { useBookingEngine, useFacilities } from '../api/facilities-api.ts';
import { sanitizeWelcomeMessage } from '../utils/sanitize-welcome-message.ts';

/** Picks the message for `now` in the first facility's time zone; an unknown zone falls back to UTC. */
function choose(appearance: Parameters<typeof chooseWelcomeMessage>[0], now: Date, timeZone: string): string | null {
  try {
    return chooseWelcomeMessage(appearance, now, timeZone);
  } catch {
    return chooseWelcomeMessage(appearance, now, 'UTC');
  }
}

/**
 * The welcome message to show today (SPEC §4: the temporary one within its dates, else the
 * permanent one), decoded, formatted and sanitised: safe for dangerouslySetInnerHTML. Null when none.
 */
export function useWelcomeMessage(): string | null {
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  const timeZone = facilities?.[0]?.timeZone ?? 'UTC';
  return useMemo(() => {
    if (!engine) return null;
    const message = choose(engine.settings.appearance, new Date(), timeZone);
    if (!message) return null;
    const html = sanitizeWelcomeMessage(formatWelcomeMessage(message));
    return html.trim() ? html : null;
  }, [engine, timeZone]);
}
