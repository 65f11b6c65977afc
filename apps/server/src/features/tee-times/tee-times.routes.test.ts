import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { type TeeTimesResponse, teeTimesResponseSchema } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { teeTimeLocks } from '../../db/schema/tee-times.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// Friday 2026-07-10, 08:00 in New York. The seed runs at the same instant, so its bookings
// fall on Saturday 2026-07-11.
const NOW = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  for (const alias of ['demo', 'maple-ridge', 'simulator']) {
    const facilities = (await (await server.get('/api/facilities', { 'x-be-alias': alias })).json()) as Facility[];
    for (const facility of facilities) ids[facility.courseId] = facility.id;
  }
});
afterAll(() => server.close());

async function search(query: string, alias = 'demo'): Promise<TeeTimesResponse> {
  const response = await server.get(`/api/v2/tee-times?${query}`, { 'x-be-alias': alias });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as TeeTimesResponse;
  expect(teeTimesResponseSchema.parse(body)).toEqual(body);
  return body;
}

async function expectError(path: string, status: number, code: string, alias = 'demo') {
  const response = await server.get(path, { 'x-be-alias': alias });
  expect(response.status).toBe(status);
  expect(errorResponseSchema.parse(await response.json()).error.code).toBe(code);
}

const at = (body: TeeTimesResponse, facilityId: number, teetime: string) =>
  body.teeTimes.find((teeTime) => teeTime.facilityId === facilityId && teeTime.teetime === teetime);

