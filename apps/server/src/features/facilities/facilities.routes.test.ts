import { errorResponseSchema } from '@fairway/contract/errors.contract';
import {
  type BookingEngineResponse,
  type Facility,
  bookingEngineResponseSchema,
  facilitiesResponseSchema,
} from '@fairway/contract/facilities.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function facilitiesOf(alias?: string): Promise<Facility[]> {
  const response = await server.get('/api/facilities', alias ? { 'x-be-alias': alias } : {});
  expect(response.status).toBe(200);
  return facilitiesResponseSchema.parse(await response.json());
}

async function engineOf(alias?: string): Promise<BookingEngineResponse> {
  const response = await server.get('/api/booking-engine', alias ? { 'x-be-alias': alias } : {});
  expect(response.status).toBe(200);
  // The contract parse would fill defaults; check the raw body carries them itself.
  const body = (await response.json()) as BookingEngineResponse;
  expect(bookingEngineResponseSchema.parse(body)).toEqual(body);
  return body;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = errorResponseSchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

describe('GET /api/facilities', () => {
  it('lists the demo courses in display order, with SPEC §3 fields', async () => {
    const facilities = await facilitiesOf('demo');
    expect(facilities.map((f) => f.name)).toEqual(['Harbor Pines – North Course', 'Harbor Pines – South Course']);
    for (const facility of facilities) {
      expect(facility).toMatchObject({
        timeZone: 'America/New_York',
        currency: '$',
        currencyCode: 'USD',
        holes: 18,
        isSimulator: false,
      });
      expect(Number.isInteger(facility.id)).toBe(true);
      expect(facility.latitude).toBeCloseTo(35.17, 1);
      expect(facility.longitude).toBeCloseTo(-79.39, 1);
      expect(facility.imageUrl).toMatch(/^\/static\/tenants\/demo\//);
    }
    expect(new Set(facilities.map((f) => f.courseId)).size).toBe(2);
  });

  it('is never stored by a cache, since the answer depends on x-be-alias', async () => {
    for (const alias of ['demo', 'nope', 'NOPE']) {
      const response = await server.get('/api/facilities', { 'x-be-alias': alias });
      expect(response.headers.get('cache-control'), alias).toBe('no-store');
      expect(response.headers.get('vary'), alias).toContain('x-be-alias');
    }
  });

  it('answers for the default alias (demo) without a header', async () => {
    expect(await facilitiesOf()).toEqual(await facilitiesOf('demo'));
  });

  it('shows a single simulator venue with no holes', async () => {
    const [venue, ...others] = await facilitiesOf('simulator');
    expect(others).toEqual([]);
    expect(venue).toMatchObject({
      name: "Eagle's Nest Golf Lounge",
      isSimulator: true,
      holes: null,
      timeZone: 'America/Chicago',
      currencyCode: 'USD',
    });
  });

  it('prices Maple Ridge in Canadian dollars in Toronto time', async () => {
    const facilities = await facilitiesOf('maple-ridge');
    expect(facilities).toHaveLength(1);
    expect(facilities[0]).toMatchObject({
      currency: 'CA$',
      currencyCode: 'CAD',
      timeZone: 'America/Toronto',
      address: { country: 'CA', region: 'ON' },
    });
  });

  it('keeps each desert course in its own time zone', async () => {
    const facilities = await facilitiesOf('desert-group');
    expect(facilities.map((f) => [f.name, f.timeZone])).toEqual([
      ['Saguaro Canyon Golf Club', 'America/Phoenix'],
      ['Red Mesa Golf Course', 'America/Denver'],
    ]);
  });

  it('lets the partner engine show facilities of other engines', async () => {
    const deals = await facilitiesOf('teetime-deals');
    const demo = await facilitiesOf('demo');
    const desert = await facilitiesOf('desert-group');
    expect(deals.map((f) => f.courseId)).toEqual(['harbor-pines-north', 'harbor-pines-south', 'saguaro-canyon']);
    // The same rows (same ids), not copies.
    expect(deals.slice(0, 2)).toEqual(demo);
    expect(deals[2]).toEqual(desert[0]);
  });
});

describe('tenant isolation', () => {
  const aliases = ['demo', 'simulator', 'maple-ridge', 'desert-group', 'teetime-deals'];

  it('never shows a Harbor Pines course through Maple Ridge', async () => {
    const facilities = await facilitiesOf('maple-ridge');
    expect(facilities.some((f) => f.name.includes('Harbor Pines'))).toBe(false);
  });

  it('shows a shared facility only through the engines that include it', async () => {
    const holders: string[] = [];
    const redMesaHolders: string[] = [];
    for (const alias of aliases) {
      const courseIds = (await facilitiesOf(alias)).map((f) => f.courseId);
      if (courseIds.includes('harbor-pines-north')) holders.push(alias);
      if (courseIds.includes('red-mesa')) redMesaHolders.push(alias);
    }
    expect(holders).toEqual(['demo', 'teetime-deals']);
    expect(redMesaHolders).toEqual(['desert-group']);
  });

  it("fills identity.gnFacilityIds with the engine's own facilities only", async () => {
    for (const alias of aliases) {
      const facilities = await facilitiesOf(alias);
      const engine = await engineOf(alias);
      expect(engine.settings.identity.gnFacilityIds).toEqual(facilities.map((f) => f.gnFacilityId));
    }
  });
});

describe('GET /api/booking-engine', () => {
  it('describes the demo organisation with its stored settings over the defaults', async () => {
    const engine = await engineOf('demo');
    expect(engine).toMatchObject({
      alias: 'demo',
      name: 'Harbor Pines Golf Club',
      scope: 'organization',
      affiliate: false,
    });
    expect(engine.allowedOrigins).toEqual(['self', 'https://www.harborpines.example']);
    const { identity, featureFlags, user, smartPlay, appearance, inventory } = engine.settings;
    expect(identity).toMatchObject({
      alias: 'demo',
      name: 'Harbor Pines Golf Club',
      entityType: 'organization',
      isDefault: true,
    });
    expect(identity.gnFacilityIds).toEqual([10101, 10102]);
    expect(identity.activeTabs).toEqual(['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS', 'STORE']);
    expect(featureFlags.enableTeeTimeAlerts).toBe(true);
    expect(user.guestCheckout).toBe(true);
    expect(smartPlay.productLineups).toBe(true);
    expect(smartPlay.checkInWindow).toBe(2); // default kept
    expect(appearance.salesBanner).toBe('Twilight rates from $39 after 3 pm');
    expect(appearance.headerImage).toBe('/static/tenants/demo/header.svg');
    expect(appearance.welcomeMessage).toContain('&lt;p&gt;'); // stored entity-encoded
    expect(inventory.maxDaysOut).toBe(14);
    // Ready to show: decoded, paragraphs as spans, sanitised (no decoder or sanitiser in the browser).
    expect(engine.welcomeHtml).toBe(
      '<span>Welcome to <strong>Harbor Pines</strong>: 36 holes among the longleaf pines of the Sandhills.</span>' +
        '<span>Tee times open 14 days ahead &amp; walkers are always welcome.</span>',
    );
  });

  it('merges Maple Ridge field by field: guest checkout off, every other default kept', async () => {
    const { settings } = await engineOf('maple-ridge');
    expect(settings.user).toEqual({
      golfIdLogin: true,
      inviteAFriend: false,
      guestCheckout: false,
      memberGuestRate: false,
      memberBookingLimit: null,
      playerPartner: false,
    });
    expect(settings.inventory.maxDaysOut).toBe(14);
    expect(settings.inventory.singlesMode).toBe('paired');
    expect(settings.checkout.requiredFields).toEqual({
      email: true,
      phone: true,
      teeTimePolicy: true,
      creditCard: true,
      note: true,
    });
    expect(settings.appearance.primaryColor).toBe('#b5462a');
    expect(settings.appearance.noResultsColor).toBeNull();
    expect(settings.featureFlags.enableTeeTimeAlerts).toBe(false);
    expect(settings.identity.activeTabs).toEqual(['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS']);
  });

  it("runs Maple Ridge's temporary welcome message from Monday to Sunday of the seed week", async () => {
    const { tempWelcomeMessage, welcomeMessage } = (await engineOf('maple-ridge')).settings.appearance;
    expect(welcomeMessage).toBeTruthy();
    expect(tempWelcomeMessage.message).toBeTruthy();
    const from = new Date(`${tempWelcomeMessage.from}T12:00:00Z`);
    const to = new Date(`${tempWelcomeMessage.to}T12:00:00Z`);
    expect(from.getUTCDay()).toBe(1);
    expect(to.getUTCDay()).toBe(0);
    expect((to.getTime() - from.getTime()) / 86_400_000).toBe(6);
    // The seed week is this week: the temporary message is the one shown today.
    expect((await engineOf('maple-ridge')).welcomeHtml).toBe(
      '<span>Aeration week: greens are sanded and green fees are 30% off until Sunday.</span>',
    );
  });

  it('marks the partner engine as affiliate, with its wildcard origin', async () => {
    const engine = await engineOf('teetime-deals');
    expect(engine).toMatchObject({ alias: 'teetime-deals', name: 'TeeTime Deals', scope: 'group', affiliate: true });
    expect(engine.allowedOrigins).toEqual(['self', 'https://*.teetimedeals.example']);
    expect(engine.settings.identity).toMatchObject({ entityType: 'group', isDefault: false });
  });

  it('keeps the product colours for an engine that sets none, and its own where set', async () => {
    const desert = await engineOf('desert-group');
    const simulator = await engineOf('simulator');
    expect(desert.settings.appearance.primaryColor).toBe('#c0622f');
    expect(simulator.settings.appearance).toMatchObject({ primaryColor: '#1f3a5f', secondaryColor: '#f2a900' });
    expect((await engineOf('demo')).settings.appearance).toMatchObject({
      primaryColor: '#4fb488',
      secondaryColor: '#676767',
    });
    expect(simulator.allowedOrigins).toEqual([]);
  });

  it('answers the default engine without a header', async () => {
    expect((await engineOf()).alias).toBe('demo');
  });
});

describe('the x-be-alias header', () => {
  it('answers 404 ALIAS_NOT_FOUND for an unknown alias', async () => {
    const error = await expectError(
      await server.get('/api/facilities', { 'x-be-alias': 'pine-valley' }),
      404,
      'ALIAS_NOT_FOUND',
    );
    expect(error.message).toBe('Unknown booking engine "pine-valley"');
    await expectError(await server.get('/api/booking-engine', { 'x-be-alias': 'pine-valley' }), 404, 'ALIAS_NOT_FOUND');
  });

  it.each([
    ['uppercase', 'DEMO'],
    ['spaces', 'demo group'],
    ['300 characters', 'a'.repeat(300)],
    ['a path', '../x'],
    ['a trailing dash', 'demo-'],
    ['empty', ''],
  ])('answers 400 INVALID_ALIAS for %s', async (_label, alias) => {
    await expectError(await server.get('/api/facilities', { 'x-be-alias': alias }), 400, 'INVALID_ALIAS');
    await expectError(await server.get('/api/booking-engine', { 'x-be-alias': alias }), 400, 'INVALID_ALIAS');
  });

  it('answers 400 INVALID_ALIAS for a repeated header, even with the same value', async () => {
    const headers = new Headers();
    headers.append('x-be-alias', 'demo');
    headers.append('x-be-alias', 'demo');
    await expectError(await fetch(`${server.baseUrl}/api/facilities`, { headers }), 400, 'INVALID_ALIAS');
  });
});
