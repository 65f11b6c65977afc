import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// The server runs with the real clock and seeds on its first start, so dates are computed
// here relative to today in the demo courses' time zone (America/New_York).
const localDate = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
};
const TOMORROW = localDate(1);

interface ApiTeeTime {
  teetime: string;
  facilityId: number;
  courseId: string;
  rates: { name: string }[];
}

async function apiSearch(page: Page, query: string): Promise<{ teeTimes: ApiTeeTime[] }> {
  const response = await page.request.get(`/api/v2/tee-times?${query}`, { headers: { 'x-be-alias': 'demo' } });
  expect(response.status()).toBe(200);
  return response.json();
}

async function openSearch(page: Page, query = '') {
  await page.goto(`/search?alias=demo${query ? `&${query}` : ''}`);
  await waitForShell(page);
  await expect(page.getByTestId('tee-time').first()).toBeVisible();
  // The day's cards after the first dozen render a moment later: wait for the whole list.
  await expect(page.locator('.tee-time-list[data-complete="true"]')).toBeVisible();
}

const query = (page: Page) => new URL(page.url()).searchParams;

// The filters are controlled by the URL, which the router updates asynchronously: click, then
// wait for the state instead of Playwright's synchronous check()/uncheck().
/** On a phone the filters fold into a disclosure: open it. */
async function openFilters(page: Page) {
  const summary = page.locator('summary', { hasText: 'Filters' });
  if (await summary.count()) await summary.click();
}

async function toggle(box: Locator, checked: boolean) {
  await box.click();
  await expect(box).toBeChecked({ checked });
}

test('search: tee times of both courses with prices, badges, notices and weather; axe clean', async ({
  page,
}, testInfo) => {
  await openSearch(page, `date=${TOMORROW}`);
  await expect(page.getByTestId('result-count')).toContainText('tee times');
  await expect(page.getByTestId('tee-time').filter({ hasText: 'North Course' }).first()).toBeVisible();
  await expect(page.getByTestId('tee-time').filter({ hasText: 'South Course' }).first()).toBeVisible();
  await expect(page.getByText('Hot deal').first()).toBeVisible();
  await expect(page.getByTestId('tee-time').first()).toContainText('$');
  // Weather answers available or unavailable, never blocks the list.
  await expect(page.getByTestId('weather')).toContainText(/High|Weather unavailable/);
  await saveScreenshot(page, testInfo, 'search');
  await expectNoSeriousAxeViolations(page);
});

test('a full tee time (4 booked) is not listed; a partly booked one shows fewer spots', async ({ page }) => {
  await openSearch(page, `date=${TOMORROW}`);
  const north = page.getByTestId('tee-time').filter({ hasText: 'North Course' });
  await expect(north.and(page.locator(`[data-teetime="${TOMORROW}T08:00"]`))).toHaveCount(0);
  await expect(north.and(page.locator(`[data-teetime="${TOMORROW}T08:15"]`))).toContainText('2 spots open');
});

test('each filter narrows the list and lands in the URL; the URL round-trips through a reload', async ({ page }) => {
  await openSearch(page, `date=${TOMORROW}`);
  // The count the screen announces: the cards after the first dozen render a moment later.
  const count = async () => Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0] ?? 0);
  const all = await count();
  await openFilters(page);

  await toggle(page.getByRole('checkbox', { name: /North Course/ }), true);
  await expect.poll(count).toBeLessThan(all);
  expect(query(page).get('course')).toMatch(/^\d+$/);

  await toggle(page.getByRole('checkbox', { name: '18 holes' }), false);
  await expect.poll(() => query(page).get('holes')).toBe('9');
  await expect(page.getByTestId('tee-time').first()).toContainText('9-Hole');

  await toggle(page.getByRole('checkbox', { name: '18 holes' }), true);
  await expect.poll(() => query(page).has('holes')).toBe(false);

  await toggle(page.getByRole('group', { name: 'Golfers' }).getByRole('checkbox', { name: '2' }), true);
  await expect.poll(() => query(page).get('golfers')).toBe('2');

  await page.getByLabel('Transportation').selectOption('Walking');
  await expect.poll(() => query(page).get('transportation')).toBe('Walking');

  await page.getByLabel('From').selectOption('14');
  await expect.poll(() => query(page).get('startHour')).toBe('14');
  await expect(page.getByTestId('tee-time').first()).toContainText(/[23]:\d\d PM/);

  await page.getByLabel('Maximum price').fill('60');
  await expect.poll(() => query(page).get('maxPrice')).toBe('60');

  await toggle(
    page.getByRole('group', { name: 'Rate type' }).getByRole('checkbox', { name: 'Twilight', exact: true }),
    true,
  );
  await expect.poll(() => query(page).get('rateType')).toBe('Twilight');
  await expect.poll(count).toBeGreaterThan(0);
  await expect(page.getByTestId('search-skeleton')).toHaveCount(0);
  const filtered = await count();

  const before = page.url();
  await page.reload();
  await waitForShell(page);
  await expect(page.getByTestId('tee-time').first()).toBeVisible();
  expect(page.url()).toBe(before);
  await openFilters(page);
  await expect(page.getByLabel('Transportation')).toHaveValue('Walking');
  await expect(page.getByRole('checkbox', { name: /North Course/ })).toBeChecked();
  await expect.poll(count).toBe(filtered);
});

