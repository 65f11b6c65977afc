import type { AdminSettingsResponse, SettingsUpdateResponse } from '@fairway/contract/admin-settings.contract';
import type { BookingEngineResponse } from '@fairway/contract/facilities.contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { engineImages } from '../../db/schema/engine-images.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ADMIN_SWEEPS } from './admin.routes.ts';
import { staffCaller } from './testing/staff-caller.ts';

let server: TestServer;
let fx: Fixtures;
let counts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  // A long engine memo, as in production (2 s there): the change must still show at once.
  server = await startTestServer({
    now: () => MATRIX_NOW,
    tenantCacheMs: 600_000,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  counts = await tableCounter(server.database!.handle.db);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
const MANAGER = 'manager@harborpines.example';
const settingsOf = async (username = MANAGER) =>
  (await fx.api.get('/api/admin/settings', await as(username))).body as AdminSettingsResponse;
const golferAnswer = async (alias = 'demo') =>
  (await fx.api.get('/api/booking-engine', { alias })).body as BookingEngineResponse;
const put = async (settings: unknown, username = MANAGER, alias = 'demo') =>
  fx.api.put('/api/admin/settings', { settings }, await as(username, alias));

describe('engine settings and theme', () => {
  it('lets owners and managers read and change settings; refuses pro-shop staff (403), golfers and other aliases (401), and calls without CSRF', async () => {
    for (const username of ['owner@harborpines.example', MANAGER]) {
      const read = await fx.api.get('/api/admin/settings', await as(username));
      expect(read.status, username).toBe(200);
      expect((read.body as AdminSettingsResponse).alias).toBe('demo');
      expect((await fx.api.get('/api/admin/activity', await as(username))).status, username).toBe(200);
    }
    const current = await settingsOf();
    const proShop = await as('proshop@harborpines.example');
    const other = await as('manager@eaglesnest.example', 'simulator');
    const before = await counts();
    expect((await fx.api.get('/api/admin/settings', proShop)).body.error.code).toBe('FORBIDDEN');
    expect(
      (
        await fx.api.put(
          '/api/admin/settings',
          { settings: { appearance: { ...current.settings.appearance, primaryColor: '#123456' } } },
          proShop,
        )
      ).status,
    ).toBe(403);
    expect((await fx.api.get('/api/admin/activity', proShop)).status).toBe(403);
    expect((await fx.api.get('/api/admin/settings', { alias: 'demo', bearer: fx.main.bearer })).status).toBe(401);
    // A staff token of another alias is nobody's session here.
    expect(
      (
        await fx.api.put(
          '/api/admin/settings',
          { settings: { appearance: { primaryColor: '#123456' } } },
          { ...other, alias: 'demo' },
        )
      ).status,
    ).toBe(401);
    expect((await fx.api.get('/api/admin/activity', { ...other, alias: 'demo' })).status).toBe(401);
    expect(
      (
        await fx.api.put(
          '/api/admin/settings',
          { settings: { appearance: { primaryColor: '#123456' } } },
          { ...(await as(MANAGER)), csrf: false },
        )
      ).status,
    ).toBe(403);
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await golferAnswer()).settings.appearance.primaryColor).toBe(current.settings.appearance.primaryColor);
  });

  it('answers the settings golfers get, with every default and the theme contrast', async () => {
    const { settings, contrast } = await settingsOf();
    expect(settings).toEqual((await golferAnswer()).settings);
    expect(settings.identity.alias).toBe('demo');
    expect(settings.inventory.maxDaysOut).toBe(14);
    expect(contrast.map((pair) => [pair.field, pair.kind])).toEqual([
      ['primaryColor', 'text'],
      ['secondaryColor', 'text'],
      ['primaryColor', 'ui'],
    ]);
    expect(contrast.filter((pair) => pair.kind === 'text').every((pair) => pair.ok && pair.ratio >= 4.5)).toBe(true);
  });

  it('refuses invalid settings with 400 VALIDATION_FAILED naming each field, and writes nothing', async () => {
    const { settings } = await settingsOf();
    const appearance = settings.appearance;
    const before = await counts();
    const pathsOf = async (body: unknown) => {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      return (answer.body.error.details.issues as { path: string[] }[]).map((found) => found.path.join('.'));
    };
    expect(await pathsOf({ appearance: { ...appearance, primaryColor: 'red' } })).toContain(
      'settings.appearance.primaryColor',
    );
    expect(await pathsOf({ appearance: { ...appearance, secondaryColor: '#12345' } })).toContain(
      'settings.appearance.secondaryColor',
    );
    expect(await pathsOf({ appearance: { ...appearance, headerImage: 'javascript:alert(1)' } })).toContain(
      'settings.appearance.headerImage',
    );
    expect(await pathsOf({ appearance: { ...appearance, salesBanner: 'x'.repeat(501) } })).toContain(
      'settings.appearance.salesBanner',
    );
    expect(await pathsOf({ inventory: { ...settings.inventory, maxDaysOut: -1 } })).toContain(
      'settings.inventory.maxDaysOut',
    );
    expect(await pathsOf({ inventory: { ...settings.inventory, maxDaysOut: 10_000 } })).toContain(
      'settings.inventory.maxDaysOut',
    );
    expect(
      await pathsOf({
        checkout: {
          ...settings.checkout,
          splitPayment: { ...settings.checkout.splitPayment, unpaidShares: 'forgive' },
        },
      }),
    ).toContain('settings.checkout.splitPayment.unpaidShares');
    // Unknown groups and fields, and identity fields that come from the engine itself, are refused.
    expect(await pathsOf({ colours: {} })).toEqual(['settings']);
    expect(await pathsOf({ appearance: { ...appearance, fontFamily: 'Comic Sans' } })).toEqual(['settings.appearance']);
    expect(await pathsOf({ identity: { ...settings.identity, alias: 'someone-else' } })).toEqual(['settings.identity']);
    // Rules across fields: the temporary welcome window, a day by the clock.
    const temp = (from: string | null, to: string | null, message: string | null) => ({
      appearance: { ...appearance, tempWelcomeMessage: { message, from, to } },
    });
    expect(await pathsOf(temp('2026-07-20', '2026-07-18', 'Aeration week'))).toEqual([
      'settings.appearance.tempWelcomeMessage.to',
    ]);
    expect(await pathsOf(temp('2026-07-20', '2026-07-22', null))).toEqual([
      'settings.appearance.tempWelcomeMessage.message',
    ]);
    expect(await pathsOf(temp('2026-07-20', null, 'Aeration week'))).toEqual([
      'settings.appearance.tempWelcomeMessage.to',
    ]);
    const clock = {
      ...settings.inventory,
      reservationWindowType: 'minutes-after-midnight',
      startTimeMinutesAfterMidnight: 600,
      endTimeMinutesAfterMidnight: 540,
    };
    expect(await pathsOf({ inventory: clock })).toEqual(['settings.inventory.endTimeMinutesAfterMidnight']);
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await settingsOf()).settings).toEqual(settings);
  });

  it('saves a theme change, shows it to golfers on their next load, and audits the changed paths in the same transaction', async () => {
    const { settings } = await settingsOf();
    // The golfer app has loaded (and the engine memo kept) the old theme.
    expect((await golferAnswer()).settings.appearance.primaryColor).toBe(settings.appearance.primaryColor);
    const appearance = {
      ...settings.appearance,
      primaryColor: '#1d4e89',
      welcomeMessage: '<p>Spring greens are rolling fast.</p>',
      tempWelcomeMessage: { message: '<p>Members week: 20% off.</p>', from: '2026-07-09', to: '2026-07-12' },
      salesBanner: 'Twilight from $35',
    };
    const saved = await put({ appearance });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const body = saved.body as SettingsUpdateResponse;
    expect(body.changes).toEqual([
      { path: 'appearance.primaryColor', before: settings.appearance.primaryColor, after: '#1d4e89' },
      {
        path: 'appearance.welcomeMessage',
        before: settings.appearance.welcomeMessage,
        after: '<p>Spring greens are rolling fast.</p>',
      },
      { path: 'appearance.tempWelcomeMessage.message', before: null, after: '<p>Members week: 20% off.</p>' },
      { path: 'appearance.tempWelcomeMessage.from', before: null, after: '2026-07-09' },
      { path: 'appearance.tempWelcomeMessage.to', before: null, after: '2026-07-12' },
      { path: 'appearance.salesBanner', before: settings.appearance.salesBanner, after: 'Twilight from $35' },
    ]);
    expect(body.settings.appearance).toEqual(appearance);
    // Golfers' next load: the booking-engine answer and the HTML shell's theme.
    expect((await golferAnswer()).settings.appearance).toEqual(appearance);
    const shell = await (await server.get('/search?alias=demo', { accept: 'text/html' })).text();
    expect(shell).toContain('--fw-primary: #1d4e89');
    expect(shell).toContain('Members week: 20% off.');
    // Other groups and other aliases are untouched.
    expect((await golferAnswer()).settings.checkout).toEqual(settings.checkout);
    expect((await golferAnswer('simulator')).settings.appearance.primaryColor).toBe('#1f3a5f');

    const rows = await server
      .database!.handle.db.select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'settings.update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: MANAGER,
      target: 'booking-engine:demo',
      details: { groups: ['appearance'], changes: body.changes },
    });

    // The same settings again change nothing and log nothing.
    const before = await counts();
    const again = await put({ appearance });
    expect((again.body as SettingsUpdateResponse).changes).toEqual([]);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('keeps the identity the engine itself decides, and changes other groups the same way', async () => {
    const { settings } = await settingsOf('owner@harborpines.example');
    const saved = await put(
      {
        identity: { activeTabs: ['TEE_TIMES', 'COURSE_INFO'], name: 'Harbor Pines GC' },
        user: { ...settings.user, inviteAFriend: false },
      },
      'owner@harborpines.example',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await golferAnswer()).settings;
    expect(after.identity).toMatchObject({
      alias: 'demo',
      name: 'Harbor Pines GC',
      activeTabs: ['TEE_TIMES', 'COURSE_INFO'],
      gnFacilityIds: settings.identity.gnFacilityIds,
      isDefault: settings.identity.isDefault,
    });
    expect(after.identity.ga.trackingCode).toBeNull();
    expect(after.user.inviteAFriend).toBe(false);
    expect((saved.body as SettingsUpdateResponse).changes.map((change) => change.path)).toEqual([
      'identity.name',
      'identity.activeTabs',
      'identity.ga.trackingCode',
      'user.inviteAFriend',
    ]);
  });
});

