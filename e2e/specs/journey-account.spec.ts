import { expect, test, type Locator, type Page } from '@playwright/test';
import { openFromAccountMenu } from '../support/account-menu.ts';
import { localDate, signIn } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// The golfer's journey through the header and the account area: My account from the
// header, the three account tabs and tee-time alerts, every header tab on a 390 px phone in German,
// the sign-in round trip keeping ?alias=, and a past date in the URL rewritten to today.

const TABS: [name: string, path: string][] = [
  ['Account', '/account/account'],
  ['Memberships', '/account/memberships'],
  ['Payment methods', '/account/payments'],
];

/** The element lies inside the viewport's width (nothing cut at the right edge). */
async function expectInsideViewport(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Every header tab is on screen, and the page does not scroll sideways. */
async function expectEveryHeaderTabOnScreen(page: Page, navName: string, names: string[]) {
  const links = page.getByRole('navigation', { name: navName }).getByRole('link');
  await expect(links).toHaveText(names);
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    await expectInsideViewport(page, link);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test('the golfer reaches My account from the header, moves between its tabs and alerts, and the header fits in German', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  await expectEveryHeaderTabOnScreen(page, 'Main navigation', [
    'Tee times',
    'Course info',
    'Reservations',
    'Orders',
    'Store',
  ]);
  await saveScreenshot(page, testInfo, 'journey-header-en', { fullPage: false });

  await openFromAccountMenu(page);
  await expect(page).toHaveURL((url) => url.pathname === '/account/account');
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await saveScreenshot(page, testInfo, 'journey-account-tabs', { fullPage: false });
  await expectNoSeriousAxeViolations(page);

  for (const [name, path] of TABS) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page).toHaveTitle('Account');
  }
  await expect(page.getByTestId('payments-page')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // By keyboard: back to the Memberships tab.
  await nav.getByRole('link', { name: 'Memberships', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/account/memberships');
  await expect(page.getByTestId('memberships-page')).toBeVisible();

  // Tee-time alerts from the account area, then from the header's menu.
  await nav.getByRole('link', { name: 'Tee time alerts' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Tee Time Alerts' })).toBeVisible();
  await page.goto('/account/payments');
  await waitForShell(page);
  await openFromAccountMenu(page, 'account-menu-alerts');
  await expect(page).toHaveURL((url) => url.pathname === '/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Tee Time Alerts' })).toBeVisible();

  // The header's menu is a keyboard disclosure: Escape closes it and gives focus back.
  const menu = page.getByRole('button', { name: 'My account' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('account-menu-payments')).toBeVisible();
  await expectInsideViewport(page, page.getByTestId('account-menu-payments'));
  await saveScreenshot(page, testInfo, 'journey-account-menu', { fullPage: false });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // German, the longest tab names: every tab still on screen, account area included.
  await page.goto('/teetimes');
  await waitForShell(page);
  await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectEveryHeaderTabOnScreen(page, 'Hauptnavigation', [
    'Abschlagzeiten',
    'Platzinfo',
    'Reservierungen',
    'Bestellungen',
    'Shop',
  ]);
  await saveScreenshot(page, testInfo, 'journey-header-de', { fullPage: false });
  await expectNoSeriousAxeViolations(page);
  await openFromAccountMenu(page, 'account-link', 'Mein Konto');
  const kontoNav = page.getByRole('navigation', { name: 'Kontobereiche' });
  await expect(kontoNav.getByRole('link', { name: 'Konto', exact: true })).toHaveAttribute('aria-current', 'page');
  for (const link of await kontoNav.getByRole('link').all()) await expectInsideViewport(page, link);
  await saveScreenshot(page, testInfo, 'journey-account-tabs-de', { fullPage: false });
  await expectNoSeriousAxeViolations(page);
});

test('the pro finds the member profile in the header menu and beside the account tabs', async ({ page }) => {
  await page.goto('/login?alias=demo');
  await waitForShell(page);
  await page.getByLabel('E-mail address').fill('pro@example.com');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await openFromAccountMenu(page, 'account-menu-pro-profile');
  await expect(page).toHaveURL((url) => url.pathname === '/profile/locations');
  await openFromAccountMenu(page);
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Member profile' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/locations');
});

test('signing in from a page keeps ?alias= there and back', async ({ page }) => {
  await page.goto('/reservation/history?alias=demo');
  await waitForShell(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('alias') === 'demo');
  await page.getByLabel('E-mail address').fill('golfer@example.com');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/reservation/history' && url.searchParams.get('alias') === 'demo',
  );
});

test('a past date in the URL is rewritten to today, the day shown', async ({ page }) => {
  await page.goto('/search?alias=demo&date=2020-01-01');
  await waitForShell(page);
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('date') === localDate(0) && url.searchParams.get('alias') === 'demo',
  );
  await page.goBack();
  // Replaced, not pushed: Back leaves the search rather than returning to the typed date.
  await expect(page).not.toHaveURL(/date=2020-01-01/);
});
