import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { localDate } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// Paper for the first tee: a manager books a party on each course by phone (through the API), then
// the pro-shop member at the counter opens the day's tee sheet, prints the starter sheet (the
// print view from the sheet's own data: each course on a page of its own, every player beside a
// check-in box), downloads the day's CSV, and prints it through the browser on A4 and on US Letter
// (chromium's PDF: one page per course). Each project books its own day and names of its own.

const ALIAS = { 'x-be-alias': 'demo' };

interface SearchTime {
  teetime: string;
  availableSlots: number;
  rates: unknown[];
}

async function courses(page: Page): Promise<{ id: number; name: string; courseId: string }[]> {
  const answer = await page.request.get('/api/facilities', { headers: ALIAS });
  return ((await answer.json()) as { id: number; name: string; courseId: string }[]).filter((facility) =>
    facility.courseId.startsWith('harbor-pines-'),
  );
}

/** A time of the day open to four, a little after the middle of the day (other specs take the ends). */
async function openTime(page: Page, date: string, facilityId: number): Promise<string> {
  const answer = await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, { headers: ALIAS });
  const open = ((await answer.json()) as { teeTimes: SearchTime[] }).teeTimes.filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0,
  );
  return open[Math.floor(open.length * 0.55)]!.teetime;
}

/** A phone booking of two, paid at the course, made by the manager through the console's API. */
async function phoneBooking(
  page: Page,
  token: string,
  facilityId: number,
  teetime: string,
  golfer: { firstName: string; lastName: string },
  notes: string,
) {
  const headers = { ...ALIAS, 'x-fairway-staff-token': token };
  const answered = await page.request.get(`/api/admin/rates?facilityId=${facilityId}&teetime=${teetime}`, { headers });
  expect(answered.status(), await answered.text()).toBe(200);
  const rates = (await answered.json()) as { rates: { rateId: number; allowedPlayers: number[] }[] };
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const answer = await page.request.post('/api/admin/reservations', {
    headers: {
      ...headers,
      'x-fairway-csrf': '1',
      'idempotency-key': `starter-${facilityId}-${teetime}-${golfer.lastName}-${Date.now()}`,
    },
    data: { facilityId, teetime, players: 2, rateId: rate.rateId, golfer, paymentMethod: 'pay-at-course', notes },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { confirmationNumber: string };
}

/** The pages of a PDF chromium wrote (its page objects), and the first page's size in points. */
function pdfPages(pdf: Buffer): { pages: number; width: number; height: number } {
  const text = pdf.toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
  return {
    pages: (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length,
    width: Number(box?.[1]),
    height: Number(box?.[2]),
  };
}

/** A control a finger can hit on the pro-shop tablet: at least 44 px tall (WCAG 2.5.5). */
async function expectFingerSized(control: Locator) {
  expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('the pro shop prints the starter sheet (A4 and Letter, a page per course) and downloads the day as CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const tablet = testInfo.project.name === 'tablet';
  const date = localDate(tablet ? 12 : 11);
  const surname = tablet ? 'Tabletop' : 'Deskley';
  const harbor = await courses(page);
  const signIn = await page.request.post('/api/admin/session', {
    headers: { ...ALIAS, 'x-fairway-csrf': '1' },
    data: { username: 'manager@harborpines.example', password: 'Fairway2026' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const manager = (await signIn.json()) as { sessionToken: string };
  const booked: {
    course: { id: number; name: string };
    teetime: string;
    golfer: string;
    confirmationNumber: string;
  }[] = [];
  for (const course of harbor) {
    const teetime = await openTime(page, date, course.id);
    const golfer = { firstName: course.courseId.endsWith('north') ? 'Nora' : 'Sid', lastName: surname };
    booked.push({
      course,
      teetime,
      golfer: `${golfer.firstName} ${golfer.lastName}`,
      ...(await phoneBooking(page, manager.sessionToken, course.id, teetime, golfer, `Carts ready, ${surname}`)),
    });
  }

  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('proshop@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Sam Ortiz (Pro-shop staff)')).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('table', { name: new RegExp(date) }).first()).toBeVisible();

  const open = page.getByRole('button', { name: 'Print starter sheet' });
  if (tablet) await expectFingerSized(open);
  await open.click();
  await expect(page.getByRole('heading', { level: 2, name: /^Starter sheet, / })).toBeFocused();
  const pages = page.getByRole('article');
  await expect(pages).toHaveCount(harbor.length);
  for (const party of booked) {
    const sheet = page.getByRole('article', { name: party.course.name });
    await expect(sheet.getByRole('img', { name: `Check-in box for ${party.golfer}` })).toBeVisible();
    await expect(sheet.getByRole('img', { name: `Check-in box for Guest of ${party.golfer}` })).toBeVisible();
    const group = sheet.getByRole('rowgroup').filter({ hasText: party.confirmationNumber });
    await expect(group).toContainText(party.teetime.slice(11, 16));
    await expect(group).toContainText(`Carts ready, ${surname}`);
    await expect(group).toContainText('2 players');
  }
  // The tee sheet stays behind the print view, out of sight.
  await expect(page.getByRole('heading', { name: 'Tee sheet', exact: true })).toBeHidden();
  if (tablet) await expectFingerSized(page.getByRole('button', { name: 'Download CSV' }));
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, testInfo, 'admin-starter-sheet');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`fairway-tee-sheet-demo-${date}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    'course,tee_time,time_zone,confirmation_number,player_slot,name,booker,party_size,holes,transportation,rate,status,attendance,paid,due,currency,booked_through,notes',
  );
  for (const party of booked) {
    const rows = lines.filter((line) => line.includes(`,${party.confirmationNumber},`));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`${party.course.name},${party.teetime.replace('T', ' ')},America/New_York,`);
    expect(rows[0]).toContain(`,1,${party.golfer},${party.golfer},2,`);
    expect(rows[1]).toContain(`,2,,${party.golfer},2,`);
  }

  // Printed through the browser: only the courses' pages, one per course, on either paper.
  for (const [paper, size] of [
    ['A4', { width: 595.28, height: 841.89 }],
    ['Letter', { width: 612, height: 792 }],
  ] as const) {
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Paper size').selectOption(paper);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    const path = testInfo.outputPath(`starter-sheet-${testInfo.project.name}-${paper}.pdf`);
    const printed = pdfPages(await page.pdf({ path, preferCSSPageSize: true, printBackground: true }));
    expect(printed.pages, `${paper}: ${path}`).toBe(harbor.length);
    expect(Math.abs(printed.width - size.width), `${paper} width`).toBeLessThan(3);
    expect(Math.abs(printed.height - size.height), `${paper} height`).toBeLessThan(3);
  }
  await saveScreenshot(page, testInfo, 'admin-starter-sheet-print');
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Back to the tee sheet' }).click();
  await expect(page.getByRole('table', { name: new RegExp(date) }).first()).toBeVisible();
  await expect(open).toBeFocused();
});
