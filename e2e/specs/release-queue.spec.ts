import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// The fair release queue: two golfers, one at a desk and one on a phone, wait in the
// waiting room of a released day; the release happens (the engine's release clock moved by the
// DEV_DEADLINES-only dev route, one golfer choosing at a time); the lottery admits one, the other
// is told "your place in line: 1" and starts once the first holds a tee time. On teetime-deals, whose
// release settings no other spec reads; its settings and clock are put back at the end.

const ALIAS = 'teetime-deals';
const MANAGER = 'manager@teetimedeals.example';
/** One golfer choosing at a time, with a turn long enough to choose. */
const PACE = { admitAtOnce: 1, turnSeconds: 90 };
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

async function staffApi(request: APIRequestContext) {
  const signIn = await request.post('/api/admin/session', {
    headers: { 'x-be-alias': ALIAS, 'x-fairway-csrf': '1' },
    data: { username: MANAGER, password: 'Fairway2026' },
  });
  expect(signIn.status()).toBe(200);
  const headers = {
    'x-be-alias': ALIAS,
    'x-fairway-csrf': '1',
    'x-fairway-staff-token': ((await signIn.json()) as { sessionToken: string }).sessionToken,
  };
  return {
    release: async () =>
      (
        (await (await request.get('/api/admin/settings', { headers })).json()) as {
          settings: { release: Record<string, unknown> };
        }
      ).settings.release,
    setRelease: async (release: Record<string, unknown>) =>
      expect((await request.put('/api/admin/settings', { headers, data: { settings: { release } } })).status()).toBe(
        200,
      ),
  };
}

async function openGolfer(browser: Browser, kind: keyof typeof VIEWPORTS, path: string): Promise<Page> {
  const context = await browser.newContext(VIEWPORTS[kind]);
  const page = await context.newPage();
  await page.goto(path);
  await waitForShell(page);
  return page;
}

/** The course the specs use, and the dev clock that puts today's release `seconds` from now (negative: ago). */
async function releaseClock(request: APIRequestContext) {
  const api = { 'x-be-alias': ALIAS, 'x-fairway-csrf': '1' };
  const facilities = (await (await request.get('/api/facilities', { headers: api })).json()) as {
    id: number;
    courseId: string;
  }[];
  const north = facilities.find((facility) => facility.courseId === 'harbor-pines-north')!.id;
  const releaseIn = async (seconds: number, pace: Partial<typeof PACE> = PACE) => {
    const moved = await request.post(`/api/dev/release-queue/${north}/release-in`, {
      headers: api,
      data: { seconds, ...pace },
    });
    expect(moved.status()).toBe(200);
    return ((await moved.json()) as { releasedDay: string }).releasedDay;
  };
  /** Waits out the engine's settings cache (up to 2 s per process) until the release settings read as given. */
  const settled = async (release: Record<string, unknown>) =>
    expect
      .poll(async () => {
        const shown = (
          (await (await request.get('/api/booking-engine', { headers: api })).json()) as {
            settings: { release: Record<string, unknown> };
          }
        ).settings.release;
        return Object.entries(release).every(([key, value]) => shown[key] === value);
      })
      .toBe(true);
  return { north, releaseIn, settled, reset: () => request.delete('/api/dev/release-queue/clock', { headers: api }) };
}

// Both tests move teetime-deals' release settings and clock: one after the other.
test.describe.configure({ mode: 'serial' });

const phaseOf = (page: Page) => page.getByTestId('release-room').getAttribute('data-phase');

/** Selects the page's first tee time and expects the hold to pass (the cart's "added" toast). */
async function holdFirstTeeTime(page: Page) {
  await page
    .getByTestId('tee-time')
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time added to cart');
  await expect(page.getByTestId('release-refusal')).toHaveCount(0);
}

