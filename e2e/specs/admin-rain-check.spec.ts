import { expect, test } from '@playwright/test';
import {
  bookingCheckout,
  expectConfirmation,
  localDate,
  payTeeTimeWithNewCard,
  signUpGolfer,
  uniqueEmail,
} from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';
import { partyBookedAtCounter, southCourse } from '../support/console-booking.ts';

// A rain check at the counter, redeemed online: a party paid in cash at the counter is washed
// out; the manager issues a rain check from the booking's panel on the tee sheet (the amount the
// server proposes, a reason), the console shows the gift certificate's code and the booker's
// e-mail (in /dev/outbox) carries it; a golfer then pays part of a new booking with that code in
// the golfer app's checkout. On the 1024×768 tablet and the desktop; axe clean; screenshots.

const MANAGER = 'manager@harborpines.example';
const CODE = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/;

test('a rain check issued from the tee sheet is e-mailed and redeemed online at checkout', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const date = localDate(4);
  const south = await southCourse(page);
  const email = uniqueEmail('rain-check', testInfo);
  const { confirmation } = await partyBookedAtCounter(page, {
    facilityId: south.id,
    date,
    share: testInfo.project.name === 'tablet' ? 0.45 : 0.35,
    email,
    golfer: { firstName: 'Rainer', lastName: 'Check' },
    paymentMethod: 'cash',
  });

  await page.goto('/admin?alias=demo');
  await page.keyboard.press('Tab');
  await page.keyboard.type(MANAGER);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: south.name });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('table', { name: new RegExp(date) })).toBeVisible();

  await page.getByRole('button', { name: `Issue a rain check for ${confirmation}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rain check: ${confirmation}` });
  // The server proposes the green fees of the two players; the field is prefilled with it.
  await expect(dialog.getByText(/The green fees of the 2 players who did not play/)).toBeVisible();
  await expect(dialog.getByLabel('Amount')).not.toHaveValue('');
  await dialog.getByLabel('Amount').fill('25');
  await dialog.getByLabel('Reason').fill('Washed out after three holes');
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, testInfo, 'admin-rain-check-dialog');
  await dialog.getByRole('button', { name: 'Issue rain check' }).click();

  const code = dialog.getByTestId('rain-check-code');
  await expect(code).toHaveText(CODE);
  const issued = (await code.textContent())!.trim();
  await expect(dialog.getByText(`E-mailed to ${email}.`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-rain-check-issued');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('status').filter({ hasText: `rain check was issued for ${confirmation}` })).toBeVisible();

  // The booker's e-mail carries the code.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.locator('body')).toContainText(`Your rain check (confirmation ${confirmation})`);
  await expect(page.locator('body')).toContainText(issued);

  // Online: a golfer pays part of a new booking with the code; the card pays the rest.
  await signUpGolfer(page, uniqueEmail('rain-check-golfer', testInfo));
  await bookingCheckout(page, testInfo.project.name === 'tablet' ? 15 : 13, 2, 3);
  await page.getByLabel('Gift-certificate code').fill(issued.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('checkout-gift-status')).toContainText('applies');
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-rain-check-checkout');
  await payTeeTimeWithNewCard(page, 'Paid with a rain check');
  await expectConfirmation(page);
  await expect(page.getByTestId('confirmation-gift-paid')).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-rain-check-confirmation');
});
