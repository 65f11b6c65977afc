import type { AdminCourse, AdminCoursesResponse } from '@fairway/contract/admin-courses.contract';
import type { AdminSettingsResponse } from '@fairway/contract/admin-settings.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeSheet } from '@fairway/contract/admin.contract';
import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { generateTeeSheet } from '@fairway/domain/tee-times/tee-sheet';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { engineImages } from '../../db/schema/engine-images.ts';
import { createFixtures, type Fixtures, MATRIX_NOW, optionsOf } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ADMIN_SWEEPS } from './admin.routes.ts';
import { staffCaller } from './testing/staff-caller.ts';

let server: TestServer;
let fx: Fixtures;
let counts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  counts = await tableCounter(server.database!.handle.db);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
const MANAGER = 'manager@harborpines.example';
// 2026-07-10 at noon UTC: demo books 14 days out, to 2026-07-24.
const SHEET_DATE = '2026-07-20';

async function courses(username = MANAGER, alias = 'demo'): Promise<AdminCourse[]> {
  const answer = await fx.api.get('/api/admin/courses', await as(username, alias));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as AdminCoursesResponse).courses;
}
const course = async (courseId: string, username = MANAGER, alias = 'demo') =>
  (await courses(username, alias)).find((candidate) => candidate.courseId === courseId)!;
const putDetails = async (id: number, details: unknown, username = MANAGER, alias = 'demo') =>
  fx.api.put(`/api/admin/courses/${id}`, details, await as(username, alias));
const putOverrides = async (id: number, overrides: unknown, username = MANAGER, alias = 'demo') =>
  fx.api.put(`/api/admin/courses/${id}/settings`, { overrides }, await as(username, alias));
const issuePaths = (body: { error: { details: { issues: { path: string[] }[] } } }) =>
  body.error.details.issues.map((found) => found.path.join('.'));
const search = (date: string, facilityId: number) =>
  fx.api.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, { alias: 'demo' });
async function sheetTimes(facilityId: number, date = SHEET_DATE): Promise<string[]> {
  const answer = await fx.api.get(`/api/admin/tee-sheet?date=${date}&facilityId=${facilityId}`, await as(MANAGER));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as TeeSheet).courses[0]!.teeTimes.map((time) => time.teetime);
}
async function engineInventory() {
  return ((await fx.api.get('/api/admin/settings', await as(MANAGER))).body as AdminSettingsResponse).settings
    .inventory;
}

