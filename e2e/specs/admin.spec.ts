import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// The operator console: its own page at /admin, a staff sign-in and the day's tee sheet.

test('a manager signs in at /admin with the keyboard and reads the tee sheet; the golfer app never loads the console', async ({
  page,
}, testInfo) => {
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
  // The courses side by side on a desktop; on a tablet or phone one at a time, chosen with the course switch.
  if (testInfo.project.name !== 'desktop')
    await page
      .getByRole('group', { name: 'Course shown' })
      .getByRole('button', { name: /South Course/ })
      .click();
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

test('the owner adds a pro-shop account on the Staff screen, and it signs in without staff management', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console is a desktop and tablet screen');
  // Desktop and tablet run at once on one server: each adds its own account.
  const username = `${testInfo.project.name}.${Date.now().toString(36)}@harborpines.example`;
  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('owner@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Morgan Hale (Owner)')).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('button', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('table', { name: /Staff accounts: \d+/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role of Morgan Hale' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add a staff account' }).click();
  await expect(page.getByLabel('E-mail address (username)')).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jo Desk');
  await page.getByLabel('Role', { exact: true }).selectOption('pro-shop');
  await page.getByLabel('First password').fill('Tee2Time9');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Jo Desk can now sign in.');
  await expect(page.getByRole('row', { name: new RegExp(username.replace(/[.]/g, '\\.')) })).toContainText(
    'Pro-shop staff',
  );
  await saveScreenshot(page, testInfo, 'admin-staff');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Tee2Time9');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Jo Desk (Pro-shop staff)')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('button', { name: 'Golfers' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Staff', exact: true })).toHaveCount(0);
});
