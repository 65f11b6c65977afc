/** The window calls needed to scroll the host page. */
export interface ScrollWindow {
  readonly scrollY: number;
  scrollTo(options: ScrollToOptions): void;
  matchMedia?(query: string): { readonly matches: boolean };
}

/** Scrolls the host page so the top of the frame is at the top of the viewport (smoothly unless reduced motion is asked for). */
export function scrollToFrame(iframe: HTMLIFrameElement, win: ScrollWindow): void {
  const top = Math.max(0, Math.round(iframe.getBoundingClientRect().top + win.scrollY));
  const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
}
