import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';
import { localDate } from '../support/booking.ts';

// Blocks: a manager blocks a morning in the console and golfers' search for that day
// no longer offers those times, showing the block's reason as the day's restriction alert.
// A day no other spec books, on the North course, per project (desktop and the 1024×768 tablet
// run at once on one server); the console is a desktop and tablet screen.

let DAY = localDate(9);
// The tablet's day is the release day, whose first North tee times the release-queue spec holds: it blocks the early afternoon.
let FROM = '07:00';
let UNTIL = '11:00';
const NORTH = 'Harbor Pines – North Course';

async function northMorning(
  page: Page,
): Promise<{ inside: string[]; notices: { message: string | null; kind: string }[] }> {
  const facilities = (await (
    await page.request.get('/api/facilities', { headers: { 'x-be-alias': 'demo' } })
  ).json()) as { id: number; name: string }[];
  const north = facilities.find((facility) => facility.name === NORTH)!;
  const response = await page.request.get(`/api/v2/tee-times?date=${DAY}&facilityIds=${north.id}`, {
    headers: { 'x-be-alias': 'demo' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    teeTimes: { teetime: string }[];
    notices: { message: string | null; kind: string }[];
  };
  return {
    inside: body.teeTimes.map((time) => time.teetime.slice(11)).filter((time) => time >= FROM && time < UNTIL),
    notices: body.notices,
  };
}

test('a manager blocks a morning with the keyboard; golfers no longer see those times and read why; axe clean at 1280 and 1024×768', async ({
  page,
}, testInfo) => {
  if (testInfo.project.name === 'tablet') [DAY, FROM, UNTIL] = [localDate(14), '12:00', '16:00'];
  const reason = `Greens aeration (e2e ${Date.now()})`;
  expect((await northMorning(page)).inside.length).toBeGreaterThan(4);

  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('manager@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();

  await page.getByRole('button', { name: 'Blocks' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New block' })).toBeVisible();
  await expect(page.getByRole('option', { name: NORTH })).toBeAttached();

  const course = page.getByLabel('Course', { exact: true });
  await course.focus();
  await course.selectOption({ label: NORTH });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Kind')).toBeFocused();
  await page.getByLabel('Kind').selectOption('maintenance');
  await page.keyboard.press('Tab');
  await page.getByLabel('Restriction alert').selectOption('aeration');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type(reason);
  await page.getByLabel('Date', { exact: true }).fill(DAY);
  await page.getByLabel('From').fill(FROM);
  await page.getByLabel('Until (not included)').fill(UNTIL);

  await page.getByRole('button', { name: 'Preview conflicts' }).focus();
  await page.keyboard.press('Enter');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(/Closes \d+ tee times?\b/);
  const acknowledge = page.getByRole('checkbox', { name: /I have reviewed these bookings/ });
  if (await acknowledge.count()) await acknowledge.check();
  await saveScreenshot(page, testInfo, 'admin-blocks-preview');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Save block' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Block saved. Golfers can no longer book those times.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(reason.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText(`${FROM}–${UNTIL}`);
  await expect(row).toContainText('Maintenance (Aeration)');
  await saveScreenshot(page, testInfo, 'admin-blocks');
  await expectNoSeriousAxeViolations(page);

  // Golfers: no tee time of the morning; the reason as the day's Aeration alert.
  const after = await northMorning(page);
  expect(after.inside).toEqual([]);
  expect(after.notices).toContainEqual(expect.objectContaining({ kind: 'aeration', message: reason }));
  const golfer = await page.context().newPage();
  await golfer.goto(`/search?alias=demo&date=${DAY}`);
  await waitForShell(golfer);
  const notices = golfer.getByTestId('course-notices');
  await expect(notices).toContainText(reason);
  await expect(notices).toContainText('Aeration');
  await expect(notices).toContainText(`no tee times ${FROM}–${UNTIL}`);
  await expect(golfer.getByTestId('tee-time').first()).toBeVisible();
  await notices.scrollIntoViewIfNeeded();
  await saveScreenshot(notices, testInfo, 'search-block-notice');
  await expectNoSeriousAxeViolations(golfer);
  await golfer.close();

  // The tee sheet marks the blocked intervals.
  await page.getByRole('button', { name: 'Tee sheet' }).click();
  await page.getByLabel('Date', { exact: true }).fill(DAY);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: NORTH });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const sheet = page.getByRole('table', { name: /North Course/ });
  await expect(sheet.getByText(`Blocked: ${reason}`).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Staff may book into a league or event block, never into maintenance: the dialog says so.
  await sheet
    .getByRole('row')
    .filter({ hasText: `Blocked: ${reason}` })
    .first()
    .getByRole('button', { name: /^Book / })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Closed for maintenance (${reason}): delete the block to book this time.`);
  await expect(dialog.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'admin-book-into-maintenance');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A pro-shop tablet: 1024×768.
  await page.setViewportSize({ width: 1024, height: 768 });
  await saveScreenshot(page, testInfo, 'admin-tee-sheet-blocked-1024');
  await page.getByRole('button', { name: 'Blocks' }).click();
  await expect(row).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-blocks-1024');
  await expectNoSeriousAxeViolations(page);

  // Deleting the block reopens the morning.
  await row.getByRole('button', { name: /^Delete block/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Delete the block/ });
  await expect(confirm).toContainText('Its tee times become bookable again at once.');
  await saveScreenshot(page, testInfo, 'admin-blocks-delete-1024');
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: /^Yes, delete block/ }).click();
  await expect(page.getByText(/Block deleted; \d+ tee times? (is|are) bookable again\./)).toBeVisible();
  expect((await northMorning(page)).inside.length).toBeGreaterThan(4);
});
