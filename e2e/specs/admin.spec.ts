import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// The operator console (issue #18): its own page at /admin, a staff sign-in and the day's tee sheet.

test('a manager signs in at /admin with the keyboard and reads the tee sheet; the golfer app never loads the console', async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin?alias=demo');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('manager@harborpines.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fairway2026');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();
  await expect(page.getByRole('table', { name: /North Course/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /South Course/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-tee-sheet');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(scripts.every((path) => path.startsWith('/admin-assets/'))).toBe(true);

  const golferScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') golferScripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/?alias=demo');
  await expect(page.getByTestId('app-shell')).toBeVisible();
  expect(golferScripts.some((path) => path.startsWith('/admin-assets/'))).toBe(false);
});

test('a wrong password is announced', async ({ page }) => {
  await page.goto('/admin?alias=demo&lang=de');
  await page.getByLabel('Benutzername').fill('manager@harborpines.example');
  await page.getByLabel('Passwort').fill('WrongPass1');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Die angegebenen Zugangsdaten konnten nicht bestätigt werden.');
});
