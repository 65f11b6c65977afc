import {
  chooseWelcomeMessage,
  formatWelcomeMessage,
  type WelcomeMessageSettings,
} from '@fairway/domain/facilities/welcome-message';
import sanitizeHtml from 'sanitize-html';

/** Inline formatting a facility may use in its welcome message; everything else is dropped. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'span', 'small', 'mark', 'sub', 'sup'];
/** Elements removed with their content (a script's text is not a message). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'form',
  'textarea',
  'select',
  'option',
  'noscript',
  'template',
  'object',
  'embed',
  'svg',
  'math',
  'title',
];

/**
 * Sanitises a formatted welcome message (untrusted HTML stored by the facility) for display:
 * only harmless inline formatting tags survive, with no attributes at all (so no handlers,
 * styles or links); scripts, styles, iframes and forms are removed with their content.
 */
export function sanitizeWelcomeMessage(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
  });
}

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
 * permanent one), decoded, formatted and sanitised: safe for the SPA to set as HTML. Null when
 * none. Done here rather than in the browser, where the entity decoder and the sanitiser were a
 * long task of their own on a phone's first screen.
 */
export function welcomeHtml(appearance: WelcomeMessageSettings, now: Date, timeZone: string): string | null {
  const message = choose(appearance, now, timeZone);
  if (!message) return null;
  const html = sanitizeWelcomeMessage(formatWelcomeMessage(message));
  return html.trim() ? html : null;
}
