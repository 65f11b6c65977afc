import { expect, type Page, test } from '@playwright/test';
import { localDate } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// The operator console's tee-sheet operations: a manager books a
// walk-in from the sheet, sees golfers' search lose the slots, moves it, and cancels it with a
// refund; axe on the sheet and the dialogs; screenshots on the desktop and a 1024×768 tablet.

interface SearchTime {
  teetime: string;
  availableSlots: number;
  rates: unknown[];
}

/** A local date some days ahead (inside the golfers' booking window). */
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

async function searchTimes(page: Page, date: string, facilityId: number): Promise<SearchTime[]> {
  const answer = await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, {
    headers: { 'x-be-alias': 'demo' },
  });
  return ((await answer.json()) as { teeTimes: SearchTime[] }).teeTimes;
}

async function available(page: Page, date: string, facilityId: number, teetime: string): Promise<number> {
  return (await searchTimes(page, date, facilityId)).find((time) => time.teetime === teetime)?.availableSlots ?? 0;
}

async function signIn(page: Page) {
  await page.goto('/admin?alias=demo');
  await page.keyboard.press('Tab');
  await page.keyboard.type('manager@harborpines.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();
}

async function showDay(page: Page, date: string, course: string) {
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: course });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('table', { name: new RegExp(`${date}`) })).toBeVisible();
}

test('a manager books a walk-in, sees search lose the slots, moves it and cancels it with a refund (desktop and 1024×768)', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // Its own day per project: desktop and tablet run at once on one server.
  const tablet = testInfo.project.name === 'tablet';
  const date = tablet ? localDate(14) : daysAhead(5);
  const south = await southCourse(page);
  // Two open times late in the day (other specs book the early ones).
  const open = (await searchTimes(page, date, south.id)).filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0,
  );
  const [to, from] = open.slice(-2).map((time) => time.teetime) as [string, string];
  const clock = (teetime: string) => teetime.slice(11, 16);

  await signIn(page);
  await showDay(page, date, south.name);
  await expectNoSeriousAxeViolations(page);

  // Book: keyboard-first through the dialog.
  await page.getByRole('button', { name: `Book ${south.name} ${clock(from)}` }).click();
  const book = page.getByRole('dialog', { name: `Book ${south.name} at ${clock(from)}` });
  await expect(book.getByLabel('Rate')).toBeFocused();
  await expect(book.getByText(/^Price: /)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('2');
  await expect(book.getByLabel('Players')).toHaveValue('2');
  await book.getByLabel('First name').fill('Walker');
  await book.getByLabel('Last name').fill('Counter');
  await book.getByLabel('Phone (optional)').fill('+1 555 010 7788');
  await book.getByLabel('Cash').check();
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-ops-walk-in-dialog', { fullPage: false });
  await book.getByRole('button', { name: 'Book', exact: true }).press('Enter');
  const booked = page.getByRole('status').filter({ hasText: 'Booked: confirmation' });
  await expect(booked).toBeVisible();
  const confirmation = /confirmation (\w+)/.exec((await booked.textContent()) ?? '')![1]!;
  const fromRow = page.getByRole('row', { name: new RegExp(`^${clock(from)}`) });
  await expect(fromRow).toContainText('Walker Counter');
  // Golfers' search sees the two players at once.
  expect(await available(page, date, south.id, from)).toBe(2);
  await saveScreenshot(page, testInfo, 'admin-ops-booked');

  // Move it to the other open time (on the tablet, by touch).
  const moveButton = page.getByRole('button', { name: `Move ${confirmation}` });
  if (tablet) await moveButton.tap();
  else await moveButton.click();
  const move = page.getByRole('dialog', { name: `Move ${confirmation} (2 players)` });
  await move.getByLabel('New time').selectOption(to);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${confirmation} moved to` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${clock(to)}`) })).toContainText('Walker Counter');
  expect(await available(page, date, south.id, from)).toBe(4);
  expect(await available(page, date, south.id, to)).toBe(2);

  // Tablet (1024×768): the sheet and the cancel dialog still fit and work.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('button', { name: `Cancel ${confirmation}` }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${confirmation}` });
  await expect(cancel.getByRole('checkbox', { name: /Refund the green fees of the chosen players/ })).toBeChecked();
  await cancel.getByLabel('Reason (required)').fill('Rain-out at the counter');
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-ops-tablet-cancel-dialog', { fullPage: false });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${confirmation} cancelled; give back` })).toBeVisible();
  // Nothing scrolls sideways at 1024 px: the page and the sheet fit the tablet's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  const sheetWrap = page.locator('.admin-table-wrap').first();
  expect(await sheetWrap.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBeLessThanOrEqual(0);
  if (tablet) {
    // Every control of the sheet is a finger's size.
    const heights = await page
      .getByRole('table')
      .first()
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  }
  expect(await available(page, date, south.id, to)).toBe(4);
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-ops-tablet-sheet');
});

