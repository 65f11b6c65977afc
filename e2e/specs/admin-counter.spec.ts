import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';
import { partyBookedAtCounter, southCourse } from '../support/console-booking.ts';

// A morning at the counter: a party booked to pay at the course arrives; the pro shop takes what
// is due from the tee sheet, part in cash and the rest on the counter's card terminal, checks the
// players in and prints the receipt. The sheet then shows nothing due and the party checked in,
// and the booker's receipt e-mail (in /dev/outbox) states the same amounts.

const MANAGER = 'manager@harborpines.example';

/** Today at the demo courses (America/New_York), as YYYY-MM-DD. */
function todayAtCourse(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

test('the pro shop takes the rest in cash and card at the counter, checks the party in and prints the receipt', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const date = todayAtCourse();
  const south = await southCourse(page);
  const email = `counter-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  // Each viewport takes its own time of the day.
  const share = testInfo.project.name === 'tablet' ? 0.75 : 0.6;
  const { confirmation } = await partyBookedAtCounter(page, {
    facilityId: south.id,
    date,
    share,
    email,
    golfer: { firstName: 'Carmen', lastName: 'Counter' },
    paymentMethod: 'pay-at-course',
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

  await page.getByRole('button', { name: `Take payment for ${confirmation}` }).click();
  const dialog = page.getByRole('dialog', { name: `Take payment: ${confirmation}` });
  const owes = dialog.getByText(/Carmen Counter owes (\$[\d,.]+) at the course/);
  await expect(owes).toBeVisible();
  const due = /owes (\$[\d,.]+)/.exec((await owes.textContent()) ?? '')![1]!;
  const dueCents = Math.round(Number(due.replace(/[$,]/g, '')) * 100);
  // $40.00 in cash, the rest on the counter's terminal.
  const rest = dueCents - 4000;
  const restText = `${Math.floor(rest / 100)}.${String(rest % 100).padStart(2, '0')}`;
  await dialog.getByLabel('Cash').fill('40');
  await dialog.getByLabel('Card at the counter').fill(restText);
  await dialog.getByLabel('Card’s last four digits').fill('4242');
  await expect(dialog.getByText(/exactly what is due/)).toBeVisible();
  await expect(dialog.getByLabel('Check players in')).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  // The counter's tablet: a finger-sized control, and nothing wider than the screen.
  const box = await dialog.getByRole('button', { name: `Take ${due}` }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(testInfo.project.name === 'tablet' ? 44 : 20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, testInfo, 'admin-counter-take-payment');
  await dialog.getByRole('button', { name: `Take ${due}` }).click();

  const receipt = dialog.getByTestId('desk-receipt');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Cash');
  await expect(receipt).toContainText('$40.00');
  await expect(receipt).toContainText('Card at the counter ending in 4242');
  await expect(receipt).toContainText('2 players checked in.');
  await expect(receipt).toContainText(`The receipt was e-mailed to ${email}.`);
  const receiptNumber = /Receipt (DR-[A-Z0-9]{8})/.exec((await receipt.textContent()) ?? '')![1]!;
  // Printed, the page is the receipt alone (the dialog around it is hidden, so it is found by its test id).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('desk-receipt')).toBeVisible();
  await expect(page.getByRole('table', { name: new RegExp(date) })).toBeHidden();
  await saveScreenshot(page, testInfo, 'admin-counter-receipt-print');
  await page.emulateMedia({ media: 'screen' });
  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${due} taken for ${confirmation}.` })).toBeVisible();

  // The sheet reads the same money view: paid, nothing due, the party checked in, no Take payment left.
  const row = page.getByRole('row').filter({ hasText: confirmation });
  await expect(row).toContainText('2 of 2');
  await expect(page.getByRole('button', { name: `Take payment for ${confirmation}` })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'admin-counter-sheet-after');

  // The booker's receipt e-mail states the same amounts.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const body = page.locator('body');
  await expect(body).toContainText(`Your receipt ${receiptNumber} (confirmation ${confirmation})`);
  await expect(body).toContainText('Cash: $40.00');
  await expect(body).toContainText(`Card at the pro shop ending in 4242: $${restText}`);
  await expect(body).toContainText(`Total paid: ${due}`);
  await expect(body).toContainText('Still due at the course: $0.00');
});
