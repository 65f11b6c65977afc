import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { localDate, NORTH } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Rates: a manager changes a rate's green fee in the console and golfers' search shows
// the new price at once. Specs share one server and database and the desktop and tablet projects
// run at once, so each project edits its own rate, which no other spec prices, and puts the seeded
// price back at the end: on the desktop North's "Trade" on demo (Industry set, Mon–Thu
// 12:00–15:00, $40.00 → $41.50, still the cheapest there); on the 1024×768 tablet the simulator
// lounge's "Prime Bay Hour" (weekdays from 17:00, $65.00 → $66.50).

type RateCase = {
  alias: string;
  manager: string;
  signedInAs: string;
  course: string;
  /** Text of the golfer's tee-time card that names the course. */
  cardText: string;
  rateName: string;
  band: string;
  oldPrice: string;
  newPrice: string;
  newFee: string;
  /** The seeded rate as the console lists it, to put back at the end. */
  seeded: Record<string, unknown> & { greenFeeCart: number };
};

const CASES: Record<'desktop' | 'tablet', RateCase> = {
  desktop: {
    alias: 'demo',
    manager: 'manager@harborpines.example',
    signedInAs: 'Riley Chen (Manager)',
    course: NORTH,
    cardText: 'North Course',
    rateName: 'Trade',
    band: '12:00–15:00',
    oldPrice: '$40.00',
    newPrice: '$41.50',
    newFee: '41.50',
    seeded: {
      name: 'Trade',
      holes: 18,
      greenFeeCart: 4000,
      greenFeeWalking: 4000,
      transportation: 'Both',
      allowedPlayers: [2, 4],
      daysOfWeek: [1, 2, 3, 4],
      fromTime: '12:00',
      toTime: '15:00',
      showAsHotDeal: false,
      trade: true,
    },
  },
  tablet: {
    alias: 'simulator',
    manager: 'manager@eaglesnest.example',
    signedInAs: 'Alex Park (Manager)',
    course: "Eagle's Nest Golf Lounge",
    cardText: '60 min',
    rateName: 'Prime Bay Hour',
    band: '17:00',
    oldPrice: '$65.00',
    newPrice: '$66.50',
    newFee: '66.50',
    seeded: {
      name: 'Prime Bay Hour',
      holes: 18,
      greenFeeCart: 6500,
      greenFeeWalking: 6500,
      transportation: 'Walking',
      allowedPlayers: [1, 2, 3, 4, 5, 6],
      daysOfWeek: [1, 2, 3, 4, 5],
      fromTime: '17:00',
      toTime: '24:00',
      showAsHotDeal: false,
      trade: false,
    },
  },
};

const caseOf = (testInfo: TestInfo): RateCase => CASES[testInfo.project.name === 'tablet' ? 'tablet' : 'desktop'];
const headersOf = (rate: RateCase) => ({ 'x-be-alias': rate.alias, 'x-fairway-csrf': '1' });

type SearchRate = { rateId: number; name: string; greenFeeCart: number };
type SearchTime = { teetime: string; facilityId: number; rates: SearchRate[] };