describe('concurrent settings changes', () => {
  it('serialises changes of different groups on the engine row: neither is lost', async () => {
    const { settings } = await settingsOf();
    const [a, b] = await Promise.all([
      put({ reservations: { ...settings.reservations, onlineCancellationHours: 36 } }),
      put({ smartPlay: { ...settings.smartPlay, checkInWindow: 3 } }, 'owner@harborpines.example'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await golferAnswer()).settings;
    expect(after.reservations.onlineCancellationHours).toBe(36);
    expect(after.smartPlay.checkInWindow).toBe(3);
  });
});

describe('theme images', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('fairway-e2e-header'),
  ]);
  const upload = async (body: Record<string, unknown>, username = MANAGER) =>
    fx.api.post('/api/admin/settings/images', body, await as(username));

  it('stores an uploaded image, serves it with its type and a year of caching, and the theme can use it', async () => {
    const saved = await upload({ kind: 'header', contentType: 'image/png', data: png.toString('base64') });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ contentType: 'image/png', bytes: png.length });
    const url = saved.body.url as string;
    expect(url).toMatch(/^\/api\/engine-images\/\d+\/[0-9a-f]{64}$/);

    const served = await server.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect((await server.get(url.replace(/[0-9a-f]{64}$/, '0'.repeat(64)))).status).toBe(404);

    const [row] = await server
      .database!.handle.db.select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.image-upload'));
    expect(row).toMatchObject({
      username: MANAGER,
      details: { kind: 'header', contentType: 'image/png', bytes: png.length, url },
    });

    const { settings } = await settingsOf();
    expect((await put({ appearance: { ...settings.appearance, headerImage: url } })).status).toBe(200);
    expect((await golferAnswer()).settings.appearance.headerImage).toBe(url);
  });

  it('refuses what is not a PNG, JPEG or WebP of the declared type, over 1 MB, or from pro-shop staff, and writes nothing', async () => {
    const before = await counts();
    const refused = async (body: Record<string, unknown>, path: string) => {
      const answer = await upload(body);
      expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect((answer.body.error.details.issues as { path: string[] }[]).map((found) => found.path.join('.'))).toContain(
        path,
      );
    };
    await refused(
      {
        kind: 'header',
        contentType: 'image/png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
      },
      'data',
    );
    await refused({ kind: 'header', contentType: 'image/svg+xml', data: png.toString('base64') }, 'contentType');
    await refused({ kind: 'header', contentType: 'image/jpeg', data: png.toString('base64') }, 'contentType');
    await refused({ kind: 'banner', contentType: 'image/png', data: png.toString('base64') }, 'kind');
    await refused({ kind: 'header', contentType: 'image/png', data: 'not base64!' }, 'data');
    await refused(
      {
        kind: 'background',
        contentType: 'image/png',
        data: Buffer.concat([png, Buffer.alloc(1_048_577 - png.length)]).toString('base64'),
      },
      'data',
    );
    expect(
      (
        await upload(
          { kind: 'header', contentType: 'image/png', data: png.toString('base64') },
          'proshop@harborpines.example',
        )
      ).status,
    ).toBe(403);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it("deletes, a day after its upload, an image no engine uses any more; one in a theme or in any engine's settings stays", async () => {
    const uploaded = async (label: string) => {
      const saved = await upload({
        kind: 'background',
        contentType: 'image/png',
        data: Buffer.concat([png, Buffer.from(label)]).toString('base64'),
      });
      expect(saved.status).toBe(200);
      return saved.body.url as string;
    };
    const [inTheme, replaced, recent, elsewhere] = [
      await uploaded('in-theme'),
      await uploaded('replaced'),
      await uploaded('recent'),
      await uploaded('elsewhere'),
    ];
    const idOf = (url: string) => Number(url.split('/')[3]);
    const twoDaysAgo = new Date(MATRIX_NOW.getTime() - 48 * 3_600_000);
    await server
      .database!.handle.db.update(engineImages)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(engineImages.id, [inTheme, replaced, elsewhere].map(idOf)));
    const { settings } = await settingsOf();
    expect((await put({ appearance: { ...settings.appearance, backgroundImage: replaced } })).status).toBe(200);
    expect((await put({ appearance: { ...settings.appearance, backgroundImage: inTheme } })).status).toBe(200);
    // Another engine's welcome message shows the last one.
    const other = (await fx.api.get('/api/admin/settings', await as('manager@eaglesnest.example', 'simulator')))
      .body as AdminSettingsResponse;
    const welcome = { ...other.settings.appearance, welcomeMessage: `<p>Welcome <img src="${elsewhere}" alt=""></p>` };
    expect((await put({ appearance: welcome }, 'manager@eaglesnest.example', 'simulator')).status).toBe(200);

    expect((await server.app.periodicJobs.runNow(ADMIN_SWEEPS.unusedThemeImages)).changed).toBe(1);
    expect((await server.get(replaced)).status).toBe(404);
    for (const kept of [inTheme, recent, elsewhere]) expect((await server.get(kept)).status, kept).toBe(200);
    expect((await server.app.periodicJobs.runNow(ADMIN_SWEEPS.unusedThemeImages)).changed).toBe(0);
  });
});

