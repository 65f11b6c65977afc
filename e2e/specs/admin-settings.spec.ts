import { expect, type APIRequestContext, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Settings and theme: a manager re-themes the engine in the console with a live
// preview; golfers' next page load shows the new primary colour and welcome message; the Activity
// screen lists the change. The desktop and tablet projects run at once on one server, so each
// re-themes its own alias, whose colours and welcome text no other spec checks: desert-group on the
// desktop, the simulator lounge on the 1024×768 tablet (its allowed origins are empty: the live
// preview still frames it, ?preview=console). The original appearance is put back at the end.

type ThemeCase = { alias: string; manager: string; signedInAs: string };
const CASES: Record<'desktop' | 'tablet', ThemeCase> = {
  desktop: { alias: 'desert-group', manager: 'manager@desertgroup.example', signedInAs: 'Dana Ruiz (Manager)' },
  tablet: { alias: 'simulator', manager: 'manager@eaglesnest.example', signedInAs: 'Alex Park (Manager)' },
};
/** The new primary colour, and another for a retry that finds the first one saved (a timed-out try restores nothing). */
const PRIMARIES = [
  { hex: '#1d4e89', rgb: 'rgb(29, 78, 137)' },
  { hex: '#6b2d7b', rgb: 'rgb(107, 45, 123)' },
] as const;
/** A 1×1 PNG: the header image the manager uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function staffApi(request: APIRequestContext, { alias, manager }: ThemeCase) {
  const signIn = await request.post('/api/admin/session', {
    headers: { 'x-be-alias': alias, 'x-fairway-csrf': '1' },
    data: { username: manager, password: 'Fairway2026' },
  });
  expect(signIn.status()).toBe(200);
  const headers = {
    'x-be-alias': alias,
    'x-fairway-csrf': '1',
    'x-fairway-staff-token': ((await signIn.json()) as { sessionToken: string }).sessionToken,
  };
  return {
    appearance: async () =>
      (
        (await (await request.get('/api/admin/settings', { headers })).json()) as {
          settings: { appearance: Record<string, unknown> };
        }
      ).settings.appearance,
    restore: async (appearance: Record<string, unknown>) =>
      expect((await request.put('/api/admin/settings', { headers, data: { settings: { appearance } } })).status()).toBe(
        200,
      ),
  };
}

test('a manager re-themes the engine with a live preview; golfers see it on their next load; the activity lists it; axe clean', async ({
  page,
}, testInfo) => {
  const theme = CASES[testInfo.project.name === 'tablet' ? 'tablet' : 'desktop'];
  const { alias, manager } = theme;
  const api = await staffApi(page.request, theme);
  const original = await api.appearance();
  const { hex: newColour, rgb: newColourRgb } =
    PRIMARIES.find(({ hex }) => hex !== String(original.primaryColor).toLowerCase()) ?? PRIMARIES[0];
  const welcome = `Spring greens are rolling fast (e2e ${Date.now()})`;
  try {
    await page.goto(`/admin?alias=${alias}`);
    await page.getByLabel('Username').fill(manager);
    await page.getByLabel('Password').fill('Fairway2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Signed in as ${theme.signedInAs}`)).toBeVisible();

    await page.getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    await expect(primary).toHaveValue(String(original.primaryColor));
    await primary.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(newColour);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByTestId('theme-preview-header')).toHaveCSS('background-color', newColourRgb);
    await expect(preview.getByTestId('theme-preview-header')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(preview).toContainText(/Text on the primary colour: \d+\.\d+:1 \(needs 4\.5:1\) — readable/);
    // The real golfer app in the live preview frame takes the draft colour before it is saved.
    const liveApp = page.frameLocator('iframe[title="Live preview of your booking engine"]').getByTestId('app-shell');
    await expect
      .poll(
        () => liveApp.evaluate((el) => getComputedStyle(el).getPropertyValue('--fw-primary').trim().toLowerCase()),
        { timeout: 15_000 },
      )
      .toBe(newColour);

    const message = page.getByRole('textbox', { name: 'Welcome message', exact: true });
    await message.fill(welcome);
    await page
      .getByLabel('Upload a header image')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Image uploaded: save the theme to use it.')).toBeVisible();
    const header = page.getByRole('textbox', { name: 'Header image', exact: true });
    await expect(header).toHaveValue(/^\/api\/engine-images\/\d+\/[0-9a-f]{64}$/);
    const headerUrl = await header.inputValue();
    await expect(page.getByRole('textbox', { name: 'Embed code' })).toHaveValue(new RegExp(`data-alias="${alias}"`));
    // On the tablet by touch.
    const copy = page.getByRole('button', { name: 'Copy the code' });
    if (testInfo.project.name === 'tablet') await copy.tap();
    else await copy.click();
    await expect(page.getByText('Copied.', { exact: true })).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-settings-theme');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Save Theme and messages' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Theme and messages saved \(3 changes\)/)).toBeVisible();

    // The golfer's next load.
    const golfer = await page.context().newPage();
    await golfer.goto(`/search?alias=${alias}`);
    await waitForShell(golfer);
    await expect
      .poll(() =>
        golfer
          .getByTestId('app-shell')
          .evaluate((el) => getComputedStyle(el).getPropertyValue('--fw-primary').trim().toLowerCase()),
      )
      .toBe(newColour);
    await expect(golfer.getByTestId('welcome-message')).toContainText(welcome);
    await expect
      .poll(() =>
        golfer.getByTestId('app-shell').evaluate((el) => getComputedStyle(el).getPropertyValue('--fw-header-image')),
      )
      .toContain(headerUrl);
    const image = await golfer.request.get(headerUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.body())).toEqual(PNG);
    await saveScreenshot(golfer, testInfo, 'admin-settings-golfer-search');
    await golfer.close();

    // The activity lists who changed what.
    await page.getByRole('button', { name: 'Activity' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Action').selectOption('settings.update');
    await page.getByRole('button', { name: 'Show' }).click();
    const row = page.getByRole('row').filter({ hasText: welcome }).first();
    // Who, by name: the signed-in manager's name, as the header shows it.
    await expect(row).toContainText(`${theme.signedInAs.replace(/ \(Manager\)$/, '')} changed`);
    // In words: the setting's name and its old and new value, never the raw field path.
    await expect(row.getByRole('list', { name: 'What changed' })).toContainText(
      new RegExp(`Primary colou?r: ${String(original.primaryColor)} → ${newColour}`, 'i'),
    );
    await expect(row).not.toContainText('appearance.primaryColor');
    await saveScreenshot(page, testInfo, 'admin-activity');
    await expectNoSeriousAxeViolations(page);
  } finally {
    await api.restore(original);
  }
});

/** The manager's API, for what the settings test changes and puts back: the engine's websites and a course's own values. */
async function engineApi(request: APIRequestContext, { alias, manager }: ThemeCase) {
  const signIn = await request.post('/api/admin/session', {
    headers: { 'x-be-alias': alias, 'x-fairway-csrf': '1' },
    data: { username: manager, password: 'Fairway2026' },
  });
  expect(signIn.status()).toBe(200);
  const headers = {
    'x-be-alias': alias,
    'x-fairway-csrf': '1',
    'x-fairway-staff-token': ((await signIn.json()) as { sessionToken: string }).sessionToken,
  };
  type Course = { id: number; details: { name: string }; overrides: Record<string, unknown>; editable: boolean };
  return {
    engine: async () =>
      ((await (await request.get('/api/admin/settings', { headers })).json()) as { engine: Record<string, unknown> })
        .engine,
    courses: async () =>
      ((await (await request.get('/api/admin/courses', { headers })).json()) as { courses: Course[] }).courses,
    restore: async (engine: Record<string, unknown>, course: Course | undefined) => {
      expect((await request.put('/api/admin/settings', { headers, data: { engine } })).status()).toBe(200);
      if (course?.editable)
        expect(
          (
            await request.put(`/api/admin/courses/${course.id}/settings`, {
              headers,
              data: { overrides: course.overrides },
            })
          ).status(),
        ).toBe(200);
    },
  };
}

test('a manager reads every setting in words, edits the embedding websites and a course’s own booking window; axe clean', async ({
  page,
}, testInfo) => {
  const theme = CASES[testInfo.project.name === 'tablet' ? 'tablet' : 'desktop'];
  const api = await engineApi(page.request, theme);
  const engine = await api.engine();
  const course = (await api.courses()).find((candidate) => candidate.editable);
  const website = `https://${testInfo.project.name}-e2e.example`;
  try {
    await page.goto(`/admin?alias=${theme.alias}`);
    await page.getByLabel('Username').fill(theme.manager);
    await page.getByLabel('Password').fill('Fairway2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Signed in as ${theme.signedInAs}`)).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();

    // Each setting by its label, with its value in words and its help.
    const inventory = page.getByRole('form', { name: 'Tee sheet and booking window' });
    await expect(inventory.getByRole('spinbutton', { name: 'Days bookable ahead' })).toHaveAccessibleDescription(
      /^\d+ days? How many days ahead golfers can book a tee time\.$/,
    );
    await expect(
      inventory.getByRole('spinbutton', { name: 'Last tee time (sun): minutes' }),
    ).toHaveAccessibleDescription(/^(\d+ (hours?|minutes?) (before|after) sunset|At sunset) When the tee sheet closes/);
    const checkout = page.getByRole('form', { name: 'Checkout' });
    for (const name of ['E-mail news', 'Text messages', 'Rewards programme', 'Caddie'])
      await expect(checkout.getByRole('checkbox', { name: `Offer “${name}” at checkout` })).toBeVisible();
    await inventory.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'admin-settings-groups');

    // A website allowed to embed the engine, refused in words until it is https.
    const embedding = page.getByRole('form', { name: 'Websites and partner mode' });
    await embedding.getByRole('button', { name: 'Add a website' }).click();
    const added = embedding.getByRole('textbox').last();
    await added.fill(website.replace('https:', 'http:'));
    await embedding.getByRole('button', { name: 'Save websites and partner mode' }).click();
    await expect(added).toHaveAccessibleDescription('Use https:// (http:// only for localhost while testing)');
    await added.fill(website);
    await embedding.getByRole('button', { name: 'Save websites and partner mode' }).click();
    await expect(page.getByText(/Websites and partner mode saved/)).toBeVisible();
    expect((await api.engine()).allowedOrigins).toContain(website);

    // A course's own booking window over the engine's, then back to the engine's.
    if (course) {
      const name = course.details.name;
      await expect(page.getByRole('form', { name: `Details of ${name}` })).toBeVisible();
      const overrides = page.getByRole('form', { name: `Where ${name} differs from the engine` });
      const choice = overrides.getByRole('combobox', { name: 'Days bookable ahead for this course' });
      await choice.selectOption('own');
      const own = overrides.getByRole('spinbutton', { name: `Days bookable ahead at ${name}` });
      await own.fill('21');
      await expect(overrides).toContainText('21 days');
      await overrides.getByRole('button', { name: `Save the differences of ${name}` }).click();
      await expect(page.getByText(`${name} saved.`)).toBeVisible();
      expect((await api.courses()).find((found) => found.id === course.id)?.overrides.maxDaysOut).toBe(21);
      await overrides.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, 'admin-settings-course');
      await expectNoSeriousAxeViolations(page);
      await choice.selectOption('same');
      await overrides.getByRole('button', { name: `Save the differences of ${name}` }).click();
      await expect
        .poll(async () => (await api.courses()).find((found) => found.id === course.id)?.overrides.maxDaysOut)
        .toBe(course.overrides.maxDaysOut);
    } else await expectNoSeriousAxeViolations(page);
  } finally {
    await api.restore(engine, course);
  }
});
