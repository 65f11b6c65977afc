import { expect, test } from '@playwright/test';
import { localDate, NORTH } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// The waitlist: a golfer's tee-time alert waits for a North day; pro-shop staff see it on the
// console's Waitlist and offer a free tee time of the golfer's window, which is then listed as
// the golfer's live offer with its expiry. Desktop and the 1024×768 tablet run at once on one
// server: each its own day, which no other spec books.

const headers = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };

test('pro-shop staff see who waits for a day and offer a free time; axe clean at 1280 and 1024×768', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tablet = testInfo.project.name === 'tablet';
  // Inside the demo's 14-day booking window (the offer holds the time in the golfer's cart).
  const day = localDate(tablet ? 7 : 6);
  const facilities = (await (await page.request.get('/api/facilities', { headers })).json()) as {
    id: number;
    name: string;
    timeZone: string;
  }[];
  const north = facilities.find((facility) => facility.name === NORTH)!;

  // A golfer asks for two players between 07:00 and 11:00 that day.
  const email = `waitlist-${testInfo.project.name}-${Date.now()}@example.com`;
  const signedUp = await page.request.post('/api/profile', {
    headers,
    data: { emailAddress: email, password: 'Birdie2024', firstName: 'Wren', lastName: 'Waiting' },
  });
  expect(signedUp.status()).toBeLessThan(300);
  const bearer = ((await signedUp.json()) as { sessionToken: string }).sessionToken;
  const alert = await page.request.post('/api/profile/teetime-alerts', {
    headers: { ...headers, authorization: `Bearer ${bearer}` },
    data: {
      dates: [day],
      timezone: north.timeZone,
      teetimeStartTime: 7 * 60,
      teetimeEndTime: 11 * 60,
      players: 2,
      facilityIds: [north.id],
      lzCurrentLanguage: 'en',
    },
  });
  expect(alert.status()).toBe(201);

  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('proshop@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Waitlist' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Waitlist' })).toBeVisible();

  await page.getByLabel('Date', { exact: true }).fill(day);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: NORTH });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Wren Waiting');
  await expect(row).toContainText('2 players');
  await expect(row).toContainText('None');
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-waitlist');

  await row.getByRole('button', { name: 'Offer a time to Wren Waiting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer a tee time to Wren Waiting' });
  const time = dialog.getByLabel('Tee time');
  await expect(time).toBeFocused();
  const offered = await time.locator('option').first().textContent();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('offered to Wren Waiting: held until');
  await expect(dialog).toBeHidden();
  // Listed as the golfer's live offer, held until its expiry; no second offer while it lasts.
  await expect(row).toContainText(`${offered!.replace(/ \(.*\)$/, '')}, held until`);
  await expect(row.getByRole('button', { name: 'Offer a time to Wren Waiting' })).toBeDisabled();

  // Nothing scrolls sideways, and on the tablet every control is a finger's size.
  expect(
    await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth),
  ).toBe(true);
  if (tablet) {
    const heights = await page
      .locator('.admin-waitlist')
      .locator('button, input, select')
      .evaluateAll((controls) =>
        controls
          .filter((control) => control.getClientRects().length > 0)
          .map((control) => ({
            name: control.textContent || control.id,
            height: control.getBoundingClientRect().height,
          })),
      );
    expect(heights.filter((control) => control.height < 44)).toEqual([]);
  }
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-waitlist-offered');
});
