// Finds the <script> tag that loaded this copy of embed.js, so its data-* attributes and src can be read.

/** Attribute set on a script tag once its embed is mounted, so a second copy of embed.js skips it. */
export const MOUNTED_ATTRIBUTE = 'data-fairway-mounted';

/** Whether a script src names embed.js (query strings and fragments allowed). */
export function isEmbedScriptSrc(src: string): boolean {
  try {
    return new URL(src).pathname.endsWith('/embed.js');
  } catch {
    return false;
  }
}

/**
 * The script tag of this execution: document.currentScript while it runs, else (old browsers, or a
 * loader that evaluates the file itself) the last not-yet-mounted script whose src ends with /embed.js.
 */
export function findEmbedScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && !current.hasAttribute(MOUNTED_ATTRIBUTE)) return current;
  const candidates = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]')).filter(
    (script) => isEmbedScriptSrc(script.src) && !script.hasAttribute(MOUNTED_ATTRIBUTE),
  );
  return candidates[candidates.length - 1] ?? null;
}
