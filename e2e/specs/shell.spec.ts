import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';
import { ROUTES, TENANTS } from '../support/tenants.ts';

const tabNames = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allInnerTexts();

for (const tenant of TENANTS) {
  test(`${tenant.alias}: shell, tabs, title, theme and accessibility`, async ({ page }, testInfo) => {
    await page.goto(`/?alias=${tenant.alias}`);
    await waitForShell(page);
    await expect(page.getByTestId('engine-name')).toHaveText(tenant.name);
    expect((await tabNames(page)).map((t) => t.trim())).toEqual(tenant.tabs);
    await expect(page).toHaveTitle(tenant.title);
    const primary = await page
      .getByTestId('app-shell')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--fw-primary').trim());
    expect(primary).toMatch(/^#[0-9a-f]{3,6}$/i);
    await saveScreenshot(page, testInfo, `shell-${tenant.alias}`);
    await expectNoSeriousAxeViolations(page);
  });
}

test('the alias can come from the host name', async ({ page, baseURL }) => {
  const url = new URL(baseURL!);
  await page.goto(`${url.protocol}//maple-ridge.localhost:${url.port}/`);
  await waitForShell(page);
  await expect(page.getByTestId('engine-name')).toHaveText('Maple Ridge Golf Club');
});

test('the alias chosen by the embed survives client navigation and reload', async ({ page }) => {
  await page.goto('/?alias=simulator');
  await waitForShell(page);
  await page.getByRole('link', { name: 'Venue Info' }).click();
  await expect(page).toHaveURL(/\/course\/info/);
  await page.reload();
  await waitForShell(page);
  await expect(page.getByTestId('engine-name')).toHaveText("Eagle's Nest Golf Lounge");
});

test('maple-ridge shows its temporary welcome message this week', async ({ page, request }) => {
  const engine = await (await request.get('/api/booking-engine', { headers: { 'x-be-alias': 'maple-ridge' } })).json();
  const temp: string = engine.settings.appearance.tempWelcomeMessage.message;
  await page.goto('/?alias=maple-ridge');
  await waitForShell(page);
  const expected = await page.evaluate((stored) => {
    const decoder = document.createElement('textarea');
    decoder.innerHTML = stored;
    return new DOMParser().parseFromString(decoder.value, 'text/html').body.textContent ?? '';
  }, temp);
  const shown = await page.getByTestId('welcome-message').innerText();
  expect(shown.replace(/\s+/g, ' ').trim()).toBe(expected.replace(/\s+/g, ' ').trim());
});

test('affiliate mode hides tee times, course info and store on the listed routes only', async ({ page }) => {
  await page.goto('/?alias=teetime-deals');
  await waitForShell(page);
  for (const path of ['/search', '/login', '/signup', '/account']) {
    await page.goto(path);
    await waitForShell(page);
    expect(await tabNames(page)).toEqual([]);
  }
  await page.goto('/teetimes');
  await waitForShell(page);
  expect((await tabNames(page)).map((t) => t.trim())).toEqual(['Tee times', 'Course info']);
});

test('the wide layout applies above 900 px only', async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForShell(page);
  const expected = testInfo.project.name === 'desktop' ? 'wide' : 'narrow';
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', expected);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'narrow');
  await page.setViewportSize({ width: 901, height: 800 });
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'wide');
});

test.describe('every route of the spec renders a page', () => {
  // One page visits them all, a step each (the step names the route that failed): a test per route
  // spent more on its new browser context and cold cache than on the route.
  test('each route of ROUTES by its address: title, content and no serious axe violation', async ({
    page,
  }, testInfo) => {
    // The suite's per-test limit is for one journey; this is one page of a dozen seconds per route at the slowest.
    test.setTimeout(ROUTES.length * 15_000);
    for (const route of ROUTES)
      await test.step(route.path, async () => {
        await page.goto(`${route.path}${route.path.includes('?') ? '&' : '?'}alias=demo`);
        await waitForShell(page);
        await expect(page).toHaveTitle(route.title);
        const main = page.getByRole('main');
        await expect(main).toBeVisible();
        // A lazy screen shows "Loading…" until its chunk arrives: wait for the screen itself.
        await expect.poll(async () => (await main.innerText()).trim().length).toBeGreaterThan(10);
        await saveScreenshot(page, testInfo, `route-${route.slug}`);
        await expectNoSeriousAxeViolations(page);
      });
  });

  test('/invite/confirmed with no reservation in view goes to /', async ({ page }) => {
    await page.goto('/invite/confirmed?alias=demo');
    await waitForShell(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('an unknown path shows a not-found page', async ({ page }) => {
    await page.goto('/no/such/page?alias=demo');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('an unknown alias shows a clear message, not a blank page', async ({ page }, testInfo) => {
    await page.goto('/?alias=no-such-course');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await saveScreenshot(page, testInfo, 'unknown-alias');
    await expectNoSeriousAxeViolations(page);
  });
});

test('the header tabs can be used by keyboard', async ({ page }) => {
  await page.goto('/?alias=demo');
  await waitForShell(page);
  const courseInfo = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Course info' });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await courseInfo.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(courseInfo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/course\/info/);
  await expect(page).toHaveTitle('Course Info');
});
