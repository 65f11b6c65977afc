import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { releaseWindowOf } from '@fairway/domain/release-queue/release-schedule';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockByNames } from '../../db/lock-by-name.ts';
import { orders } from '../../db/schema/checkout.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { gatewayCards } from '../../db/schema/payments.ts';
import { customers } from '../../db/schema/profile.ts';
import type { JsonAnswer } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { checkoutClient, guestForm } from '../checkout/checkout.testing.ts';
import { listDayBookings } from './golfer-limit.repository.ts';
import { bookingElements, golferLockNames, identityElements, type GolferIdentity } from './golfer-limit.ts';
import { findCourseWithRoom } from './release-room.repository.ts';
import { setRelease } from './release-queue-test-helpers.ts';

// 08:00 in New York on Friday 2026-07-10, after the 07:00 release (first-come: no turn needed).
const NOW = new Date('2026-07-10T12:00:00Z');
const onPostgres = Boolean(process.env.DATABASE_URL);
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let roomCourses: number[];
let roomFacilityId: number;
let releasedDay: string;
let released: TeeTime[];
let golfers = 0;
const db = () => server.database!.handle.db;

interface Payer {
  email: string;
  phone: string;
  card: string;
  bearer?: string;
}

/** A cart (the golfer's own when signed in) holding the next open tee time of the released day, with the card entered: Pay, when called. */
async function readyToPay({ email, phone, card, bearer }: Payer): Promise<() => Promise<JsonAnswer>> {
  const options = bearer ? { bearer } : {};
  const teeTime = released.shift()!;
  const cartId = await api.newCart(options);
  await api.addTeeTime(cartId, north, teeTime.teetime, teeTime.rates[0]!.rateId, 2, options);
  const dueNow = (await api.invoice(cartId, options)).body.dueNow.original.total as number;
  const paymentToken = await api.cardToken(cartId, card, options);
  const body = { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ email, phone }) };
  return () => api.pay(cartId, `limit-locks-${crypto.randomUUID()}`, body, options);
}

/** A new golfer account: its bearer token and id. */
async function signUp(email: string): Promise<{ bearer: string; customerId: number }> {
  golfers += 1;
  const answer = await api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Jane',
    lastName: `Locks${golfers}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  const [customer] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return { bearer: answer.body.sessionToken as string, customerId: customer!.id };
}

/** The processor's fingerprint of a card already entered (the sandbox keeps it with each vaulted copy). */
async function fingerprintOf(card: string): Promise<string> {
  const rows = await db()
    .selectDistinct({ fingerprint: gatewayCards.fingerprint })
    .from(gatewayCards)
    .where(eq(gatewayCards.lastFour, card.replace(/\D/g, '').slice(-4)));
  expect(rows).toHaveLength(1);
  return rows[0]!.fingerprint!;
}

/** Advisory locks of this test's database some session waits for. */
async function advisoryWaiters(): Promise<number> {
  const { rows } = (await db().execute(
    sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
  )) as unknown as { rows: { waiting: number }[] };
  return rows[0]!.waiting;
}

// Generous: on a loaded machine a checkout takes seconds to reach its booking transaction.
async function until(condition: () => Promise<boolean>, what: () => string): Promise<void> {
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what()}`);
}

/** An open transaction holding the released day's limit locks of `identity` until `release()`. */
async function holdLocksOf(identity: GolferIdentity) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db().transaction(async (tx) => {
    await lockByNames(tx, golferLockNames(roomFacilityId, releasedDay, identity));
    locked();
    await released;
  });
  await isLocked;
  return {
    async release() {
      release();
      await done;
    },
  };
}

const identity = (parts: Partial<GolferIdentity>): GolferIdentity => ({
  customerId: null,
  emails: [],
  phones: [],
  cardFingerprints: [],
  ...parts,
});

/**
 * Pays both at once, each inside its booking transaction before either commits: on PostgreSQL
 * both are first held at the one identity element they share (until both wait there), so the
 * count of whichever goes second runs after the other's booking is committed; PGlite's one
 * connection runs the transactions one after another anyway.
 */
async function payTogether(pays: (() => Promise<JsonAnswer>)[], shared: GolferIdentity): Promise<JsonAnswer[]> {
  if (!onPostgres) return Promise.all(pays.map((pay) => pay()));
  const hold = await holdLocksOf(shared);
  const settled: unknown[] = [];
  const answers = Promise.all(
    pays.map((pay) =>
      pay().then((answer) => {
        settled.push(answer.body);
        return answer;
      }),
    ),
  );
  try {
    await until(
      async () => (await advisoryWaiters()) === pays.length,
      () => `both checkouts to wait at the shared lock (answered meanwhile: ${JSON.stringify(settled)})`,
    );
  } finally {
    await hold.release();
  }
  return answers;
}

