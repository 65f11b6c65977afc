import DOMPurify from 'dompurify';

/** Inline formatting a facility may use in its welcome message; everything else is dropped. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'span', 'small', 'mark', 'sub', 'sup'];

/**
 * Sanitises a formatted welcome message (untrusted HTML stored by the facility) for display:
 * only harmless inline formatting tags survive, with no attributes at all (so no handlers,
 * styles or links); scripts, styles, iframes and forms are removed with their content.
 */
export function sanitizeWelcomeMessage(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
    FORBID_CONTENTS: ['script', 'style', 'iframe', 'form', 'textarea', 'select', 'noscript', 'template', 'object', 'embed', 'svg', 'math'],
  });
}
