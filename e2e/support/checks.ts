import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/**
 * Whether the suite saves screenshots for people to look at: on a developer's machine, not in CI
 * (where nobody opens them and the full-page PNGs were a sixth of the suite's time); E2E_SCREENSHOTS=1
 * or 0 says otherwise. A failing test's screenshot is Playwright's own and always kept.
 */
const SAVING_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

/**
 * Saves a screenshot under e2e/artifacts/screenshots, one folder per viewport project (or the
 * viewport named, for a spec with both): the whole page, or with `fullPage: false` what the golfer
 * sees (a dialog, a long day of times), or one element when `target` is a locator.
 */
export async function saveScreenshot(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  { viewport = testInfo.project.name, fullPage = true }: { viewport?: string; fullPage?: boolean } = {},
): Promise<void> {
  if (!SAVING_SCREENSHOTS) return;
  const dir = join(SCREENSHOT_DIR, viewport);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** A day's tee times: one component repeated up to a hundred times, each row as costly for axe to scan as the rest of the page. */
const REPEATED_ROW = '[data-testid="tee-time"]';
/** How many of those rows axe scans (the selected one is scanned too, wherever it is). */
const REPEATED_ROWS_SCANNED = 3;

/** Fails on any serious or critical axe violation (WCAG 2.1 A and AA rules). */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.evaluate(
    ({ selector, scanned }) =>
      document
        .querySelectorAll(selector)
        .forEach((row, index) =>
          row.toggleAttribute('data-axe-skip', index >= scanned && row.getAttribute('aria-current') !== 'true'),
        ),
    { selector: REPEATED_ROW, scanned: REPEATED_ROWS_SCANNED },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-axe-skip]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious).toEqual([]);
}

/** Waits until the shell has loaded its booking engine and facilities. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('engine-name')).toBeVisible();
}