/** A day of the booking window (three days out or later) on which the course sells the rate, and one such tee time. */
async function rateTeeTime(page: Page, rate: RateCase): Promise<{ date: string; teetime: string; rate: SearchRate }> {
  const facilities = (await (await page.request.get('/api/facilities', { headers: headersOf(rate) })).json()) as {
    id: number;
    name: string;
  }[];
  const course = facilities.find((facility) => facility.name === rate.course)!;
  for (let days = 3; days <= 10; days++) {
    const date = localDate(days);
    const body = (await (
      await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${course.id}`, { headers: headersOf(rate) })
    ).json()) as { teeTimes: SearchTime[] };
    for (const time of body.teeTimes) {
      const found = time.rates.find((candidate) => candidate.name === rate.rateName);
      if (found) return { date, teetime: time.teetime, rate: found };
    }
  }
  throw new Error(`no ${rate.course} tee time sells the ${rate.rateName} rate`);
}

/** Puts a rate back as it was (through the API, so a failed step still restores it). */
async function restore(page: Page, rate: RateCase, rateId: number) {
  const session = await page.request.post('/api/admin/session', {
    headers: headersOf(rate),
    data: { username: rate.manager, password: 'Fairway2026' },
  });
  const token = ((await session.json()) as { sessionToken: string }).sessionToken;
  const answer = await page.request.put(`/api/admin/rates/${rateId}`, {
    headers: { ...headersOf(rate), 'x-fairway-staff-token': token },
    data: rate.seeded,
  });
  expect(answer.status()).toBe(200);
}

test('a manager changes a rate’s green fee with the keyboard; golfers’ search shows the new price at once; axe clean', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const edit = caseOf(testInfo);
  const { date, teetime, rate } = await rateTeeTime(page, edit);
  expect(rate.greenFeeCart).toBe(edit.seeded.greenFeeCart);

  await page.goto(`/admin?alias=${edit.alias}`);
  await page.getByLabel('Username').fill(edit.manager);
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Signed in as ${edit.signedInAs}`)).toBeVisible();

  await page.getByRole('button', { name: 'Rates and promotions' }).focus();
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(edit.rateName) }).filter({ hasText: edit.band });
  await expect(row).toContainText(edit.oldPrice);
  await saveScreenshot(page, testInfo, 'admin-rates');
  await expectNoSeriousAxeViolations(page);

  try {
    await row.getByRole('button', { name: new RegExp(`^Edit rate ${edit.rateName}`) }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: new RegExp(`Edit rate ${edit.rateName}`) });
    await expect(form.getByLabel('Name')).toBeFocused();
    const riding = form.getByLabel(/Green fee riding/);
    await riding.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(edit.newFee);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/Green fee walking/)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(edit.newFee);
    await saveScreenshot(page, testInfo, 'admin-rate-form');
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: 'Save rate' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Rate ${edit.rateName} saved. Golfers see the new price now.`)).toBeVisible();
    await expect(row).toContainText(edit.newPrice);
    await expect(row.getByRole('button', { name: new RegExp(`^Edit rate ${edit.rateName}`) })).toBeFocused();

    // Golfers: the tee time's rate at the new price, at once.
    const golfer = await page.context().newPage();
    await golfer.goto(`/search?alias=${edit.alias}&date=${date}`);
    await waitForShell(golfer);
    const card = golfer
      .locator(`[data-testid="tee-time"][data-teetime="${teetime}"][data-facility-id]`)
      .filter({ hasText: edit.cardText })
      .first();
    await card.scrollIntoViewIfNeeded();
    const priced = card.locator('.rate').filter({ hasText: edit.rateName });
    await expect(priced).toContainText(edit.newPrice);
    await expect(priced).not.toContainText(edit.oldPrice);
    await saveScreenshot(golfer, testInfo, 'search-after-rate-change');
    await expectNoSeriousAxeViolations(golfer);
    await golfer.close();

    // A pro-shop tablet: 1024×768 (the tablet project is there already).
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(row).toContainText(edit.newPrice);
    await saveScreenshot(page, testInfo, 'admin-rates-1024');
  } finally {
    await restore(page, edit, rate.rateId);
  }
  expect((await rateTeeTime(page, edit)).rate.greenFeeCart).toBe(edit.seeded.greenFeeCart);
});

const HEADERS = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };

/** The demo engine's user.memberGuestRate, set through the console's settings API (returns what it was). */
async function setMemberGuestRate(page: Page, on: boolean): Promise<boolean> {
  const session = await page.request.post('/api/admin/session', {
    headers: HEADERS,
    data: { username: 'manager@harborpines.example', password: 'Fairway2026' },
  });
  const headers = {
    ...HEADERS,
    'x-fairway-staff-token': ((await session.json()) as { sessionToken: string }).sessionToken,
  };
  const user = (
    (await (await page.request.get('/api/admin/settings', { headers })).json()) as {
      settings: { user: Record<string, unknown> };
    }
  ).settings.user;
  const answer = await page.request.put('/api/admin/settings', {
    headers,
    data: { settings: { user: { ...user, memberGuestRate: on } } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return user.memberGuestRate === true;
}

// Members' rates: the manager creates one for North; the seeded member pro@example.com (active
// "Weekday Player" membership of North) sees it in search with its price, an anonymous visitor does
// not. The rate stays (there is no delete) but is hidden from everyone once the setting is back off.
test('a manager creates a members’ rate; a member of the course sees it in search, an anonymous visitor does not; axe clean', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'tablet', 'one project: the engine setting is shared');
  test.setTimeout(150_000);
  const name = `Members ${Date.now().toString(36)}`;
  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('manager@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Rates and promotions' }).click();
  await page
    .getByRole('button', { name: new RegExp(`^Add a rate to .* \\(${NORTH}\\)$`) })
    .first()
    .click();
  const form = page.getByRole('form', { name: /New rate in/ });
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await form.getByLabel(/Green fee riding/).fill('30');
  await form.getByLabel(/Green fee walking/).fill('20');
  await form.getByLabel('Sold to').selectOption('members');
  await form.getByLabel(/Member-guest fee riding/).fill('55');
  await form.getByLabel(/Member-guest fee walking/).fill('45');
  await form.getByLabel('Band starts at').fill('00:00');
  await form.getByLabel('Until the last tee time of the day').check();
  await saveScreenshot(page, testInfo, 'admin-members-rate-form');
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Save rate' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Rate ${name} saved.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Members (guests $55.00 / $45.00)');

  const was = await setMemberGuestRate(page, true);
  try {
    const date = localDate(3);
    const member = await page.context().newPage();
    await member.goto('/login?alias=demo');
    await waitForShell(member);
    await member.getByLabel('E-mail address').fill('pro@example.com');
    await member.getByLabel('Password').fill('Fairway2026');
    await member.getByRole('button', { name: 'Sign in' }).click();
    await expect(member).toHaveURL((url) => url.pathname === '/');
    await member.goto(`/search?alias=demo&date=${date}`);
    await waitForShell(member);
    const membersRate = member.locator('.rate').filter({ hasText: name }).first();
    await membersRate.scrollIntoViewIfNeeded();
    await expect(membersRate).toContainText('$30.00');
    await saveScreenshot(member, testInfo, 'search-members-rate');
    await expectNoSeriousAxeViolations(member);
    await member.close();

    const anonymousContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const anonymous = await anonymousContext.newPage();
    await anonymous.goto(`/search?alias=demo&date=${date}`);
    await waitForShell(anonymous);
    await expect(anonymous.locator('.rate').first()).toBeVisible();
    await expect(anonymous.locator('.rate').filter({ hasText: name })).toHaveCount(0);
    await anonymousContext.close();
  } finally {
    await setMemberGuestRate(page, was);
  }
});

// The console in French: amounts with a decimal comma and the currency after a no-break space,
// weekdays and headings in French words.
test('the Rates screen reads in French: amounts, days and headings', async ({ page }, testInfo) => {
  const edit = caseOf(testInfo);
  await page.goto(`/admin?alias=${edit.alias}&lang=fr`);
  await page.getByLabel('Nom d’utilisateur').fill(edit.manager);
  await page.getByLabel('Mot de passe').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Tarifs et promotions' }).click();
  const row = page.getByRole('row', { name: new RegExp(edit.rateName) }).filter({ hasText: edit.band });
  await expect(row).toContainText(/\d+,\d\d\s\$US/);
  await expect(row).toContainText(/lun\./);
  await expect(page.getByRole('heading', { name: 'Codes promotionnels' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-rates-fr');
});