describe('course details', () => {
  it("lists the alias's courses with their details, own settings and the settings in force, to owners and managers only", async () => {
    const demo = await courses();
    expect(demo.map((entry) => entry.courseId)).toEqual(['harbor-pines-north', 'harbor-pines-south']);
    const north = demo[0]!;
    expect(north).toMatchObject({
      editable: true,
      isSimulator: false,
      currencyCode: 'USD',
      overrides: {},
      details: {
        name: 'Harbor Pines – North Course',
        address: { line1: '1 Harbor Pines Drive', city: 'Southern Pines', region: 'NC', country: 'US' },
        timeZone: 'America/New_York',
        holes: 18,
        taxRateBps: 700,
        images: ['/static/tenants/demo/north-course.svg'],
      },
      effective: { maxDaysOut: 14, endTimeMinutesBeforeSunset: -60, reservationWindowType: 'sunrise-sunset' },
    });
    expect((await courses('owner@harborpines.example')).length).toBe(2);

    const proShop = await as('proshop@harborpines.example');
    const otherAlias = await as('manager@eaglesnest.example', 'simulator');
    const before = await counts();
    expect((await fx.api.get('/api/admin/courses', proShop)).status).toBe(403);
    expect((await fx.api.put(`/api/admin/courses/${north.id}`, north.details, proShop)).status).toBe(403);
    expect((await fx.api.put(`/api/admin/courses/${north.id}/settings`, { overrides: {} }, proShop)).status).toBe(403);
    expect((await fx.api.get('/api/admin/courses', { alias: 'demo', bearer: fx.main.bearer })).status).toBe(401);
    expect(
      (await fx.api.put(`/api/admin/courses/${north.id}`, north.details, { ...otherAlias, alias: 'demo' })).status,
    ).toBe(401);
    expect(
      (await fx.api.put(`/api/admin/courses/${north.id}`, north.details, { ...(await as(MANAGER)), csrf: false }))
        .status,
    ).toBe(403);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it("answers 404 for another alias's course, and 403 to a partner site for a course it resells, writing nothing", async () => {
    const north = await course('harbor-pines-north');
    const maple = (await courses('manager@mapleridge.example', 'maple-ridge'))[0]!;
    // TeeTime Deals resells North: it lists it, read-only, and cannot change it.
    const resold = await course('harbor-pines-north', 'manager@teetimedeals.example', 'teetime-deals');
    expect(resold).toMatchObject({ id: north.id, editable: false });
    const before = await counts();
    for (const answer of [
      await putDetails(maple.id, maple.details),
      await putOverrides(maple.id, { maxDaysOut: 30 }),
      await putDetails(2_000_000, north.details),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    for (const answer of [
      await putDetails(
        north.id,
        { ...north.details, name: 'Renamed' },
        'manager@teetimedeals.example',
        'teetime-deals',
      ),
      await putOverrides(north.id, { maxDaysOut: 3 }, 'manager@teetimedeals.example', 'teetime-deals'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.details.reason).toBe('partner-site');
    }
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await course('harbor-pines-north')).details.name).toBe('Harbor Pines – North Course');
  });

  it('refuses invalid details with 400 VALIDATION_FAILED naming each field, and writes nothing', async () => {
    const north = await course('harbor-pines-north');
    const simulator = (await courses('manager@eaglesnest.example', 'simulator'))[0]!;
    const before = await counts();
    const refused = async (details: unknown, path: string, username = MANAGER, alias = 'demo', id = north.id) => {
      const answer = await putDetails(id, details, username, alias);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(issuePaths(answer.body), JSON.stringify(answer.body)).toContain(path);
    };
    const details = north.details;
    await refused({ ...details, name: '  ' }, 'name');
    await refused({ ...details, address: { ...details.address, city: '' } }, 'address.city');
    await refused({ ...details, address: { ...details.address, country: 'XX' } }, 'address.country');
    await refused({ ...details, latitude: 91 }, 'latitude');
    await refused({ ...details, longitude: -181 }, 'longitude');
    await refused({ ...details, phone: 'call us' }, 'phone');
    await refused({ ...details, website: 'javascript:alert(1)' }, 'website');
    await refused({ ...details, images: ['javascript:alert(1)'] }, 'images.0');
    await refused({ ...details, images: Array.from({ length: 9 }, (_, i) => `/static/${i}.png`) }, 'images');
    await refused({ ...details, timeZone: 'Mars/Olympus_Mons' }, 'timeZone');
    await refused({ ...details, holes: 20 }, 'holes');
    await refused({ ...details, holes: null }, 'holes');
    await refused({ ...details, taxRateBps: 7.5 }, 'taxRateBps');
    await refused({ ...details, taxRateBps: 10_001 }, 'taxRateBps');
    await refused({ ...details, currency: 'EUR' }, '');
    await refused(
      { ...simulator.details, holes: 18 },
      'holes',
      'manager@eaglesnest.example',
      'simulator',
      simulator.id,
    );
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('saves the details, shows them to golfers, audits the changed paths, and an unchanged save changes and logs nothing', async () => {
    const south = await course('harbor-pines-south');
    const details = {
      ...south.details,
      name: ' Harbor Pines – South Links ',
      address: { ...south.details.address, line1: '12 Dune Road', country: 'us' },
      phone: '+1 910-555-0199',
      description: 'Rebuilt in 2026.',
      taxRateBps: 725,
      holes: 27,
    };
    const saved = await putDetails(south.id, details);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.course.details).toMatchObject({
      name: 'Harbor Pines – South Links',
      address: { line1: '12 Dune Road', country: 'US' },
      taxRateBps: 725,
      holes: 27,
    });
    expect(saved.body.changes.map((change: { path: string }) => change.path).sort()).toEqual([
      'course.address.line1',
      'course.description',
      'course.holes',
      'course.name',
      'course.phone',
      'course.taxRateBps',
    ]);
    const golfers = (await fx.api.get('/api/facilities', { alias: 'demo' })).body as Facility[];
    expect(golfers.find((facility) => facility.id === south.id)).toMatchObject({
      name: 'Harbor Pines – South Links',
      address: { line1: '12 Dune Road' },
      holes: 27,
      phone: '+1 910-555-0199',
    });
    const audit = await server
      .database!.handle.db.select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'settings.update'), eq(adminAuditLog.target, 'course:harbor-pines-south')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: MANAGER });
    expect(audit[0]!.details).toMatchObject({
      groups: ['course'],
      changes: expect.arrayContaining([{ path: 'course.taxRateBps', before: 700, after: 725 }]),
    });

    const before = await counts();
    const again = await putDetails(south.id, details);
    expect(again.status).toBe(200);
    expect(again.body.changes).toEqual([]);
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await putDetails(south.id, south.details)).status).toBe(200);
  });

  it('puts the changed address in the LOCATION (and the coordinates in the GEO) of the tee time’s calendar entry', async () => {
    const booked = await fx.reservation();
    const north = await course('harbor-pines-north');
    const ics = async () => {
      const answer = await fetch(`${server.baseUrl}/api/reservation/${booked.reservationId}/calendar.ics`, {
        headers: { 'x-be-alias': 'demo', authorization: `Bearer ${booked.owner.bearer}` },
      });
      expect(answer.status).toBe(200);
      return (await answer.text()).replace(/\r\n /g, '');
    };
    expect(await ics()).toContain(
      'LOCATION:Harbor Pines – North Course\\, 1 Harbor Pines Drive\\, Southern Pines\\, NC 28387\\, US',
    );
    const moved = {
      ...north.details,
      address: { ...north.details.address, line1: '77 Clubhouse Circle', city: 'Pinehurst', postalCode: '28374' },
      latitude: 35.1954,
      longitude: -79.4695,
    };
    expect((await putDetails(north.id, moved)).status).toBe(200);
    const entry = await ics();
    expect(entry).toContain(
      'LOCATION:Harbor Pines – North Course\\, 77 Clubhouse Circle\\, Pinehurst\\, NC 28374\\, US',
    );
    expect(entry).toContain('GEO:35.195400;-79.469500');
    expect((await putDetails(north.id, north.details)).status).toBe(200);
  });

  it("moves the tee sheet's sunrise and sunset with the course's coordinates", async () => {
    const south = await course('harbor-pines-south');
    const inventory = await engineInventory();
    const place = (details: AdminCourse['details']) => ({
      latitude: details.latitude,
      longitude: details.longitude,
      timeZone: details.timeZone,
    });
    const before = await sheetTimes(south.id);
    expect(before).toEqual(generateTeeSheet(SHEET_DATE, place(south.details), inventory));
    // Five degrees east: the sun rises and sets about 20 minutes earlier on the course's clock.
    const east = { ...south.details, longitude: south.details.longitude + 5 };
    expect((await putDetails(south.id, east)).status).toBe(200);
    const after = await sheetTimes(south.id);
    expect(after).toEqual(generateTeeSheet(SHEET_DATE, place(east), inventory));
    expect(after[0]! < before[0]!).toBe(true);
    expect(after.at(-1)! < before.at(-1)!).toBe(true);
    const found = (await search(SHEET_DATE, south.id)).body as TeeTimesResponse;
    expect(found.teeTimes.every((time) => after.includes(time.teetime))).toBe(true);
    expect((await putDetails(south.id, south.details)).status).toBe(200);
  });

  it('keeps the time zone while players are booked from today on (409), and otherwise stores it as the runtime spells it', async () => {
    await fx.reservation();
    const north = await course('harbor-pines-north');
    const before = await counts();
    const refused = await putDetails(north.id, { ...north.details, timeZone: 'America/Chicago' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'time-zone-in-use' } });
    expect(countChanges(before, await counts())).toEqual([]);

    const maple = (await courses('manager@mapleridge.example', 'maple-ridge'))[0]!;
    const moved = await putDetails(
      maple.id,
      { ...maple.details, timeZone: 'america/winnipeg' },
      'manager@mapleridge.example',
      'maple-ridge',
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.course.details.timeZone).toBe('America/Winnipeg');
    expect(
      (await putDetails(maple.id, maple.details, 'manager@mapleridge.example', 'maple-ridge')).body.course.details
        .timeZone,
    ).toBe('America/Toronto');
  });

  it('takes course images from the console upload, shows the first to golfers, and the image sweep keeps them', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('course')]);
    const uploaded = await fx.api.post(
      '/api/admin/settings/images',
      { kind: 'course', contentType: 'image/png', data: png.toString('base64') },
      await as(MANAGER),
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const url = uploaded.body.url as string;
    const south = await course('harbor-pines-south');
    const saved = await putDetails(south.id, { ...south.details, images: [url, ...south.details.images] });
    expect(saved.status).toBe(200);
    const golfers = (await fx.api.get('/api/facilities', { alias: 'demo' })).body as Facility[];
    expect(golfers.find((facility) => facility.id === south.id)?.imageUrl).toBe(url);
    // Two days later the sweep deletes unused uploads; the course's stays.
    await server
      .database!.handle.db.update(engineImages)
      .set({ createdAt: new Date(MATRIX_NOW.getTime() - 48 * 3_600_000) })
      .where(eq(engineImages.id, Number(url.split('/')[3])));
    await server.app.periodicJobs.runNow(ADMIN_SWEEPS.unusedThemeImages);
    expect((await server.get(url)).status).toBe(200);
    expect((await putDetails(south.id, south.details)).status).toBe(200);
  });
});

