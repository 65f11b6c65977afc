import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// One story of money. A walk-in paid in cash at the counter is booked and cancelled
// from the console: the cancel dialog offers the refund it will make and says it is given back at
// the counter, and the golfer's e-mail (in /dev/outbox) says so too — never "your card".

interface SearchTime {
  teetime: string;
  availableSlots: number;
  rates: unknown[];
}

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function southCourse(page: Page): Promise<{ id: number; name: string }> {
  const facilities = (await (
    await page.request.get('/api/facilities', { headers: { 'x-be-alias': 'demo' } })
  ).json()) as { id: number; name: string; courseId: string }[];
  const south = facilities.find((facility) => facility.courseId === 'harbor-pines-south')!;
  return { id: south.id, name: south.name };
}

test('a walk-in paid in cash, cancelled from the console: the refund is given back at the pro shop, and the e-mail says so', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'tablet', 'one run is enough: the console at the counter');
  test.setTimeout(150_000);
  const date = daysAhead(6);
  const south = await southCourse(page);
  const answer = await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${south.id}`, {
    headers: { 'x-be-alias': 'demo' },
  });
  const open = ((await answer.json()) as { teeTimes: SearchTime[] }).teeTimes.filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0,
  );
  // A time in the middle of the afternoon (other specs take the first and the last ones).
  const teetime = open[Math.floor(open.length * 0.6)]!.teetime;
  const clock = teetime.slice(11, 16);
  const email = `cash-walk-in-${Date.now().toString(36)}@example.com`;

  await page.goto('/admin?alias=demo');
  await page.keyboard.press('Tab');
  await page.keyboard.type('manager@harborpines.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: south.name });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('table', { name: new RegExp(date) })).toBeVisible();

  await page.getByRole('button', { name: `Book ${south.name} ${clock}` }).click();
  const book = page.getByRole('dialog', { name: `Book ${south.name} at ${clock}` });
  await book.getByLabel('Players').selectOption('2');
  await book.getByLabel('First name').fill('Cassie');
  await book.getByLabel('Last name').fill('Cash');
  await book.getByLabel('E-mail (optional)').fill(email);
  await book.getByLabel('Cash').check();
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  const booked = page.getByRole('status').filter({ hasText: 'Booked: confirmation' });
  await expect(booked).toBeVisible();
  const confirmation = /confirmation (\w+)/.exec((await booked.textContent()) ?? '')![1]!;
  const row = page.getByRole('row', { name: new RegExp(`^${clock}`) });
  await expect(row).toContainText('Cassie Cash');

  // The dialog offers the refund it will make, and where it goes: back at the counter, in cash.
  await page.getByRole('button', { name: `Cancel ${confirmation}` }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${confirmation}` });
  const refund = cancel.getByRole('checkbox', { name: /Refund the green fees of the chosen players \((\$[\d,.]+)\)/ });
  await expect(refund).toBeChecked();
  const offered = /\((\$[\d,.]+)\)/.exec(
    (await refund.evaluate((box) => box.parentElement?.textContent ?? '')) ?? '',
  )![1]!;
  await expect(cancel.getByTestId('refund-destinations')).toContainText(
    `${offered} to give back at the counter (cash)`,
  );
  await cancel.getByLabel('Reason (required)').fill('Rain-out');
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-cash-refund-cancel-dialog', { fullPage: false });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${confirmation} cancelled; give back ${offered} at the counter` }),
  ).toBeVisible();
  // The sheet: nothing kept, the refund stated.
  await expect(row).toContainText(offered);
  await saveScreenshot(page, testInfo, 'admin-cash-refund-sheet');

  // The golfer's e-mail tells the same story: given back at the pro shop, not "your card".
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const body = page.locator('body');
  await expect(body).toContainText(`Your tee time is cancelled (confirmation ${confirmation})`);
  await expect(body).toContainText(`${offered} is to be given back to you at the pro shop.`);
  await expect(body).not.toContainText('to your card');
  await saveScreenshot(page, testInfo, 'admin-cash-refund-email');
});
