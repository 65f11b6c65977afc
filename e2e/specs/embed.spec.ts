import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

const FOREIGN = 'http://foreign.test';

/** The engine inside the demo host page, once it has loaded. */
async function openDemoHost(page: Page, alias = 'demo'): Promise<FrameLocator> {
  await page.goto(`/demo-host/?alias=${alias}`);
  const frame = page.frameLocator('#fairway-booking iframe');
  await expect(frame.getByTestId('engine-name')).toBeVisible();
  return frame;
}

const iframeHeight = (page: Page) =>
  page.locator('#fairway-booking iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height));

/** The height embed.js should give the frame for the engine's current content (SPEC §9). */
const expectedFrameHeight = (frame: FrameLocator) =>
  frame.getByTestId('app-shell').evaluate((el) => {
    const content = Math.max(el.scrollHeight, document.documentElement.scrollHeight);
    return Math.min(content, window.screen.availHeight - 100) + 32;
  });

/** Waits until the frame has the height its content calls for. */
async function expectSettledHeight(page: Page, frame: FrameLocator): Promise<void> {
  await expect
    .poll(async () => Math.abs((await iframeHeight(page)) - (await expectedFrameHeight(frame))))
    .toBeLessThanOrEqual(4);
}

const primaryColour = (frame: FrameLocator) =>
  frame
    .getByTestId('app-shell')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--fw-primary').trim().toLowerCase());

/** Adds an iframe from another origin to the host page; its script posts `message` to `target`. */
async function postFromForeignFrame(page: Page, target: 'engine' | 'host', message: unknown): Promise<void> {
  const script =
    target === 'engine'
      ? `window.parent.frames[0].postMessage(${JSON.stringify(message)}, '*');`
      : `window.parent.postMessage(${JSON.stringify(message)}, '*');`;
  await page.route(`${FOREIGN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>foreign</title><script>${script} document.title = 'sent';</script>`,
    }),
  );
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.id = 'foreign-frame';
    frame.title = 'foreign';
    document.body.appendChild(frame);
  }, `${FOREIGN}/attack.html`);
  await expect.poll(async () => page.frame({ url: /foreign\.test/ })?.title()).toBe('sent');
}

test('the demo host page embeds the engine and the frame grows to its content', async ({ page }, testInfo) => {
  const frame = await openDemoHost(page);
  await expectSettledHeight(page, frame);
  expect(await iframeHeight(page)).not.toBe(600); // the initial height set by embed.js
  await expect(frame.getByTestId('app-shell')).toHaveAttribute('data-iframe', 'true');
  await saveScreenshot(page, testInfo, 'demo-host');
  await expectNoSeriousAxeViolations(page);
});

test('the frame follows the content when the engine navigates', async ({ page }) => {
  const frame = await openDemoHost(page);
  await expectSettledHeight(page, frame);
  await frame.getByRole('link', { name: 'Course info' }).first().click();
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('Course Info');
  await expectSettledHeight(page, frame);
});

test('css-preview from the theme panel re-themes the engine live', async ({ page }, testInfo) => {
  const frame = await openDemoHost(page);
  const original = await primaryColour(frame);
  expect(original).not.toBe('#aa3355');
  await page.locator('#preview-primary').fill('#aa3355');
  await page.locator('#preview-banner').fill('Members save 20% this weekend');
  await page.locator('#preview-apply').click();
  await expect.poll(() => primaryColour(frame)).toBe('#aa3355');
  await expect(frame.getByTestId('sales-banner')).toHaveText('Members save 20% this weekend');
  await saveScreenshot(page, testInfo, 'demo-host-theme-preview');
  await page.locator('#preview-reset').click();
  await expect.poll(() => primaryColour(frame)).toBe(original);
});

test.describe('messages from a foreign origin', () => {
  // The foreign frame is added to our own demo page, whose CSP would refuse to frame it.
  test.use({ bypassCSP: true });

  test('a css-preview from a foreign origin changes nothing', async ({ page }) => {
    const frame = await openDemoHost(page);
    const original = await primaryColour(frame);
    const message = { ns: 'fairway', v: 1, type: 'css-preview', theme: { primaryColor: '#ff0000' } };
    await postFromForeignFrame(page, 'engine', message);
    await page.waitForTimeout(500);
    expect(await primaryColour(frame)).toBe(original);

    // The same message from the allowed host page does re-theme: the check above can fail.
    await page.evaluate((msg) => {
      const engine = document.querySelector<HTMLIFrameElement>('#fairway-booking iframe')!;
      engine.contentWindow!.postMessage(msg, new URL(engine.src).origin);
    }, message);
    await expect.poll(() => primaryColour(frame)).toBe('#ff0000');
  });

  test('a height message from a foreign origin does not resize the frame', async ({ page }) => {
    const frame = await openDemoHost(page);
    await expectSettledHeight(page, frame);
    const before = await iframeHeight(page);
    await postFromForeignFrame(page, 'host', { ns: 'fairway', v: 1, type: 'frame-height', height: 37 });
    await page.waitForTimeout(500);
    expect(await iframeHeight(page)).toBe(before);
  });
});

test('the demo host page can embed another alias', async ({ page }) => {
  const frame = await openDemoHost(page, 'maple-ridge');
  await expect(frame.getByTestId('engine-name')).toHaveText('Maple Ridge Golf Club');
});
