/** The longest the first render waits for the course's header image: it never holds the app back for long. */
export const HEADER_WAIT_MS = 400;

/**
 * Resolves once the loading screen's header image (preloaded by the HTML) is decoded and a frame has
 * painted it, or after `HEADER_WAIT_MS`. The first render replaces the loading screen's header with
 * the app's own; done before the image was painted, the golfer's first view of the course's banner
 * waits for the app's start-up instead of the HTML. On a real network the image (a few KB, high
 * priority) arrives long before the app's scripts, so this costs nothing there.
 */
export async function staticHeaderPainted(doc: Document = document): Promise<void> {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href;
  if (!href || !doc.querySelector('[data-static-shell]')) return;
  const image = new Image();
  image.src = href;
  const painted = image
    .decode()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, HEADER_WAIT_MS))]);
}
