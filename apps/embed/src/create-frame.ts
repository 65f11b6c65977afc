/** Height of the frame until the app reports its content height. */
export const INITIAL_FRAME_HEIGHT_PX = 600;

// The frame's accessible name, in the page language the host asked for (English otherwise).
const ENGLISH_TITLE = 'Tee time booking';
const TITLES: Record<string, string> = {
  en: ENGLISH_TITLE,
  fr: 'Réservation de départs',
  es: 'Reserva de horarios de salida',
  de: 'Abschlagzeiten buchen',
};

/** A new, not yet attached iframe for the booking engine at `src`. */
export function createFrame(doc: Document, src: string, alias: string, lang: string | null): HTMLIFrameElement {
  const iframe = doc.createElement('iframe');
  iframe.title = TITLES[(lang ?? 'en').slice(0, 2)] ?? ENGLISH_TITLE;
  iframe.setAttribute('allow', 'payment');
  iframe.setAttribute('loading', 'eager');
  iframe.setAttribute('data-fairway-alias', alias);
  // CSSOM properties rather than a style attribute: allowed under a strict host style-src CSP.
  iframe.style.display = 'block';
  iframe.style.width = '100%';
  iframe.style.border = '0';
  iframe.style.height = `${INITIAL_FRAME_HEIGHT_PX}px`;
  iframe.src = src;
  return iframe;
}