describe('release settings', () => {
  it('sets the daily release and its mode, shows them to golfers, and refuses a release time that is not HH:MM', async () => {
    const release = {
      releaseTime: '06:30',
      mode: 'fair-queue',
      signInRequired: true,
      bookingsPerGolferPerReleaseDay: 2,
      admitAtOnce: 12,
      turnSeconds: 240,
    };
    const saved = await put({ release });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await golferAnswer()).settings.release).toEqual(release);
    const before = await counts();
    const refused = await put({ release: { ...release, releaseTime: '7am' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('releaseTime');
    const noTurns = await put({ release: { ...release, admitAtOnce: 0, turnSeconds: 5 } });
    expect(noTurns.status).toBe(400);
    expect(JSON.stringify(noTurns.body)).toContain('admitAtOnce');
    expect(JSON.stringify(noTurns.body)).toContain('turnSeconds');
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await put({ release: { mode: 'first-come' } })).status).toBe(200);
    expect((await golferAnswer()).settings.release).toEqual({
      releaseTime: '07:00',
      mode: 'first-come',
      signInRequired: false,
      bookingsPerGolferPerReleaseDay: null,
      admitAtOnce: 10,
      turnSeconds: 180,
    });
  });
});

describe('embed origins and partner mode', () => {
  const putEngine = async (engine: unknown, username = MANAGER) =>
    fx.api.put('/api/admin/settings', { engine }, await as(username));
  const frameAncestors = async () =>
    /frame-ancestors ([^;]+)/
      .exec(
        (await server.get('/?alias=demo', { accept: 'text/html' })).headers.get('content-security-policy') ?? '',
      )?.[1]
      ?.split(' ');

  it('answers the allowed origins and partner mode with the settings, and saves them normalised, once each, audited', async () => {
    const current = await settingsOf();
    expect(current.engine).toEqual({
      allowedOrigins: ['self', 'https://www.harborpines.example'],
      affiliate: false,
    });
    const saved = await putEngine({
      allowedOrigins: [
        'self',
        ' HTTPS://Book.HarborPines.example:443/ ',
        'https://book.harborpines.example',
        'https://*.harborpines.example',
        'http://localhost:5173',
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = [
      'self',
      'https://book.harborpines.example',
      'https://*.harborpines.example',
      'http://localhost:5173',
    ];
    expect((saved.body as SettingsUpdateResponse).engine.allowedOrigins).toEqual(stored);
    expect((saved.body as SettingsUpdateResponse).changes).toEqual([
      { path: 'engine.allowedOrigins', before: current.engine.allowedOrigins, after: stored },
    ]);
    expect((await golferAnswer()).allowedOrigins).toEqual(stored);
    expect(await frameAncestors()).toEqual([
      "'self'",
      'https://book.harborpines.example',
      'https://*.harborpines.example',
      'http://localhost:5173',
    ]);
    const [entry] = await server
      .database!.handle.db.select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.update'))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({ groups: ['engine'], changes: [{ path: 'engine.allowedOrigins' }] });

    // The same list again changes and logs nothing.
    const before = await counts();
    expect((await putEngine({ allowedOrigins: stored })).body.changes).toEqual([]);
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await putEngine({ allowedOrigins: current.engine.allowedOrigins })).status).toBe(200);
  });

  it('refuses an origin that is not https (but localhost), has a path, or a wildcard over a whole domain, naming each one; and more than 50', async () => {
    const before = await counts();
    const refused = await putEngine({
      allowedOrigins: ['http://www.club.com', 'https://www.club.com/book', 'https://*.com', 'www.club.com'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    const issues = refused.body.error.details.issues as { path: string[]; message: string }[];
    expect(issues.map((found) => [found.path.join('.'), found.message])).toEqual([
      ['engine.allowedOrigins.0', 'Use https:// (http:// only for localhost while testing)'],
      ['engine.allowedOrigins.1', "Only the site's address, without a page: https://www.yourclub.com"],
      ['engine.allowedOrigins.2', 'A wildcard must name a domain: https://*.yourclub.com'],
      ['engine.allowedOrigins.3', 'Not a web address: write it as https://www.yourclub.com'],
    ]);
    const many = Array.from({ length: 51 }, (_, index) => `https://site${index}.example`);
    expect((await putEngine({ allowedOrigins: many })).status).toBe(400);
    expect((await putEngine({ allowedOrigins: [] }, 'proshop@harborpines.example')).status).toBe(403);
    expect((await putEngine({ affiliate: true, colour: 'red' })).status).toBe(400);
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await golferAnswer()).allowedOrigins).toEqual(['self', 'https://www.harborpines.example']);
  });

  it('switches partner mode for golfers; a partner site then keeps its courses read-only', async () => {
    const on = await putEngine({ affiliate: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.changes).toEqual([{ path: 'engine.affiliate', before: false, after: true }]);
    expect((await golferAnswer()).affiliate).toBe(true);
    const courses = (await fx.api.get('/api/admin/courses', await as(MANAGER))).body.courses as { editable: boolean }[];
    expect(courses.every((course) => !course.editable)).toBe(true);
    expect((await putEngine({ affiliate: false })).status).toBe(200);
    expect((await golferAnswer()).affiliate).toBe(false);
  });
});