/** Exactly one of two checkouts of one golfer books; the other is refused by the limit. */
function expectOneBooked(answers: JsonAnswer[]) {
  expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((one) => one.body))).toEqual([
    200, 409,
  ]);
  expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('RELEASE_LIMIT_REACHED');
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  const courses = (await api.get('/api/facilities')).body as Facility[];
  const facility = courses.find((one) => one.courseId === 'harbor-pines-north')!;
  north = facility.id;
  const settings = await setRelease(db(), { mode: 'first-come', bookingsPerGolferPerReleaseDay: 1 });
  releasedDay = releaseWindowOf(NOW, facility.timeZone, '07:00', settings.inventory.maxDaysOut).releasedDay;
  released = (await api.teeTimes(releasedDay, north)).filter((teeTime) => teeTime.availableSlots === 4);
  const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
  roomFacilityId = (await findCourseWithRoom(db(), engine!.id, north))!.roomFacilityId;
  roomCourses = courses.filter((one) => one.timeZone === facility.timeZone).map((one) => one.id);
  expect(released.length).toBeGreaterThan(10);
});
afterAll(() => server.close());

// Each test waits up to 25 s for checkouts to reach their locks on a loaded machine.
describe('the per-golfer limit serialised per golfer, not per released day', { timeout: 60_000 }, () => {
  it('refuses one of two simultaneous checkouts by two accounts under one e-mail (written two ways), and the booking stores only what its checkout locked', async () => {
    const first = await signUp('first.account@example.com');
    const second = await signUp('second.account@example.org');
    const pays = [
      await readyToPay({
        ...first,
        email: 'Shared.Golfer@gmail.com',
        phone: '+1 (555) 060-0001',
        card: '4242 4242 4242 4242',
      }),
      await readyToPay({
        ...second,
        email: 'sharedgolfer+two@googlemail.com',
        phone: '+1 (555) 060-0002',
        card: '5555 5555 5555 4444',
      }),
    ];
    const answers = await payTogether(pays, identity({ emails: ['sharedgolfer@gmail.com'] }));
    expectOneBooked(answers);

    // The booked party carries the account, the form's e-mail (order and booker), phone and card:
    // each among the elements its own checkout locked, so a later count matching it meets a lock.
    const winner = answers[0]!.status === 200 ? 0 : 1;
    const account = [first, second][winner]!;
    const [order] = await db().select().from(orders).where(eq(orders.customerId, account.customerId));
    const booking = (await listDayBookings(db(), roomCourses, releasedDay)).find(
      (one) => one.customerId === account.customerId,
    )!;
    const locked = identityElements({
      customerId: account.customerId,
      emails: [order!.email, winner === 0 ? 'first.account@example.com' : 'second.account@example.org'],
      phones: [order!.phone],
      cardFingerprints: [await fingerprintOf(winner === 0 ? '4242 4242 4242 4242' : '5555 5555 5555 4444')],
    });
    expect(bookingElements(booking).length).toBeGreaterThanOrEqual(4);
    for (const element of bookingElements(booking)) expect(locked).toContain(element);
  });

  it('refuses one of two simultaneous guest checkouts on one card under different e-mails and phones', async () => {
    const card = '3782 822463 10005';
    const pays = [
      await readyToPay({ email: 'card.one@example.com', phone: '+1 (555) 070-0001', card }),
      await readyToPay({ email: 'card.two@example.net', phone: '+44 20 7946 0070', card: '378282246310005' }),
    ];
    const answers = await payTogether(pays, identity({ cardFingerprints: [await fingerprintOf(card)] }));
    expectOneBooked(answers);
  });

  it('refuses one of two simultaneous guest checkouts with one phone number written two ways', async () => {
    const pays = [
      await readyToPay({ email: 'phone.one@example.com', phone: '+1 (555) 080-0199', card: '4012 8888 8888 1881' }),
      await readyToPay({ email: 'phone.two@example.net', phone: '15550800199', card: '6011 1111 1111 1117' }),
    ];
    // The checkout keeps a phone's last ten digits (normalizePhone): both are stored as 5550800199.
    const answers = await payTogether(pays, identity({ phones: ['(555) 080-0199'] }));
    expectOneBooked(answers);
  });

  // PGlite has one connection: a transaction left open there holds up every other statement.
  it.skipIf(!onPostgres)(
    "lets another golfer's checkout finish while one golfer's limit locks are held, and makes the same golfer's wait",
    async () => {
      const held = identity({ emails: ['held.golfer@example.com'], phones: ['+1 (555) 090-0001'] });
      const payOther = await readyToPay({
        email: 'free.golfer@example.com',
        phone: '+1 (555) 090-0002',
        card: '5105 1051 0510 5100',
      });
      const paySame = await readyToPay({
        email: 'Held.Golfer@example.com',
        phone: '+1 (555) 090-0003',
        card: '4000 0566 5566 5556',
      });
      const hold = await holdLocksOf(held);
      let same: Promise<JsonAnswer> | undefined;
      try {
        const other = await Promise.race([
          payOther(),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 15_000)),
        ]);
        expect(other === 'waited' ? other : other.status).toBe(200);

        let settled = false;
        same = paySame().finally(() => (settled = true));
        await until(
          async () => (await advisoryWaiters()) === 1,
          () => `the same golfer's checkout to wait (answered: ${settled})`,
        );
        expect(settled).toBe(false);
      } finally {
        await hold.release();
      }
      expect((await same!).status).toBe(200);
    },
  );
});
