import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// Reports and golfer lookup: a manager opens the Reports screen with the keyboard,
// reads this month's utilisation in captioned tables (axe clean), downloads it as a CSV file, then
// looks the seeded demo golfer up by phone digits and opens their bookings (axe clean); then reads
// today's end-of-day money by tender and channel and downloads it. Read-only: it changes nothing
// other specs rely on.

test('a manager reads utilisation, downloads its CSV and looks a golfer up; axe clean', async ({ page }, testInfo) => {
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

test("a manager reads today's end of day by tender and channel and downloads its CSV; axe clean", async ({
  page,
}, testInfo) => {
  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('manager@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();
  await page.getByRole('button', { name: 'Reports' }).click();
  await expect(page.getByRole('table', { name: 'Harbor Pines – North Course by day' })).toBeVisible();

  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'End of day' });
  await expect(page.getByLabel('To', { exact: true })).toBeHidden();
  const day = await page.getByLabel('Day', { exact: true }).inputValue();
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: 'Show' }).press('Enter');
  // Each course says its net for the day, with its tables, or that nothing moved.
  for (const course of ['Harbor Pines – North Course', 'Harbor Pines – South Course'])
    await expect(page.getByRole('heading', { name: new RegExp(`^${course}: net `) })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-reports-end-of-day');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download End of day (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`fairway-end-of-day-demo-${day}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'course,currency,date,row,name,payments,paid,refunds,refunded,credited,rain_checks,net,at,channel,order_number,confirmation_number,source,state,card_last_four',
  );
  expect(csv).toContain(`Harbor Pines – North Course,USD,${day},total,total,`);
});

/** A control a finger can hit on the pro-shop tablet: at least 44 px tall (WCAG 2.5.5). */
async function expectFingerSized(control: Locator) {
  expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}
