import type { BlockPreview, TeeSheet } from '@fairway/contract/admin.contract';
import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { teeTimeOpenings } from '../../db/schema/openings.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// MATRIX_NOW is 2026-07-10 08:00 at Harbor Pines (America/New_York); the fixtures book 2026-07-13.
const DATE = '2026-07-13';
let server: TestServer;
let fx: Fixtures;
let booked: Awaited<ReturnType<Fixtures['reservation']>>;
let counts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  booked = await fx.reservation();
  counts = await tableCounter(server.database!.handle.db);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
const MANAGER = 'manager@harborpines.example';

const search = async (date: string) =>
  (await fx.api.get(`/api/v2/tee-times?date=${date}&facilityIds=${fx.north.id}`)).body as TeeTimesResponse;
const bookedTime = async () => {
  const sheet = (await fx.api.get(`/api/admin/tee-sheet?date=${DATE}&facilityId=${fx.north.id}`, await as(MANAGER)))
    .body as TeeSheet;
  return sheet.courses[0]!.teeTimes.find((time) =>
    time.reservations.some((reservation) => reservation.reservationId === booked.reservationId),
  )!.teetime;
};
const plusMinutes = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
const block = (overrides: Record<string, unknown> = {}) => ({
  facilityId: fx.north.id,
  kind: 'maintenance',
  restriction: 'aeration',
  reason: 'Greens aeration this morning',
  startsOn: DATE,
  fromTime: '10:00',
  toTime: '12:00',
  ...overrides,
});
const remove = async (id: number, username = MANAGER, alias = 'demo') =>
  fx.api.call('DELETE', `/api/admin/blocks/${id}`, undefined, await as(username, alias));