describe('GET /api/v2/tee-times', () => {
  it('opens on today in the facility time zone, from now + 30 minutes, for every course of the engine', async () => {
    const body = await search('');
    expect(body.date).toBe('2026-07-10');
    expect(body.dateMax).toBe('2026-07-10');
    expect(body.bookingWindow).toEqual({ firstDate: '2026-07-10', lastDate: '2026-07-24' });
    expect(body.teeTimes[0]!.teetime).toBe('2026-07-10T08:30');
    expect(new Set(body.teeTimes.map((teeTime) => teeTime.courseId))).toEqual(
      new Set(['harbor-pines-north', 'harbor-pines-south']),
    );
    expect(body.totalAvailableTeeTimes).toBe(body.teeTimes.length);
    const sorted = [...body.teeTimes].sort((a, b) => a.teetime.localeCompare(b.teetime));
    expect(body.teeTimes.map((t) => t.teetime)).toEqual(sorted.map((t) => t.teetime));
    // Every 15 minutes until an hour before sunset (≈ 20:34 EDT).
    expect(body.teeTimes.filter((t) => t.courseId === 'harbor-pines-north').at(-1)!.teetime).toBe('2026-07-10T19:30');
  });

  it('prices by band: weekday prime in cents, twilight as a hot deal, 9-hole twilight, trade with pairs only', async () => {
    const body = await search(`facilityIds=${ids['harbor-pines-north']}`);
    const prime = at(body, ids['harbor-pines-north']!, '2026-07-10T09:00')!.rates;
    expect(prime.map((rate) => rate.name)).toEqual(['Prime']);
    expect(prime[0]).toMatchObject({
      greenFeeCart: 8900,
      greenFeeWalking: 6900,
      transactionFees: 250,
      holes: 18,
      showAsHotDeal: false,
      allowedPlayers: [2, 3, 4],
      promotion: null,
    });
    const late = at(body, ids['harbor-pines-north']!, '2026-07-10T15:00')!.rates;
    expect(late.map((rate) => [rate.name, rate.holes, rate.showAsHotDeal])).toEqual([
      ['Twilight', 18, true],
      ['9-Hole Twilight', 9, false],
    ]);
    expect(body.rateTypes).toEqual(['Prime', 'Twilight', '9-Hole Twilight']);
    expect(body.priceRanges).toEqual([
      { facilityId: ids['harbor-pines-north'], currencyCode: 'USD', min: 2700, max: 8900 },
    ]);
  });

  it('subtracts booked players: fewer slots, a single allowed once someone is booked, full tee times gone', async () => {
    const body = await search(`date=2026-07-11&facilityIds=${ids['harbor-pines-north']}`);
    const north = ids['harbor-pines-north']!;
    expect(at(body, north, '2026-07-11T08:00')).toBeUndefined(); // 4 booked
    expect(at(body, north, '2026-07-11T09:00')).toBeUndefined(); // 1 + 3 booked
    expect(at(body, north, '2026-07-11T08:15')).toMatchObject({ bookedPlayers: 2, availableSlots: 2 });
    expect(at(body, north, '2026-07-11T08:15')!.rates[0]).toMatchObject({
      name: 'Weekend Prime',
      greenFeeCart: 10900,
      allowedPlayers: [1, 2],
    });
    expect(at(body, north, '2026-07-11T08:30')!.rates[0]!.allowedPlayers).toEqual([1]);
    expect(at(body, north, '2026-07-11T08:45')!.rates[0]!.allowedPlayers).toEqual([2, 3, 4]);
  });

  it('counts unexpired locks and ignores expired ones', async () => {
    const north = ids['harbor-pines-north']!;
    await server.database!.handle.db.insert(teeTimeLocks).values([
      { facilityId: north, teeTime: '2026-07-12T11:00', slots: 3, expiresAt: new Date(NOW.getTime() + 600_000) },
      { facilityId: north, teeTime: '2026-07-12T11:15', slots: 4, expiresAt: new Date(NOW.getTime() - 1000) },
      { facilityId: north, teeTime: '2026-07-12T11:30', slots: 4, expiresAt: new Date(NOW.getTime() + 600_000) },
    ]);
    const body = await search(`date=2026-07-12&facilityIds=${north}`);
    expect(at(body, north, '2026-07-12T11:00')).toMatchObject({ lockedSlots: 3, availableSlots: 1 });
    expect(at(body, north, '2026-07-12T11:00')!.rates[0]!.allowedPlayers).toEqual([1]);
    expect(at(body, north, '2026-07-12T11:15')).toMatchObject({ lockedSlots: 0, availableSlots: 4 });
    expect(at(body, north, '2026-07-12T11:30')).toBeUndefined();
  });

  it('answers a repeated identical search 304 without a body (ETag), and 200 again once the answer changes', async () => {
    const path = '/api/v2/tee-times?date=2026-07-13';
    const first = await server.get(path, { 'x-be-alias': 'demo' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Kept only by the golfer's own browser, and always revalidated.
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/x-be-alias/i);
    const body = await first.text();

    const again = await server.get(path, { 'x-be-alias': 'demo', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await server.get(path, { 'x-be-alias': 'demo', 'if-none-match': `W/${etag}` })).status).toBe(304);

    // Another tenant's answer for the same URL is a different entity; a stale tag gets the body.
    expect((await server.get(path, { 'x-be-alias': 'maple-ridge', 'if-none-match': etag! })).status).toBe(200);
    const stale = await server.get(path, { 'x-be-alias': 'demo', 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('tags a micro-cached answer once: every hit carries the tag of the body it sends, and a new answer a new tag', async () => {
    const cached = await startTestServer({ now: () => NOW, searchCacheMs: 60_000 });
    try {
      const path = '/api/v2/tee-times?date=2026-07-13';
      const get = async (headers: Record<string, string> = {}) => {
        const answer = await cached.get(path, { 'x-be-alias': 'demo', ...headers });
        return { status: answer.status, etag: answer.headers.get('etag'), body: await answer.text() };
      };
      const first = await get();
      const hit = await get();
      expect(hit).toEqual(first);
      expect((await get({ 'if-none-match': first.etag! })).status).toBe(304);
      // A hold on the first time changes the answer; the cache is dropped as cart does after a hold.
      const [firstTime] = (JSON.parse(first.body) as TeeTimesResponse).teeTimes;
      await cached.database!.handle.db.insert(teeTimeLocks).values({
        facilityId: firstTime!.facilityId,
        teeTime: firstTime!.teetime,
        slots: 1,
        expiresAt: new Date(NOW.getTime() + 600_000),
      });
      cached.app.teeTimeSearchCache.invalidate();
      const changed = await get({ 'if-none-match': first.etag! });
      expect(changed.status).toBe(200);
      expect(changed.body).not.toBe(first.body);
      expect(changed.etag).not.toBe(first.etag);
    } finally {
      await cached.close();
    }
  });

  it('sends a search already in the micro-cache with the database busy and the request line full; anything else waits its turn and is validated', async () => {
    const cached = await startTestServer({
      now: () => NOW,
      searchCacheMs: 60_000,
      tenantCacheMs: 60_000,
      env: { API_CONCURRENCY: '1' },
    });
    let release = () => {};
    try {
      const known = '/api/v2/tee-times?date=2026-07-13';
      const get = (path: string) => cached.get(path, { 'x-be-alias': 'demo' });
      const knownBody = await (await get(known)).text();
      // The search's tables held: on PGlite the open transaction holds its one connection, on
      // PostgreSQL the lock holds the search's reads.
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = cached.database!.handle.db.transaction(async (tx) => {
        await tx.execute(sql`lock table tee_time_bookings, tee_time_locks in access exclusive mode`);
        locked();
        await held;
      });
      await isLocked;
      // A new search takes the line's one place and waits for the database.
      const waiting = get('/api/v2/tee-times?date=2026-07-14');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Were it to wait for the line it would wait for the lock: the signal makes that a failure, not a hung test.
      const hit = await fetch(`${cached.baseUrl}${known}`, {
        headers: { 'x-be-alias': 'demo' },
        signal: AbortSignal.timeout(10_000),
      });
      expect(hit.status).toBe(200);
      expect(await hit.text()).toBe(knownBody);
      release();
      await holding;
      expect((await waiting).status).toBe(200);
      // Only the query string as sent skips validation: another one is checked as ever.
      const refused = await get('/api/v2/tee-times?date=2026-07-13&facilityIds=north');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    } finally {
      release();
      await cached.close();
    }
  });

  it('covers a date range with dateMax', async () => {
    const body = await search('date=2026-07-11&dateMax=2026-07-12');
    expect(new Set(body.teeTimes.map((teeTime) => teeTime.teetime.slice(0, 10)))).toEqual(
      new Set(['2026-07-11', '2026-07-12']),
    );
  });

  it('returns restriction alerts and course messages for the dates', async () => {
    const today = await search('');
    expect(today.notices.map((notice) => [notice.facilityId, notice.kind])).toEqual([
      [ids['harbor-pines-north'], 'message'],
      [ids['harbor-pines-south'], 'cart-path-only'],
    ]);
    const later = await search('date=2026-07-15');
    expect(later.notices.map((notice) => notice.kind)).toEqual(['message', 'aeration']);
  });

  describe('promotions', () => {
    it('applies a percent code to every rate it lowers', async () => {
      const body = await search(`promotionCode=spring10&facilityIds=${ids['harbor-pines-north']}`);
      expect(body.promotion).toEqual({ code: 'SPRING10', applied: true });
      const prime = at(body, ids['harbor-pines-north']!, '2026-07-10T09:00')!.rates[0]!;
      expect(prime.promotion).toEqual({
        code: 'SPRING10',
        discount: 890,
        greenFeeCart: 8010,
        greenFeeWalking: 6210,
        allowedPlayers: [2, 3, 4],
        promotionTemplateId: 101,
      });
    });

    it('carries the promotion allowed players', async () => {
      const body = await search(`date=2026-07-11&promotionCode=TWILIGHT5&facilityIds=${ids['harbor-pines-north']}`);
      const single = at(body, ids['harbor-pines-north']!, '2026-07-11T08:30')!.rates[0]!;
      expect(single.allowedPlayers).toEqual([1]);
      expect(single.promotion).toBeNull(); // the code is for 2–4 players
      const pair = at(body, ids['harbor-pines-north']!, '2026-07-11T08:15')!.rates[0]!;
      expect(pair.promotion).toMatchObject({ allowedPlayers: [2], greenFeeCart: 10400 });
    });

    it.each(['SUMMER25', 'NOPE', 'DEALS15'])(
      'reports %s (expired, unknown, another alias’s) as not applied',
      async (code) => {
        const body = await search(`promotionCode=${code}`);
        expect(body.promotion).toEqual({ code, applied: false });
        expect(body.teeTimes.every((teeTime) => teeTime.rates.every((rate) => rate.promotion === null))).toBe(true);
      },
    );
  });

  it('serves simulator bays hourly with group size 6 and a duration', async () => {
    const body = await search('date=2026-07-13', 'simulator');
    expect(body.teeTimes[0]!.teetime).toBe('2026-07-13T10:00');
    expect(body.teeTimes.at(-1)!.teetime).toBe('2026-07-13T23:00');
    expect(body.teeTimes[0]!.rates[0]).toMatchObject({
      name: 'Bay Hour',
      isSimulator: true,
      duration: 60,
      groupSize: 6,
      allowedPlayers: [1, 2, 3, 4, 5, 6],
    });
    expect(body.teeTimes[0]!.availableSlots).toBe(6);
    const booked = await search('date=2026-07-11', 'simulator');
    expect(booked.teeTimes.find((teeTime) => teeTime.teetime === '2026-07-11T19:00')).toBeUndefined();
  });

  it('lets a partner engine search the courses it resells', async () => {
    const body = await search(`facilityIds=${ids['harbor-pines-north']}&promotionCode=DEALS15`, 'teetime-deals');
    expect(body.promotion).toEqual({ code: 'DEALS15', applied: true });
    expect(body.teeTimes.length).toBeGreaterThan(0);
  });

  describe('bad input answers 4xx, never 500', () => {
    it.each([
      ['date=2026-7-10', 400, 'VALIDATION_FAILED'],
      ['date=2026-02-30', 400, 'VALIDATION_FAILED'],
      ['date=tomorrow', 400, 'VALIDATION_FAILED'],
      ['facilityIds=abc', 400, 'VALIDATION_FAILED'],
      ['facilityIds=1;drop table rates', 400, 'VALIDATION_FAILED'],
      ['promotionCode=%3Cscript%3E', 400, 'VALIDATION_FAILED'],
      ['facilityIds=999999', 404, 'NOT_FOUND'],
      ['date=2026-07-25', 400, 'BAD_REQUEST'],
      ['date=2026-07-09', 400, 'BAD_REQUEST'],
      ['date=2026-07-12&dateMax=2026-07-11', 400, 'BAD_REQUEST'],
      ['date=2026-07-12&dateMax=2026-08-30', 400, 'BAD_REQUEST'],
    ])('%s → %i %s', async (query, status, code) => {
      await expectError(`/api/v2/tee-times?${query}`, status, code);
    });

    it("hides another alias's facility (404)", async () => {
      await expectError(`/api/v2/tee-times?facilityIds=${ids['maple-ridge']}`, 404, 'NOT_FOUND');
      await expectError(`/api/v2/tee-times?facilityIds=${ids['harbor-pines-north']}`, 404, 'NOT_FOUND', 'maple-ridge');
    });

    it('rejects an unknown alias', async () => {
      await expectError('/api/v2/tee-times', 404, 'ALIAS_NOT_FOUND', 'no-such-engine');
    });
  });
});

describe('defaultStartDay', () => {
  async function withInventory(inventory: Record<string, unknown>) {
    const db = server.database!.handle.db;
    await db.update(bookingEngines).set({ settings: { inventory } }).where(eq(bookingEngines.alias, 'maple-ridge'));
    return search('', 'maple-ridge');
  }

  it('opens on tomorrow with next', async () => {
    expect((await withInventory({ defaultStartDay: 'next' })).date).toBe('2026-07-11');
  });

  it('opens on the first date with a bookable tee time with next-available', async () => {
    // A window that ends before now + 30 minutes today (08:00 in Toronto) leaves today empty.
    const body = await withInventory({
      defaultStartDay: 'next-available',
      reservationWindowType: 'minutes-after-midnight',
      startTimeMinutesAfterMidnight: 360,
      endTimeMinutesAfterMidnight: 480,
    });
    expect(body.date).toBe('2026-07-11');
    expect(body.teeTimes[0]!.teetime).toBe('2026-07-11T06:00');
    expect(body.teeTimes.at(-1)!.teetime).toBe('2026-07-11T08:00');
  });

  it('honours singlesMode never and a shorter maxDaysOut', async () => {
    const body = await withInventory({ singlesMode: 'never', maxDaysOut: 3 });
    expect(body.bookingWindow.lastDate).toBe('2026-07-13');
    expect(body.teeTimes.every((teeTime) => teeTime.rates.every((rate) => !rate.allowedPlayers.includes(1)))).toBe(
      true,
    );
    await expectError('/api/v2/tee-times?date=2026-07-14', 400, 'BAD_REQUEST', 'maple-ridge');
  });
});

describe('GET /api/tee-times/prices', () => {
  it('gives the price range of each course on the date', async () => {
    const response = await server.get('/api/tee-times/prices?date=2026-07-11', { 'x-be-alias': 'demo' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { facilityId: number; min: number; max: number; date: string }[];
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      facilityId: ids['harbor-pines-north'],
      date: '2026-07-11',
      currencyCode: 'USD',
      max: 10900,
    });
  });

  it('validates its input', async () => {
    await expectError('/api/tee-times/prices', 400, 'VALIDATION_FAILED');
    await expectError(`/api/tee-times/prices?date=2026-07-11&facilityIds=${ids['maple-ridge']}`, 404, 'NOT_FOUND');
  });
});
