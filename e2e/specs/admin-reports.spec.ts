import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// Reports and golfer lookup: a manager opens the Reports screen with the keyboard,
// reads this month's utilisation in captioned tables (axe clean), downloads it as a CSV file, then
// looks the seeded demo golfer up by phone digits and opens their bookings (axe clean). Read-only:
// it changes nothing other specs rely on.

test('a manager reads utilisation, downloads its CSV and looks a golfer up; axe clean', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console is a desktop and tablet screen');
  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('manager@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();

  await page.getByRole('button', { name: 'Reports' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Harbor Pines – North Course by day' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Harbor Pines – South Course by hour of the day' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-reports');
  if (testInfo.project.name === 'tablet') await expectFingerSized(page.getByRole('button', { name: 'Show' }));
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Utilisation (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^fairway-utilisation-demo-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('course,period,day_or_hour,tee_times,capacity,booked_players,utilisation_percent');
  expect(csv).toContain('Harbor Pines – North Course,day,');

  await page.getByRole('button', { name: 'Golfers' }).click();
  await page.getByLabel('Name, e-mail or phone').fill('555-0187');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Jordan Reyes' }).press('Enter');
  await expect(page.getByRole('table', { name: 'Reservations of Jordan Reyes' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-golfers');
  if (testInfo.project.name === 'tablet') await expectFingerSized(page.getByRole('button', { name: 'Jordan Reyes' }));
  await expectNoSeriousAxeViolations(page);
});

/** A control a finger can hit on the pro-shop tablet: at least 44 px tall (WCAG 2.5.5). */
async function expectFingerSized(control: Locator) {
  expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}