describe('blocks of tee times', () => {
  it('lets owners and managers manage blocks, refuses pro-shop staff (403), golfers (401) and other aliases (404)', async () => {
    for (const username of ['owner@harborpines.example', MANAGER]) {
      const preview = await fx.api.post('/api/admin/blocks/preview', block(), await as(username));
      expect(preview.status, username).toBe(200);
      expect((preview.body as BlockPreview).closedTeeTimes).toBeGreaterThan(4);
      expect((await fx.api.get(`/api/admin/blocks?from=${DATE}&to=${DATE}`, await as(username))).status).toBe(200);
    }
    const proShop = await as('proshop@harborpines.example');
    const other = await as('manager@eaglesnest.example', 'simulator');
    const before = await counts();
    expect((await fx.api.post('/api/admin/blocks/preview', block(), proShop)).body.error.code).toBe('FORBIDDEN');
    expect((await fx.api.post('/api/admin/blocks', { block: block() }, proShop)).status).toBe(403);
    expect((await fx.api.get(`/api/admin/blocks?from=${DATE}&to=${DATE}`, proShop)).status).toBe(403);
    expect((await fx.api.call('DELETE', '/api/admin/blocks/1', undefined, proShop)).status).toBe(403);
    expect((await fx.api.post('/api/admin/blocks', { block: block() }, { bearer: fx.main.bearer })).status).toBe(401);
    // The simulator alias does not show Harbor Pines North.
    expect((await fx.api.post('/api/admin/blocks', { block: block() }, other)).status).toBe(404);
    expect((await fx.api.post('/api/admin/blocks/preview', block(), other)).status).toBe(404);
    expect(
      (await fx.api.get(`/api/admin/blocks?from=${DATE}&to=${DATE}&facilityId=${fx.north.id}`, other)).status,
    ).toBe(404);
    // No CSRF header: refused like every state-changing call.
    expect(
      (await fx.api.post('/api/admin/blocks', { block: block() }, { ...(await as(MANAGER)), csrf: false })).status,
    ).toBe(403);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('answers bad input 400 and writes nothing', async () => {
    const manager = await as(MANAGER);
    const before = await counts();
    for (const bad of [
      block({ toTime: '10:00' }),
      block({ toTime: '09:00' }),
      block({ endsOn: '2026-07-12' }),
      block({ endsOn: '2027-08-01' }),
      block({ weekdays: [8] }),
      block({ weekdays: [2, 2] }),
      block({ weekdays: [2] }), // 2026-07-13 is a Monday
      block({ reason: '   ' }),
      block({ kind: 'picnic' }),
      block({ restriction: 'frost' }),
      block({ fromTime: '7:00' }),
      block({ startsOn: '2026-02-30' }),
      block({ startsOn: '2026-07-01' }), // in the past
      block({ facilityId: 'north' }),
    ]) {
      const answer = await fx.api.post('/api/admin/blocks', { block: bad, acknowledgeConflicts: true }, manager);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(['VALIDATION_FAILED', 'BAD_REQUEST']).toContain(answer.body.error.code);
    }
    expect((await fx.api.call('DELETE', '/api/admin/blocks/abc', undefined, manager)).status).toBe(400);
    expect((await fx.api.get(`/api/admin/blocks?from=${DATE}&to=2026-07-01`, manager)).status).toBe(400);
    // The list stays bounded: a range of more than a year is refused, a year is answered.
    const tooLong = await fx.api.get('/api/admin/blocks?from=2026-01-01&to=2027-01-03', manager);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('A range spans at most 366 days');
    expect((await fx.api.get('/api/admin/blocks?from=2026-01-01&to=2027-01-02', manager)).status).toBe(200);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('previews the bookings inside a block, refuses to save over them without acknowledgement, then blocks search and tells golfers why', async () => {
    const manager = await as(MANAGER);
    const time = (await bookedTime()).slice(11);
    const morning = block({ fromTime: time, toTime: plusMinutes(time, 60) });
    const preview = (await fx.api.post('/api/admin/blocks/preview', morning, manager)).body as BlockPreview;
    expect(preview.conflicts).toEqual([
      {
        reservationId: booked.reservationId,
        confirmationNumber: expect.any(String),
        teetime: `${DATE}T${time}`,
        players: 2,
        booker: expect.objectContaining({ email: booked.owner.markers[0] }),
      },
    ]);
    expect(preview.otherEnginePlayers).toBe(0);

    const before = await counts();
    const refused = await fx.api.post('/api/admin/blocks', { block: morning }, manager);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    expect(refused.body.error.details.conflicts[0].reservationId).toBe(booked.reservationId);
    expect(countChanges(before, await counts())).toEqual([]);

    const saved = await fx.api.post('/api/admin/blocks', { block: morning, acknowledgeConflicts: true }, manager);
    expect(saved.status).toBe(200);
    expect(saved.body.block).toMatchObject({
      facilityId: fx.north.id,
      kind: 'maintenance',
      restriction: 'aeration',
      startsOn: DATE,
      endsOn: DATE,
      weekdays: [],
    });
    expect(saved.body.conflicts).toHaveLength(1);
    const [audit] = await server
      .database!.handle.db.select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'block.create'), eq(adminAuditLog.target, `block:${saved.body.block.id}`)));
    expect(audit).toMatchObject({
      username: MANAGER,
      details: expect.objectContaining({
        reason: 'Greens aeration this morning',
        conflicts: [preview.conflicts[0]!.confirmationNumber],
      }),
    });

    const found = await search(DATE);
    const inside = found.teeTimes.filter(
      (teeTime) => teeTime.teetime >= `${DATE}T${time}` && teeTime.teetime < `${DATE}T${plusMinutes(time, 60)}`,
    );
    expect(inside).toEqual([]);
    expect(found.teeTimes.some((teeTime) => teeTime.teetime >= `${DATE}T${plusMinutes(time, 60)}`)).toBe(true);
    expect(found.notices).toContainEqual(
      expect.objectContaining({
        facilityId: fx.north.id,
        kind: 'aeration',
        message: 'Greens aeration this morning',
        startsOn: DATE,
        endsOn: DATE,
        block: { id: saved.body.block.id, kind: 'maintenance', fromTime: time, toTime: plusMinutes(time, 60) },
      }),
    );
    // The booking stays; the tee sheet shows the block on the course's day.
    const sheet = (await fx.api.get(`/api/admin/tee-sheet?date=${DATE}&facilityId=${fx.north.id}`, manager))
      .body as TeeSheet;
    expect(sheet.courses[0]!.blocks).toEqual([
      expect.objectContaining({ id: saved.body.block.id, reason: 'Greens aeration this morning', fromTime: time }),
    ]);
    expect(await bookedTime()).toBe(`${DATE}T${time}`);
    const listed = await fx.api.get(`/api/admin/blocks?from=${DATE}&to=${DATE}`, manager);
    expect(listed.body.blocks.map((entry: { id: number }) => entry.id)).toContain(saved.body.block.id);
    expect(listed.body.blocks[0].courseName).toBe(fx.north.name);
    // Another alias's manager cannot delete it.
    expect((await remove(saved.body.block.id, 'manager@eaglesnest.example', 'simulator')).status).toBe(404);
    expect((await remove(saved.body.block.id)).status).toBe(200);
  });

  it('refuses a cart hold on a blocked time and a checkout whose time was blocked after it was held', async () => {
    const manager = await as(MANAGER);
    const cart = await fx.invoicedCart('anonymous');
    const paymentToken = await fx.api.cardToken(cart.cartId, undefined, { alias: 'demo' });
    const time = cart.teetime.slice(11);
    const saved = await fx.api.post(
      '/api/admin/blocks',
      {
        block: block({
          kind: 'event',
          restriction: null,
          reason: 'Club championship',
          fromTime: time,
          toTime: plusMinutes(time, 1),
        }),
      },
      manager,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const paid = await fx.api.pay(cart.cartId, `blocked-${fx.unique()}`, {
      paymentToken,
      invoiceTotalAmount: cart.dueNow,
      formData: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `blocked-${fx.unique()}@example.com`,
        phone: '+1 (555) 010-2030',
        notes: 'Two carts please',
        teeTimePolicyAccepted: true,
      },
    });
    expect(paid.status).toBeGreaterThanOrEqual(400);
    expect(paid.status).toBeLessThan(500);
    expect(paid.body.error.code).toBe('INVENTORY_UNAVAILABLE');
    const sheet = (await fx.api.get(`/api/admin/tee-sheet?date=${DATE}&facilityId=${fx.north.id}`, manager))
      .body as TeeSheet;
    expect(sheet.courses[0]!.teeTimes.find((entry) => entry.teetime === cart.teetime)?.bookedPlayers ?? 0).toBe(0);

    const otherCart = await fx.api.newCart({ alias: 'demo' });
    const add = await fx.api.post(`/api/shopping-cart/${otherCart}/cart-item`, {
      item: {
        type: 'tee-time',
        facilityId: fx.north.id,
        extra: { teetime: cart.teetime, rateId: cart.rateId, players: 1, transportation: 'Cart' },
      },
    });
    expect(add.status).toBe(409);
    expect(add.body.error.code).toBe('TEE_TIME_NOT_AVAILABLE');
    expect((await remove(saved.body.block.id)).status).toBe(200);
  });

  it('never sells a blocked time: a block racing a checkout of the same time either wins (no booking) or sees the booking (409)', async () => {
    const manager = await as(MANAGER);
    for (let round = 0; round < 3; round += 1) {
      const cart = await fx.invoicedCart('anonymous');
      const paymentToken = await fx.api.cardToken(cart.cartId, undefined, { alias: 'demo' });
      const time = cart.teetime.slice(11);
      const form = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `race-${fx.unique()}@example.com`,
        phone: '+1 (555) 010-2030',
        notes: 'Two carts please',
        teeTimePolicyAccepted: true,
      };
      const [blocked, paid] = await Promise.all([
        fx.api.post(
          '/api/admin/blocks',
          { block: block({ reason: `Race ${round}`, fromTime: time, toTime: plusMinutes(time, 1) }) },
          manager,
        ),
        fx.api.pay(cart.cartId, `race-${fx.unique()}`, {
          paymentToken,
          invoiceTotalAmount: cart.dueNow,
          formData: form,
        }),
      ]);
      const sheet = (await fx.api.get(`/api/admin/tee-sheet?date=${DATE}&facilityId=${fx.north.id}`, manager))
        .body as TeeSheet;
      const bookedPlayers =
        sheet.courses[0]!.teeTimes.find((entry) => entry.teetime === cart.teetime)?.bookedPlayers ?? 0;
      if (blocked.status === 200) {
        expect(paid.body.error?.code, `round ${round}`).toBe('INVENTORY_UNAVAILABLE');
        expect(bookedPlayers).toBe(0);
        expect((await remove(blocked.body.block.id)).status).toBe(200);
      } else {
        expect(blocked.status, `round ${round}`).toBe(409);
        expect(paid.status).toBe(200);
        expect(bookedPlayers).toBe(2);
      }
    }
  });

  it('expands a recurring block to its weekdays, and deleting it reopens the times with operator openings', async () => {
    const manager = await as(MANAGER);
    // Mondays 14:00–16:00 through July: 2026-07-13 and 2026-07-20 in the booking window (until 07-24).
    const recurring = block({
      kind: 'league',
      restriction: null,
      reason: 'Monday league',
      endsOn: '2026-07-31',
      weekdays: [1],
      fromTime: '14:00',
      toTime: '16:00',
    });
    const saved = await fx.api.post('/api/admin/blocks', { block: recurring }, manager);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.block.id as number;
    const afternoon = (response: TeeTimesResponse) =>
      response.teeTimes.filter(
        (teeTime) => teeTime.teetime.slice(11) >= '14:00' && teeTime.teetime.slice(11) < '16:00',
      );
    expect(afternoon(await search('2026-07-20'))).toEqual([]);
    expect(afternoon(await search('2026-07-14')).length).toBeGreaterThan(0);
    expect((await search('2026-07-20')).notices).toContainEqual(
      expect.objectContaining({ kind: 'message', message: 'Monday league', startsOn: '2026-07-20' }),
    );
    expect((await search('2026-07-14')).notices.some((notice) => notice.block?.id === id)).toBe(false);

    const deleted = await remove(id);
    expect(deleted.status).toBe(200);
    const openings = await server
      .database!.handle.db.select()
      .from(teeTimeOpenings)
      .where(eq(teeTimeOpenings.source, 'operator'));
    const mine = openings.filter((opening) => opening.sourceKey.startsWith(`block:${id}:`));
    expect(mine.length).toBe(deleted.body.reopenedTeeTimes);
    expect(mine.length).toBeGreaterThan(8);
    expect(new Set(mine.map((opening) => opening.teetime.slice(0, 10)))).toEqual(new Set([DATE, '2026-07-20']));
    expect(
      mine.every(
        (opening) => opening.facilityId === fx.north.id && opening.slots >= 1 && opening.bookingEngineId === null,
      ),
    ).toBe(true);
    expect(afternoon(await search('2026-07-20')).length).toBe(
      mine.filter((opening) => opening.teetime.startsWith('2026-07-20')).length,
    );
    const audit = await server
      .database!.handle.db.select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'block.delete'), eq(adminAuditLog.target, `block:${id}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ reason: 'Monday league', reopenedTeeTimes: mine.length });
    // Gone: a second delete is 404 and writes nothing.
    const before = await counts();
    expect((await remove(id)).status).toBe(404);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('does not reopen times another block still closes', async () => {
    const manager = await as(MANAGER);
    const wide = await fx.api.post(
      '/api/admin/blocks',
      { block: block({ startsOn: '2026-07-15', fromTime: '13:00', toTime: '17:00' }) },
      manager,
    );
    const narrow = await fx.api.post(
      '/api/admin/blocks',
      { block: block({ startsOn: '2026-07-15', fromTime: '13:00', toTime: '14:00' }) },
      manager,
    );
    const deleted = await remove(narrow.body.block.id);
    expect(deleted.body.reopenedTeeTimes).toBe(0);
    expect((await remove(wide.body.block.id)).body.reopenedTeeTimes).toBeGreaterThan(0);
  });
});
