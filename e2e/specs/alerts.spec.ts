import { expect, test } from '@playwright/test';
import { localDate, signIn } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Tee-time alerts (issue #16): a signed-in golfer creates an alert from the alerts screen, sees
// it under Active alerts, and deletes it. Each project asks for its own day so parallel runs of
// the shared golfer never make a duplicate (409).

test('create an alert, see it listed as active, delete it; axe clean', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const date = localDate(testInfo.project.name === 'phone' ? 5 : 4);
  await signIn(page);
  await page.goto(`/alerts?alias=demo&date=${date}&start=420&end=600&players=2`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tee Time Alerts' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await page.getByLabel('From').fill('07:30');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByTestId('alert-submit').click();
  await expect(page.getByTestId('alerts-message')).toHaveText('Tee time alert created.');
  const item = page.getByTestId('alerts-active').getByTestId('alert-item').filter({ hasText: date });
  await expect(item).toContainText('07:30–10:00 · 3 players');
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'alerts-list');

  // The same alert again is the duplicate state.
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('From').fill('07:30');
  await page.getByLabel('To').fill('10:00');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByTestId('alert-submit').click();
  await expect(page.getByTestId('alert-form-message')).toHaveText('You already have a tee time alert for these dates, times and courses.');

  await item.getByTestId('alert-delete').click();
  await item.getByTestId('alert-delete-confirm').click();
  await expect(page.getByTestId('alerts-message')).toHaveText('Tee time alert deleted.');
  await expect(page.getByTestId('alerts-active').getByTestId('alert-item').filter({ hasText: date })).toHaveCount(0);
});
