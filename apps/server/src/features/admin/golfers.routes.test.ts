import {
  GOLFER_MATCH_LIMIT,
  type GolferDetail,
  type GolferSearchResponse,
} from '@fairway/contract/admin-golfers.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { customers } from '../../db/schema/profile.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// Golfer lookup (permission golfers:read: owner, manager and pro-shop). Golfers are
// inserted straight into `customers` where the test needs many; bookings go through checkout.

let server: TestServer;
let fx: Fixtures;
let booked: Awaited<ReturnType<Fixtures['reservation']>>;

const engineId = async (alias: string) =>
  (await server.database!.handle.db.select().from(bookingEngines).where(eq(bookingEngines.alias, alias)))[0]!.id;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  booked = await fx.reservation();
  const db = server.database!.handle.db;
  const demo = await engineId('demo');
  await db.insert(customers).values([
    ...Array.from({ length: 27 }, (_, index) => ({
      bookingEngineId: demo,
      email: `page${String(index).padStart(2, '0')}@example.com`,
      firstName: `Pat${String(index).padStart(2, '0')}`,
      lastName: 'Pagewell',
    })),
    {
      bookingEngineId: demo,
      email: 'phone.only@example.com',
      firstName: 'Penny',
      lastName: 'Dialer',
      phone: '+1 (555) 867-5309',
    },
  ]);
  // The same person with an account on teetime-deals: demo's staff never sees it, and the reverse.
  await db.insert(customers).values({
    bookingEngineId: await engineId('teetime-deals'),
    email: 'phone.only@example.com',
    firstName: 'Penny',
    lastName: 'Dialer',
    phone: '+1 (555) 867-5309',
  });
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
const MANAGER = 'manager@harborpines.example';
const search = async (q: string, page = 1, username = MANAGER, alias = 'demo') =>
  fx.api.get(`/api/admin/golfers?q=${encodeURIComponent(q)}&page=${page}`, await as(username, alias));

