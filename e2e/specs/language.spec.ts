import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

const LOCALES = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'shared', 'i18n', 'locales');
const load = (language: string) => JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8'));

for (const [language, label] of [
  ['fr', 'Français'],
  ['es', 'Español'],
  ['de', 'Deutsch'],
] as const) {
  test(`switching to ${label} translates the shell and is kept on reload`, async ({ page }, testInfo) => {
    const strings = load(language);
    await page.goto('/?alias=demo');
    await waitForShell(page);
    await page.getByLabel('Language').selectOption({ label });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const nav = page.getByRole('navigation', { name: strings.nav.main });
    await expect(nav.getByRole('link')).toHaveText([
      strings.tabs.teeTimes,
      strings.tabs.courseInfo,
      strings.tabs.store,
    ]);
    await expect(page).toHaveTitle(strings.pageTitles.teeTimes);
    await saveScreenshot(page, testInfo, `language-${language}`);
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await waitForShell(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('navigation', { name: strings.nav.main }).getByRole('link').first()).toHaveText(
      strings.tabs.teeTimes,
    );
  });
}

test('the simulator venue titles are translated too', async ({ page }) => {
  const fr = load('fr');
  await page.goto('/?alias=simulator&lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: fr.nav.main }).getByRole('link')).toHaveText([
    fr.tabs.times,
    fr.tabs.venueInfo,
  ]);
});