describe("a course's own settings", () => {
  it("books a course to its own window: the search, the cart and the console's sheet follow its days ahead and its last tee time", async () => {
    const south = await course('harbor-pines-south');
    const north = await course('harbor-pines-north');
    const farDate = '2026-08-05';
    expect((await search(farDate, south.id)).status).toBe(400);

    const saved = await putOverrides(south.id, { maxDaysOut: 30, endTimeMinutesBeforeSunset: -180 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.course).toMatchObject({
      overrides: { maxDaysOut: 30, endTimeMinutesBeforeSunset: -180 },
      effective: { maxDaysOut: 30, endTimeMinutesBeforeSunset: -180, startTimeMinutesAfterSunrise: 0 },
    });
    expect(saved.body.changes).toEqual([
      { path: 'course.settings.maxDaysOut', before: null, after: 30 },
      { path: 'course.settings.endTimeMinutesBeforeSunset', before: null, after: -180 },
    ]);

    // The search sells South 30 days out; North keeps the engine's 14.
    const far = await search(farDate, south.id);
    expect(far.status, JSON.stringify(far.body)).toBe(200);
    const farTimes = (far.body as TeeTimesResponse).teeTimes;
    expect(farTimes.length).toBeGreaterThan(0);
    expect((far.body as TeeTimesResponse).bookingWindow.lastDate).toBe('2026-08-09');
    expect((await search(farDate, north.id)).status).toBe(400);

    // Its day ends three hours before sunset, on the sheet and in the search.
    const inventory = { ...(await engineInventory()), maxDaysOut: 30, endTimeMinutesBeforeSunset: -180 };
    const place = {
      latitude: south.details.latitude,
      longitude: south.details.longitude,
      timeZone: 'America/New_York',
    };
    const sheet = await sheetTimes(south.id);
    expect(sheet).toEqual(generateTeeSheet(SHEET_DATE, place, inventory));
    const engineSheet = generateTeeSheet(SHEET_DATE, place, await engineInventory());
    expect(sheet.at(-1)! < engineSheet.at(-1)!).toBe(true);
    const found = ((await search(SHEET_DATE, south.id)).body as TeeTimesResponse).teeTimes;
    expect(found.every((time) => time.teetime <= sheet.at(-1)!)).toBe(true);

    // The cart sells the far tee time too.
    const golfer = optionsOf(await fx.golfer());
    const cartId = await fx.api.newCart(golfer);
    const teeTime = farTimes.find((time) => time.availableSlots >= 2)!;
    const rate = teeTime.rates[0]!;
    const item = {
      type: 'tee-time',
      facilityId: south.id,
      extra: {
        teetime: teeTime.teetime,
        players: 2,
        rateId: rate.rateId,
        transportation: rate.transportation === 'Walking' ? 'Walking' : 'Cart',
      },
    };
    const added = await fx.api.post(`/api/shopping-cart/${cartId}/cart-item`, { item }, golfer);
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    // Back to the engine's: the far day is closed again, and no cart can take it.
    const cleared = await putOverrides(south.id, {});
    expect(cleared.status).toBe(200);
    expect(cleared.body.course.effective.maxDaysOut).toBe(14);
    expect((await search(farDate, south.id)).status).toBe(400);
    const another = optionsOf(await fx.golfer());
    const refused = await fx.api.post(
      `/api/shopping-cart/${await fx.api.newCart(another)}/cart-item`,
      { item },
      another,
    );
    expect(refused.body.error?.code, JSON.stringify(refused.body)).toBe('TEE_TIME_NOT_AVAILABLE');
  });

  it("refuses a course day that cannot be laid out, unknown settings and values out of the contract's bounds; an engine change that would break a course's day names the course", async () => {
    const south = await course('harbor-pines-south');
    const before = await counts();
    const refused = async (overrides: unknown, path: string) => {
      const answer = await putOverrides(south.id, overrides);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(issuePaths(answer.body)).toContain(path);
    };
    await refused({ reservationWindowType: 'minutes-after-midnight' }, 'overrides.endTimeMinutesAfterMidnight');
    await refused(
      {
        reservationWindowType: 'minutes-after-midnight',
        startTimeMinutesAfterMidnight: 600,
        endTimeMinutesAfterMidnight: 540,
      },
      'overrides.endTimeMinutesAfterMidnight',
    );
    await refused({ singlesMode: 'never' }, 'overrides');
    await refused({ maxDaysOut: 366 }, 'overrides.maxDaysOut');
    await refused({ endTimeMinutesBeforeSunset: -721 }, 'overrides.endTimeMinutesBeforeSunset');
    await refused({ maxDaysOut: null }, 'overrides.maxDaysOut');
    expect(countChanges(before, await counts())).toEqual([]);

    // South closes at 17:00 by the clock; the engine then moving to a clock day opening at 18:00 breaks it.
    expect((await putOverrides(south.id, { endTimeMinutesAfterMidnight: 17 * 60 })).status).toBe(200);
    const { settings } = (await fx.api.get('/api/admin/settings', await as(MANAGER))).body as AdminSettingsResponse;
    const engineChange = await fx.api.put(
      '/api/admin/settings',
      {
        settings: {
          inventory: {
            ...settings.inventory,
            reservationWindowType: 'minutes-after-midnight',
            startTimeMinutesAfterMidnight: 18 * 60,
            endTimeMinutesAfterMidnight: 20 * 60,
          },
        },
      },
      await as(MANAGER),
    );
    expect(engineChange.status).toBe(400);
    expect(engineChange.body.error.message).toContain('Harbor Pines – South Course');
    expect(issuePaths(engineChange.body)).toContain('settings.inventory.endTimeMinutesAfterMidnight');
    expect((await putOverrides(south.id, {})).status).toBe(200);
  });
});
