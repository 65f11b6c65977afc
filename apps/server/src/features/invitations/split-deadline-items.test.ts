import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { paymentShares, splitPayments } from '../../db/schema/invitations.ts';
import { CARDS, ledgerKinds, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { SPLIT_DEADLINE_ITEM_JOB, SPLIT_DEADLINE_JOB } from './split-deadline.job.ts';

// Each split at its deadline is an item of the split-deadline job. One whose charge to
// the lead fails backs off with its try recorded, without holding up the others, and its retry
// is a replay of the split operation's keys: the lead is charged once.
const START = new Date('2026-07-10T12:00:00Z');
let now = START;
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

async function splitBooking(date: string) {
  const golfer = await api.newGolfer();
  const booked = await api.book(
    { ...golfer.options, email: golfer.email },
    'harbor-pines-north',
    date,
    3,
    '09:00',
    CARDS.approve,
    { splitPayment: true },
  );
  const [split] = await db().select().from(splitPayments).where(eq(splitPayments.reservationId, booked.reservationId));
  return split!;
}

const itemOf = async (reservationId: string) =>
  (await db().select().from(jobs).where(eq(jobs.key, reservationId))).find(
    (row) => row.kind === SPLIT_DEADLINE_ITEM_JOB,
  );
const sharesOf = async (reservationId: string) =>
  (
    await db()
      .select({ status: paymentShares.status })
      .from(paymentShares)
      .where(eq(paymentShares.reservationId, reservationId))
  ).map((share) => share.status);

describe('the split deadline, one item per split', () => {
  it('settles the others while one whose capture fails backs off, then charges that lead once', async () => {
    now = START;
    const stuck = await splitBooking('2026-07-20');
    const fine = await splitBooking('2026-07-20');
    expect(stuck.guaranteePaymentId).not.toBeNull();
    const capture = server.app.payments.capture.bind(server.app.payments);
    const charged: string[] = [];
    vi.spyOn(server.app.payments, 'capture').mockImplementation((input) => {
      if (!input.idempotencyKey.startsWith(`split:${stuck.reservationId}:`)) return capture(input);
      charged.push(input.paymentId);
      return Promise.reject(new Error('processor unreachable'));
    });

    now = new Date(Math.max(stuck.deadline.getTime(), fine.deadline.getTime()) + 60_000);
    await server.app.periodicJobs.runNow(SPLIT_DEADLINE_JOB);
    expect(await sharesOf(fine.reservationId)).toEqual(['lead-charged', 'lead-charged']);
    expect(await itemOf(fine.reservationId)).toMatchObject({ state: 'done', attempts: 1 });
    expect(await sharesOf(stuck.reservationId)).toEqual(['open', 'open']);
    expect(await itemOf(stuck.reservationId)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'processor unreachable',
    });
    // Its item is still at it: the next pass (past its 30 s back-off) tries that item again, without queueing it twice.
    now = new Date(now.getTime() + 3 * 60_000);
    await server.app.periodicJobs.runNow(SPLIT_DEADLINE_JOB);
    expect(
      (await db().select().from(jobs).where(eq(jobs.key, stuck.reservationId))).filter(
        (row) => row.kind === SPLIT_DEADLINE_ITEM_JOB,
      ),
    ).toHaveLength(1);
    expect(await itemOf(stuck.reservationId)).toMatchObject({ state: 'queued', attempts: 2 });

    vi.restoreAllMocks();
    await server.app.jobs.runDue({ kind: SPLIT_DEADLINE_ITEM_JOB, now: new Date(now.getTime() + 3_600_000) });
    expect(await itemOf(stuck.reservationId)).toMatchObject({ state: 'done', attempts: 3 });
    expect(await sharesOf(stuck.reservationId)).toEqual(['lead-charged', 'lead-charged']);
    // The guarantee had lapsed (over 7 days): the lead's card was authorised again, and that payment captured once.
    expect(new Set(charged).size).toBe(1);
    expect(await ledgerKinds(db(), [charged[0]!])).toEqual(['authorization', 'capture']);
  });
});