test('two golfers wait for the release, the lottery orders them, each holds a tee time in turn; axe clean at desk and phone sizes', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'one run drives both viewports: the release clock and queue of the alias are shared',
  );
  // Two browsers, four axe scans and the rooms' polls (up to 15 s apart): over two minutes on a loaded 2-core runner.
  test.setTimeout(240_000);
  const staff = await staffApi(request);
  const original = await staff.release();
  const { north, releaseIn, settled, reset } = await releaseClock(request);
  const pages: Page[] = [];
  try {
    // A fresh queue even when the suite runs twice against one server.
    expect((await reset()).status()).toBe(204);
    await staff.setRelease({ ...original, mode: 'fair-queue' });
    // Ten minutes to the release while both golfers arrive (a slow machine does not race it), then seconds.
    const releasedDay = await releaseIn(600);
    await settled({ mode: 'fair-queue' });

    const path = `/search?alias=${ALIAS}&date=${releasedDay}&course=${north}`;
    // An hour before the release the room is not open yet: the day shows, without Select buttons to be refused.
    await releaseIn(3600);
    const early = await openGolfer(browser, 'phone', path);
    await expect(early.getByTestId('release-hint')).toContainText('open for booking at');
    await expect(early.getByTestId('release-preview').getByTestId('tee-time').first()).toBeVisible();
    await expect(early.getByRole('button', { name: /^Select / })).toHaveCount(0);
    await expectNoSeriousAxeViolations(early);
    await saveScreenshot(early, testInfo, 'release-preview', { viewport: 'phone' });
    await early.context().close();
    await releaseIn(600);

    const desk = await openGolfer(browser, 'desktop', path);
    const phone = await openGolfer(browser, 'phone', path);
    pages.push(desk, phone);
    for (const [kind, page] of [
      ['desktop', desk],
      ['phone', phone],
    ] as const) {
      await expect(page.getByTestId('release-countdown')).toBeVisible();
      await expect(page.getByTestId('release-announcement')).toHaveText(/You are in the waiting room/);
      await expect(page.getByTestId('tee-time')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await saveScreenshot(page, testInfo, 'release-waiting-room', { viewport: kind });
    }
    // A reload keeps the ticket (sessionStorage): still in the room, no second ticket needed.
    await phone.reload();
    await expect(phone.getByTestId('release-countdown')).toBeVisible();

    // The release, moved to 2 s from now: the rooms poll at most every 15 s before it, so within
    // about 17 s one golfer is admitted (one turn at a time) and the other is first in line.
    await releaseIn(2);
    await expect
      .poll(async () => [await phaseOf(desk), await phaseOf(phone)].sort().join(), { timeout: 40_000 })
      .toBe('admitted,waiting');
    const [first, second] =
      (await phaseOf(desk)) === 'admitted'
        ? ([
            ['desktop', desk],
            ['phone', phone],
          ] as const)
        : ([
            ['phone', phone],
            ['desktop', desk],
          ] as const);
    // The one still waiting may have polled just before the draw, when polls were up to 15 s apart.
    await expect(second[1].getByTestId('release-announcement')).toHaveText('Your place in line: 1', {
      timeout: 20_000,
    });
    await expect(first[1].getByRole('heading', { name: "It's your turn" })).toBeVisible();
    await expect(first[1].getByTestId('release-turn-time')).toContainText(/(1:[0-3]|0:[0-5])\d/);
    await expectNoSeriousAxeViolations(first[1]);
    await saveScreenshot(first[1], testInfo, 'release-turn', { viewport: first[0] });
    await saveScreenshot(second[1], testInfo, 'release-place-in-line', { viewport: second[0] });
    await holdFirstTeeTime(first[1]);

    // With the tee time held, the first golfer is paying, no longer choosing: the second starts
    // choosing while the first turn still runs (one golfer chooses at a time).
    await expect(second[1].getByTestId('release-room')).toHaveAttribute('data-phase', 'admitted', { timeout: 15_000 });
    await expect(second[1].getByTestId('release-announcement')).toHaveText(
      "It's your turn. You can now select a tee time.",
    );
    await expect(first[1].getByTestId('release-room')).toHaveAttribute('data-phase', 'admitted');
    // The first golfer leaves the room with the tee time held.
    await first[1].getByTestId('release-leave').focus();
    await first[1].keyboard.press('Enter');
    await expect(first[1].getByTestId('release-room')).toHaveAttribute('data-phase', 'left');
    await expectNoSeriousAxeViolations(second[1]);
    await saveScreenshot(second[1], testInfo, 'release-turn', { viewport: second[0] });
    await holdFirstTeeTime(second[1]);
  } finally {
    for (const page of pages) await page.context().close();
    await reset();
    await staff.setRelease(original);
  }
});

test('first come with sign-in required: a guest is told, in words and with a sign-in link, why the released day refuses a hold; axe clean', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run drives the phone: the release clock of the alias is shared');
  const staff = await staffApi(request);
  const original = await staff.release();
  const { north, releaseIn, settled, reset } = await releaseClock(request);
  let page: Page | null = null;
  try {
    await reset();
    await staff.setRelease({ ...original, mode: 'first-come', signInRequired: true });
    const releasedDay = await releaseIn(-60, {});
    await settled({ mode: 'first-come', signInRequired: true });
    page = await openGolfer(browser, 'phone', `/search?alias=${ALIAS}&date=${releasedDay}&course=${north}`);
    const note = page.getByTestId('release-refusal');
    await expect(note).toContainText('Booking tee times on this day needs a signed-in golfer.');
    await page
      .getByTestId('tee-time')
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
    await expect(page.getByTestId('cart-toast')).toHaveText(
      'Please sign in to book tee times on the day being released.',
    );
    await expect(note.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'release-first-come-sign-in', { viewport: 'phone' });
  } finally {
    await page?.context().close();
    await reset();
    await staff.setRelease(original);
  }
});
