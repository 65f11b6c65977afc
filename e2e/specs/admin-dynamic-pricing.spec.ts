import { expect, type Page, test } from '@playwright/test';
import { localDate, SOUTH } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Dynamic pricing: a manager enables a rule for South after previewing next week's
// prices, and golfers' search shows the new price at once. Specs share one server and database, so
// the rule moves prices only 12 days out (a days-out step of +10 % for exactly that day) and is
// switched off again at the end.

const HEADERS = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };
const DAYS_OUT = 12;

type SearchTime = { teetime: string; rates: { rateId: number; name: string; greenFeeCart: number }[] };

async function southId(page: Page): Promise<number> {
  const facilities = (await (await page.request.get('/api/facilities', { headers: HEADERS })).json()) as {
    id: number;
    name: string;
  }[];
  return facilities.find((facility) => facility.name === SOUTH)!.id;
}

async function southTimes(page: Page, id: number, date: string): Promise<SearchTime[]> {
  return (
    (await (
      await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${id}`, { headers: HEADERS })
    ).json()) as { teeTimes: SearchTime[] }
  ).teeTimes;
}

/** Switches South's rule off through the API, so a failed step still restores the prices. */
async function switchOff(page: Page, id: number) {
  const session = await page.request.post('/api/admin/session', {
    headers: HEADERS,
    data: { username: 'manager@harborpines.example', password: 'Fairway2026' },
  });
  const token = ((await session.json()) as { sessionToken: string }).sessionToken;
  const off = { enabled: false, floorPercent: 100, ceilingPercent: 100, utilisationSteps: [], daysOutSteps: [] };
  expect(
    (
      await page.request.put(`/api/admin/dynamic-pricing/${id}`, {
        headers: { ...HEADERS, 'x-fairway-staff-token': token },
        data: off,
      })
    ).status(),
  ).toBe(200);
}

test('a manager previews and enables dynamic pricing with the keyboard; golfers’ search shows the new price; axe clean', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'tablet', 'one project keeps the shared course free of races');
  test.setTimeout(150_000);
  const id = await southId(page);
  const date = localDate(DAYS_OUT);
  const before = await southTimes(page, id, date);
  const time = before.find((candidate) => candidate.rates.length > 0)!;
  const base = time.rates[0]!;

  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('manager@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();
  await page.getByRole('button', { name: 'Dynamic pricing' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Course', { exact: true }).selectOption({ label: SOUTH });

  try {
    const enabled = page.getByRole('switch', { name: /Dynamic pricing on at/ });
    await enabled.focus();
    await page.keyboard.press('Space');
    await expect(enabled).toBeChecked();
    await page.getByLabel('Floor (percent of the rate price, 10–100)').fill('90');
    await page.getByLabel('Ceiling (percent of the rate price, 100–500)').fill('120');
    await page.getByRole('button', { name: 'Add a days-out step' }).click();
    await page.getByLabel('Days-out step 1: within days out (0 = today)').fill(String(DAYS_OUT - 1));
    await page.getByRole('button', { name: 'Add a days-out step' }).click();
    await expect(page.getByLabel('Days-out step 2: within days out (0 = today)')).toHaveValue(String(DAYS_OUT));
    await page.getByLabel('Days-out step 2: price change (percent)').fill('10');
    await expect(page.getByRole('button', { name: 'Save rule' })).toBeDisabled();

    await page.getByRole('button', { name: "Preview next week's prices" }).focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: /Next week's prices/ });
    await expect(table).toBeVisible();
    // Within the next 7 days nothing moves (the rule only touches day 12).
    await expect(table.getByRole('cell').filter({ hasText: '→' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'admin-dynamic-pricing');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Save rule' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Golfers see the new prices now.');

    const after = await southTimes(page, id, date);
    const moved = after
      .find((candidate) => candidate.teetime === time.teetime)!
      .rates.find((rate) => rate.rateId === base.rateId)!;
    expect(moved.greenFeeCart).toBe(Math.round(base.greenFeeCart * 1.1));
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      moved.greenFeeCart / 100,
    );

    const golfer = await page.context().newPage();
    await golfer.goto(`/search?alias=demo&date=${date}`);
    await waitForShell(golfer);
    const card = golfer
      .locator(`[data-testid="tee-time"][data-teetime="${time.teetime}"][data-facility-id="${id}"]`)
      .first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(price);
    await saveScreenshot(golfer, testInfo, 'search-after-dynamic-pricing');
    await expectNoSeriousAxeViolations(golfer);
    await golfer.close();
  } finally {
    await switchOff(page, id);
  }
  const restored = (await southTimes(page, id, date)).find((candidate) => candidate.teetime === time.teetime)!;
  expect(restored.rates.find((rate) => rate.rateId === base.rateId)!.greenFeeCart).toBe(base.greenFeeCart);
});
