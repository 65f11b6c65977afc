import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// A morning at the counter: a party booked to pay at the course arrives; the pro shop takes what
// is due from the tee sheet, part in cash and the rest on the counter's card terminal, checks the
// players in and prints the receipt. The sheet then shows nothing due and the party checked in,
// and the booker's receipt e-mail (in /dev/outbox) states the same amounts.

interface SearchTime {
  teetime: string;
  availableSlots: number;
  rates: unknown[];
}

const MANAGER = 'manager@harborpines.example';
const alias = { 'x-be-alias': 'demo' };

/** Today at the demo courses (America/New_York), as YYYY-MM-DD. */
function todayAtCourse(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

async function southCourse(page: Page): Promise<{ id: number; name: string }> {
  const facilities = (await (await page.request.get('/api/facilities', { headers: alias })).json()) as {
    id: number;
    name: string;
    courseId: string;
  }[];
  const south = facilities.find((facility) => facility.courseId === 'harbor-pines-south')!;
  return { id: south.id, name: south.name };
}

/** A party of two booked through the console's API to pay everything at the course: its confirmation. */
async function partyPayingAtCourse(page: Page, facilityId: number, date: string, share: number, email: string) {
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
  test.skip(open.length < 4, 'no open afternoon tee time left today at the course');
  const teetime = open[Math.floor(open.length * share)]!.teetime;
  const rates = (await (
    await page.request.get(`/api/admin/rates?facilityId=${facilityId}&teetime=${teetime}`, { headers: staff })
  ).json()) as { rates: { rateId: number; allowedPlayers: number[] }[] };
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const booked = await page.request.post('/api/admin/reservations', {
    headers: { ...staff, 'x-fairway-csrf': '1', 'idempotency-key': `counter-${email}` },
    data: {
      facilityId,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'Carmen', lastName: 'Counter', email },
      paymentMethod: 'pay-at-course',
      language: 'en',
    },
  });
  expect(booked.status()).toBe(201);
  return { confirmation: (await booked.json()).confirmationNumber as string, teetime };
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
  const { confirmation } = await partyPayingAtCourse(page, south.id, date, share, email);

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