describe('golfer lookup', () => {
  it('finds the alias’s golfers by part of a name, "first last", e-mail or phone digits', async () => {
    const lastName = booked.owner.markers[1]!;
    for (const q of [
      lastName,
      lastName.slice(2).toLowerCase(),
      `Matrix ${lastName}`,
      booked.owner.markers[0]!.toUpperCase(),
    ]) {
      const answer = await search(q);
      expect(answer.status, q).toBe(200);
      expect(
        (answer.body as GolferSearchResponse).golfers.map((golfer) => golfer.email),
        q,
      ).toEqual([booked.owner.markers[0]]);
    }
    for (const q of ['867-5309', '5558675309', '(555) 867']) {
      expect(
        (await search(q)).body.golfers.map((golfer: { lastName: string }) => golfer.lastName),
        q,
      ).toEqual(['Dialer']);
    }
    // Digits in a name or an e-mail are not a phone search (Penny's phone has 86 and 55 in it).
    expect((await search('Dialer86')).body.total).toBe(0);
    expect((await search('page55@')).body.total).toBe(0);
    // LIKE wildcards are taken literally.
    expect((await search('%%')).body.total).toBe(0);
    expect((await search('__')).body.total).toBe(0);
  });

  it('pages 25 at a time, by last then first name', async () => {
    const first = (await search('Pagewell')).body as GolferSearchResponse;
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(first.golfers.map((golfer) => golfer.firstName)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Pat${String(index).padStart(2, '0')}`),
    );
    const second = (await search('Pagewell', 2)).body as GolferSearchResponse;
    expect(second.golfers.map((golfer) => golfer.firstName)).toEqual(['Pat25', 'Pat26']);
    expect((await search('Pagewell', 3)).body.golfers).toEqual([]);
    // A first name alone, and its end joined to the last name's start, find the same accounts.
    const byFirstName = (await search('pat2')).body as GolferSearchResponse;
    expect(byFirstName.golfers.map((golfer) => golfer.firstName)).toEqual([
      'Pat20',
      'Pat21',
      'Pat22',
      'Pat23',
      'Pat24',
      'Pat25',
      'Pat26',
    ]);
    expect(byFirstName.total).toBe(7);
    expect((await search('t26 Pagew')).body.golfers.map((golfer: { email: string }) => golfer.email)).toEqual([
      'page26@example.com',
    ]);
  });

  it('lists and counts up to the match limit; a term that more match lists none and says so', async () => {
    const db = server.database!.handle.db;
    const demo = await engineId('demo');
    const commonName = (count: number, lastName: string) =>
      Array.from({ length: count }, (_, index) => ({
        bookingEngineId: demo,
        email: `${lastName.toLowerCase()}${index}@example.com`,
        firstName: `Ann${String(index).padStart(3, '0')}`,
        lastName,
      }));
    await db
      .insert(customers)
      .values([...commonName(GOLFER_MATCH_LIMIT, 'Atlimit'), ...commonName(GOLFER_MATCH_LIMIT + 1, 'Overlimit')]);
    const lastPage = GOLFER_MATCH_LIMIT / 25;
    const atLimit = (await search('Atlimit', lastPage)).body as GolferSearchResponse;
    expect(atLimit).toMatchObject({ page: lastPage, total: GOLFER_MATCH_LIMIT, tooMany: false });
    expect(atLimit.golfers.at(-1)?.firstName).toBe(`Ann${GOLFER_MATCH_LIMIT - 1}`);
    expect((await search('Atlimit', lastPage + 1)).body).toMatchObject({ golfers: [], total: GOLFER_MATCH_LIMIT });
    for (const page of [1, 2, lastPage + 1]) {
      const over = (await search('Overlimit', page)).body as GolferSearchResponse;
      expect(over, `page ${page}`).toMatchObject({ golfers: [], total: GOLFER_MATCH_LIMIT, tooMany: true });
    }
    // A longer term finds the one asked for.
    expect((await search('Ann007 Overlimit')).body).toMatchObject({
      golfers: [expect.objectContaining({ email: 'overlimit7@example.com' })],
      total: 1,
      tooMany: false,
    });
  });

  it('shows a golfer with their reservations and orders', async () => {
    const [found] = ((await search(booked.owner.markers[0]!)).body as GolferSearchResponse).golfers;
    const answer = await fx.api.get(`/api/admin/golfers/${found!.id}`, await as('proshop@harborpines.example'));
    expect(answer.status).toBe(200);
    const detail = answer.body as GolferDetail;
    expect(detail.golfer).toMatchObject({ email: booked.owner.markers[0], lastName: booked.owner.markers[1] });
    expect(detail.reservations).toEqual([
      expect.objectContaining({
        reservationId: booked.reservationId,
        facilityId: fx.north.id,
        players: 2,
        status: 'booked',
      }),
    ]);
    expect(detail.orders).toEqual([
      expect.objectContaining({ orderId: booked.orderId, status: expect.any(String), items: 1 }),
    ]);
    expect(detail.orders[0]!.grandTotal).toBeGreaterThan(0);
    expect(detail.reservations[0]!.orderNumber).toBe(detail.orders[0]!.orderNumber);
  });

  it('lets every staff role look golfers up; golfers get 401; other aliases see nothing of this one', async () => {
    for (const username of ['owner@harborpines.example', MANAGER, 'proshop@harborpines.example'])
      expect((await search('Dialer', 1, username)).status, username).toBe(200);
    expect((await fx.api.get('/api/admin/golfers?q=Dialer', { bearer: fx.main.bearer })).status).toBe(401);
    const demoPenny = ((await search('Dialer')).body as GolferSearchResponse).golfers[0]!;
    const dealsSearch = (await search('Dialer', 1, 'manager@teetimedeals.example', 'teetime-deals'))
      .body as GolferSearchResponse;
    expect(dealsSearch.total).toBe(1);
    expect(dealsSearch.golfers[0]!.id).not.toBe(demoPenny.id);
    expect(
      (await search(booked.owner.markers[0]!, 1, 'manager@teetimedeals.example', 'teetime-deals')).body.total,
    ).toBe(0);
    const foreign = await fx.api.get(
      `/api/admin/golfers/${demoPenny.id}`,
      await as('manager@teetimedeals.example', 'teetime-deals'),
    );
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Dialer');
  });

  it('answers a short or bad query 400 VALIDATION_FAILED, an unknown id 404', async () => {
    for (const query of ['q=a', 'q=%20a%20', '', 'q=ab&page=0', 'q=ab&page=x', `q=${'a'.repeat(101)}`]) {
      const answer = await fx.api.get(`/api/admin/golfers?${query}`, await as(MANAGER));
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await fx.api.get('/api/admin/golfers/not-a-uuid', await as(MANAGER))).status).toBe(400);
    expect(
      (await fx.api.get('/api/admin/golfers/00000000-0000-4000-8000-000000000000', await as(MANAGER))).status,
    ).toBe(404);
  });
});

describe('a golfer’s record, a page at a time (issue #52: no unbounded list)', () => {
  it('pages reservations and orders by `limit` and their own cursors, newest first, each once', async () => {
    const db = server.database!.handle.db;
    // Four more orders and reservations of the booked golfer: copies of theirs, an hour apart.
    const columns = async (table: string) =>
      (
        (
          await db.execute(
            sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
          )
        ).rows as { column_name: string }[]
      ).map((row) => row.column_name);
    const copy = async (table: string, id: string, replace: Record<string, string>) => {
      const names = await columns(table);
      const list = names.map((name) => `"${name}"`).join(', ');
      const values = names.map((name) => replace[name] ?? `"${name}"`).join(', ');
      await db.execute(sql.raw(`insert into ${table} (${list}) select ${values} from ${table} where id = '${id}'`));
    };
    const orderIds: string[] = [];
    const reservationIds: string[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const orderId = crypto.randomUUID();
      const reservationId = crypto.randomUUID();
      await copy('orders', booked.orderId, {
        id: `'${orderId}'`,
        order_number: `order_number || '-P${n}'`,
        created_at: `created_at - interval '${n} hours'`,
      });
      await copy('reservations', booked.reservationId, {
        id: `'${reservationId}'`,
        order_id: `'${orderId}'`,
        confirmation_number: `confirmation_number || '-P${n}'`,
        starts_at: `starts_at - interval '${n} hours'`,
        booking_id: 'null',
      });
      orderIds.push(orderId);
      reservationIds.push(reservationId);
    }
    const [found] = ((await search(booked.owner.markers[0]!)).body as GolferSearchResponse).golfers;
    const page = async (query: string) => {
      const answer = await fx.api.get(`/api/admin/golfers/${found!.id}?${query}`, await as(MANAGER));
      expect(answer.status, query).toBe(200);
      return answer.body as GolferDetail;
    };
    const reservations: string[] = [];
    const orders: string[] = [];
    let cursors = { reservations: null as string | null, orders: null as string | null };
    do {
      const detail = await page(
        [
          'limit=2',
          cursors.reservations ? `reservationsBefore=${cursors.reservations}` : '',
          cursors.orders ? `ordersBefore=${cursors.orders}` : '',
        ]
          .filter(Boolean)
          .join('&'),
      );
      expect(detail.reservations.length).toBeLessThanOrEqual(2);
      expect(detail.orders.length).toBeLessThanOrEqual(2);
      reservations.push(...detail.reservations.map((row) => row.reservationId));
      orders.push(...detail.orders.map((row) => row.orderId));
      cursors = { reservations: detail.nextReservationsBefore, orders: detail.nextOrdersBefore };
    } while (cursors.reservations !== null || cursors.orders !== null);
    expect(reservations).toEqual([booked.reservationId, ...reservationIds]);
    expect(orders).toEqual([booked.orderId, ...orderIds]);
    const whole = await page('limit=100');
    expect(whole.reservations).toHaveLength(5);
    expect(whole).toMatchObject({ nextReservationsBefore: null, nextOrdersBefore: null });
    const over = await fx.api.get(`/api/admin/golfers/${found!.id}?limit=101`, await as(MANAGER));
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe('VALIDATION_FAILED');
  });
});