test('a busy morning: the sheet steps through days, shows the courses side by side or one at a time, and fits a 1024×768 tablet', async ({
  page,
}, testInfo) => {
  const tablet = testInfo.project.name === 'tablet';
  const today = localDate(0);
  const tomorrow = localDate(1);
  await signIn(page);
  const north = page.getByRole('table', { name: new RegExp(`North Course, ${today}`) });
  await expect(north).toBeVisible();
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(today);

  // The next and the previous day, one press each.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(date).toHaveValue(tomorrow);
  await expect(page.getByRole('table', { name: new RegExp(`North Course, ${tomorrow}`) })).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(date).toHaveValue(today);
  await expect(north).toBeVisible();

  const south = page.getByRole('table', { name: new RegExp(`South Course, ${today}`) });
  const courses = page.getByRole('group', { name: 'Course shown' });
  if (!tablet) {
    // A wide screen: both courses at once, side by side, with no course switch.
    await expect(south).toBeVisible();
    await expect(courses).toHaveCount(0);
    const regionOf = (course: string) => page.getByRole('region', { name: new RegExp(`${course}, ${today}`) });
    const [left, right] = [await regionOf('North Course').boundingBox(), await regionOf('South Course').boundingBox()];
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'admin-sheet-side-by-side');
    await page.setViewportSize({ width: 1024, height: 768 });
  }

  // A tablet: one course at a time, chosen with the course switch.
  await expect(courses.getByRole('button', { name: /North Course/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(south).toHaveCount(0);
  await courses.getByRole('button', { name: /South Course/ }).click();
  await expect(south).toBeVisible();
  await expect(north).toHaveCount(0);
  await expect(courses.getByRole('button', { name: /South Course/ })).toHaveAttribute('aria-pressed', 'true');
  // Its column headers stay in view while the sheet scrolls in its region.
  const region = page.getByRole('region', { name: new RegExp(`South Course, ${today}`) });
  await region.evaluate((wrap) => wrap.scrollBy(0, 400));
  const header = south.getByRole('columnheader', { name: 'Time' });
  const [regionBox, headerBox] = [await region.boundingBox(), await header.boundingBox()];
  expect(Math.abs(headerBox!.y - regionBox!.y)).toBeLessThan(2);
  await region.evaluate((wrap) => wrap.scrollTo(0, 0));

  // Nothing scrolls sideways, and every control of the screen is a finger's size.
  expect(
    await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth),
  ).toBe(true);
  const heights = await page
    .locator('.admin-tee-sheet')
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
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, tablet ? 'admin-sheet-tablet' : 'admin-sheet-1024');
});

test('a phone booking: the caller found among earlier guests by phone, the other player named, a promotion code priced by the server', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tablet = testInfo.project.name === 'tablet';
  const date = tablet ? localDate(13) : daysAhead(7);
  const south = await southCourse(page);
  const open = (await searchTimes(page, date, south.id)).filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0,
  );
  const [first, second] = open.slice(-4, -2).map((time) => time.teetime) as [string, string];
  const clock = (teetime: string) => teetime.slice(11, 16);
  // A phone number of this run only: the lookup finds this guest and no other.
  const digits = String(Date.now()).slice(-7);
  const phone = `+1 555 ${digits.slice(0, 3)} ${digits.slice(3)}`;

  await signIn(page);
  await showDay(page, date, south.name);
  // The guest's earlier booking, made without an account.
  await page.getByRole('button', { name: `Book ${south.name} ${clock(first)}` }).click();
  const earlier = page.getByRole('dialog', { name: `Book ${south.name} at ${clock(first)}` });
  await earlier.getByLabel('First name').fill('Phyllis');
  await earlier.getByLabel('Last name').fill('Ringer');
  await earlier.getByLabel('Phone (optional)').fill(phone);
  await earlier.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booked: confirmation' })).toBeVisible();

  // She calls again: found by the digits of her phone, typed as staff hear them.
  await page.getByRole('button', { name: `Book ${south.name} ${clock(second)}` }).click();
  const book = page.getByRole('dialog', { name: `Book ${south.name} at ${clock(second)}` });
  await book.getByLabel('Players').selectOption('2');
  await book.getByLabel('Name, e-mail or phone').fill(`${digits.slice(0, 3)}-${digits.slice(3)}`);
  await book.getByLabel('Name, e-mail or phone').press('Enter');
  await book.getByRole('button', { name: 'Use Phyllis Ringer' }).click();
  await expect(book.getByLabel('First name')).toHaveValue('Phyllis');
  await expect(book.getByLabel('Phone (optional)')).toHaveValue(phone);
  await book.getByLabel('Player 2').fill('Pat Partner');
  const standard = (await book.getByText(/^Price: /).textContent()) ?? '';
  await book.getByLabel('Promotion code').fill('spring10');
  await book.getByRole('button', { name: 'Check code' }).click();
  await expect(book.getByText(/^Promotion SPRING10 applied: /)).toBeVisible();
  await expect(book.getByText(/^Price: /)).not.toHaveText(standard);
  const promoted = (await book.getByText(/^Price: /).textContent())!.replace(/^Price: | \(including tax\)$/g, '');
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-ops-phone-booking', { fullPage: false });
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  const booked = page.getByRole('status').filter({ hasText: 'Booked: confirmation' });
  await expect(booked).toContainText(promoted);
  const row = page.getByRole('row', { name: new RegExp(`^${clock(second)}`) });
  await expect(row).toContainText('Phyllis Ringer');
  await expect(row).toContainText('Pat Partner');
});
