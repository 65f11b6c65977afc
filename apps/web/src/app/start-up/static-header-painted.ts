/** The longest the first render waits for the course's header image: it never holds the app back for long. */
export const HEADER_WAIT_MS = 400;

/**
 * Resolves once the loading screen's header image (preloaded by the HTML) is on screen, or after
 * `HEADER_WAIT_MS`. The first render replaces the loading screen's header with the app's own; done
 * before the image was painted, the golfer's first view of the course's banner waits for the app's
 * start-up instead of the HTML. On a real network the image (a few KB, high priority) arrives long
 * before the app's scripts, so this costs nothing there.
 */
export async function staticHeaderPainted(doc: Document = document): Promise<void> {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href;
  if (!href || !doc.querySelector('[data-static-shell]')) return;
  await Promise.race([
    bannerPainted(doc) ?? imageDecodedAndFramed(href),
    new Promise<void>((resolve) => setTimeout(resolve, HEADER_WAIT_MS)),
  ]);
}

/**
 * When the browser reports paints by Element Timing (Chromium), the banner's own report: the frame
 * that shows it has been presented. A frame requested after the image decoded can still be on its
 * way to the screen when its callback runs; scripts fetched then made the app's chunks part of the
 * largest paint in Lighthouse's simulation of a phone (1.5 s instead of 1 s on a day without tee times).
 */
function bannerPainted(doc: Document): Promise<void> | undefined {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('element'))
    return undefined;
  // The name the server gave the banner (spa-shell.ts), read from the page: this module runs before
  // the app's chunks, so it imports nothing they share.
  const name = doc.querySelector('[data-static-shell] .site-header__banner')?.getAttribute('elementtiming');
  if (!name) return undefined;
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
      if (!entries.some((entry) => entry.identifier === name)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

/** Elsewhere: the image decoded, then the next frame. */
function imageDecodedAndFramed(href: string): Promise<void> {
  const image = new Image();
  image.src = href;
  return image
    .decode()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
