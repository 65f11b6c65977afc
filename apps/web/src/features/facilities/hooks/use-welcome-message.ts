import { useEffect, useState } from 'react';
import { nextTask } from '../../../shared/browser/next-task.ts';
import { useBookingEngine, useFacilities } from '../api/facilities-api.ts';

/** The welcome message to show: `pending` while its formatter loads, then the sanitised HTML or null. */
export type WelcomeMessageState = { status: 'pending' } | { status: 'ready'; html: string | null };

/**
 * The welcome message to show today, sanitised (see welcomeHtml). The formatter is a separate
 * chunk fetched after the first render, so the message may appear a moment after the tee times.
 */
export function useWelcomeMessage(): WelcomeMessageState {
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  const timeZone = facilities?.[0]?.timeZone ?? 'UTC';
  const appearance = engine?.settings.appearance;
  const configured = Boolean(appearance?.welcomeMessage || appearance?.tempWelcomeMessage?.message);
  const [formatted, setFormatted] = useState<{ for: unknown; html: string | null } | null>(null);
  useEffect(() => {
    if (!appearance || !configured) return;
    let current = true;
    void (async () => {
      const { welcomeHtml } = await import('../utils/welcome-html.ts');
      // The chunk's entity decoder and sanitiser take a while to set up: formatting waits for a task of its own.
      await nextTask();
      if (current) setFormatted({ for: appearance, html: welcomeHtml(appearance, new Date(), timeZone) });
    })();
    return () => {
      current = false;
    };
  }, [appearance, configured, timeZone]);
  if (!configured) return { status: 'ready', html: null };
  return formatted && formatted.for === appearance ? { status: 'ready', html: formatted.html } : { status: 'pending' };
}
