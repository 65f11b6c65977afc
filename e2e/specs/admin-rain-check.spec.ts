import { expect, type Page, test } from '@playwright/test';
import {
  bookingCheckout,
  expectConfirmation,
  localDate,
  payTeeTimeWithNewCard,
  signUpGolfer,
  uniqueEmail,
} from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// A rain check at the counter, redeemed online: a party paid in cash at the counter is washed
// out; the manager issues a rain check from the booking's panel on the tee sheet (the amount the
// server proposes, a reason), the console shows the gift certificate's code and the booker's
// e-mail (in /dev/outbox) carries it; a golfer then pays part of a new booking with that code in
// the golfer app's checkout. On the 1024×768 tablet and the desktop; axe clean; screenshots.

interface SearchTime {
  teetime: string;
  availableSlots: number;
  rates: unknown[];
}

const MANAGER = 'manager@harborpines.example';
const alias = { 'x-be-alias': 'demo' };
const CODE = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/;

async function southCourse(page: Page): Promise<{ id: number; name: string }> {
  const facilities = (await (await page.request.get('/api/facilities', { headers: alias })).json()) as {
    id: number;
    name: string;
    courseId: string;
  }[];
  const south = facilities.find((facility) => facility.courseId === 'harbor-pines-south')!;
  return { id: south.id, name: south.name };
}

/** A party of two booked through the console's API and paid in cash at the counter: its confirmation. */
async function partyPaidInCash(page: Page, facilityId: number, date: string, share: number, email: string) {
  const session = await page.request.post('/api/admin/session', {
    headers: { ...alias, 'x-fairway-csrf': '1' },
    data: { username: MANAGER, password: 'Fairway2026' },
  });
  expect(session.ok()).toBe(true);
  const staff = { ...alias, 'x-fairway-staff-token': (await session.json()).sessionToken as string };
  const search = await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, {
    headers: alias,
  });
  const open = ((await search.json()) as { teeTimes: SearchTime[] }).teeTimes.filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0,
  );
  test.skip(open.length < 4, 'no open tee time left that day at the course');
  const teetime = open[Math.floor(open.length * share)]!.teetime;
  const rates = (await (
    await page.request.get(`/api/admin/rates?facilityId=${facilityId}&teetime=${teetime}`, { headers: staff })
  ).json()) as { rates: { rateId: number; allowedPlayers: number[] }[] };
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const booked = await page.request.post('/api/admin/reservations', {
    headers: { ...staff, 'x-fairway-csrf': '1', 'idempotency-key': `rain-${email}` },
    data: {
      facilityId,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'Rainer', lastName: 'Check', email },
      paymentMethod: 'cash',
      language: 'en',
    },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).confirmationNumber as string;
}

test('a rain check issued from the tee sheet is e-mailed and redeemed online at checkout', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console: the counter tablet and the desktop');
  test.setTimeout(180_000);
  const date = localDate(4);
  const south = await southCourse(page);
  const email = uniqueEmail('rain-check', testInfo);
  const confirmation = await partyPaidInCash(
    page,
    south.id,
    date,
    testInfo.project.name === 'tablet' ? 0.45 : 0.35,
    email,
  );

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