test('a past date in the URL falls back to today', async ({ page }) => {
  await page.goto('/search?alias=demo&date=2020-01-01');
  await waitForShell(page);
  await expect(page.getByLabel('Date')).toHaveValue(localDate(0));
});

test('opening with a course, a tee time and a promotion code preselects it with the promotion', async ({
  page,
}, testInfo) => {
  const { teeTimes } = await apiSearch(page, `date=${TOMORROW}`);
  const target = teeTimes.find((teeTime) => teeTime.teetime.endsWith('T10:30')) ?? teeTimes[5]!;
  await page.goto(
    `/search?alias=demo&course=${target.facilityId}&date=${TOMORROW}&teetime=${encodeURIComponent(target.teetime)}&promotionCode=SPRING10`,
  );
  await waitForShell(page);
  const selected = page.locator(`[data-testid="tee-time"][aria-current="true"]`);
  await expect(selected).toHaveAttribute('data-teetime', target.teetime);
  await expect(selected).toBeInViewport();
  await expect(page.getByTestId('promo-toaster')).toHaveText('Promotion has been applied');
  await saveScreenshot(page, testInfo, 'search-preselected');
});

test('promotion codes: valid shows the toaster and promoted prices; invalid says it could not be applied', async ({
  page,
}, testInfo) => {
  await openSearch(page, `date=${TOMORROW}`);
  // On a phone the code entry is folded away until opened.
  if (testInfo.project.name === 'phone') await page.getByText('Have a promotion code?').click();
  await page.getByLabel('Promotion code').fill('spring10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('promo-toaster')).toHaveText('Promotion has been applied');
  await expect(page.locator('.rate__promo').first()).toBeVisible();
  expect(query(page).get('promotionCode')).toBe('SPRING10');
  await saveScreenshot(page, testInfo, 'search-promotion');
  await expect(page.getByTestId('promo-toaster')).toBeHidden({ timeout: 6000 });

  await page.getByRole('button', { name: 'Remove code' }).click();
  await page.getByLabel('Promotion code').fill('SUMMER25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('Promotion could not be applied');
  await expect.poll(() => query(page).has('promotionCode')).toBe(false);
  await expect(page.locator('.rate__promo')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('no results are shown in the no-results colour', async ({ page }, testInfo) => {
  await page.goto(`/search?alias=demo&date=${TOMORROW}&minPrice=900`);
  await waitForShell(page);
  const empty = page.getByTestId('no-results');
  await expect(empty).toBeVisible();
  const border = await empty.evaluate((el) => getComputedStyle(el).borderLeftColor);
  const noResults = await page
    .getByTestId('app-shell')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--fw-no-results').trim());
  expect(noResults).not.toBe('');
  expect(border).not.toBe('rgba(0, 0, 0, 0)');
  await saveScreenshot(page, testInfo, 'search-no-results');
  await expectNoSeriousAxeViolations(page);
});

test('the simulator venue lists hourly bays for up to 6 players', async ({ page }, testInfo) => {
  await page.goto(`/search?alias=simulator&date=${TOMORROW}`);
  await waitForShell(page);
  const first = page.getByTestId('tee-time').first();
  await expect(first).toContainText('60 min');
  await expect(first).toContainText('1–6 players');
  await saveScreenshot(page, testInfo, 'search-simulator');
});
