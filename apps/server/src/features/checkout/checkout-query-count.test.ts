import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresWritesOf, statementsOf } from '../../test/statements-of.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CARDS, checkoutClient, guestForm } from './checkout-test-helpers.ts';

// The write path is bound by the server's CPU, and each statement costs its building
// (drizzle), its round trip and its share of the pool. These ceilings are the statements each call
// of a whole guest checkout runs (BEGIN/COMMIT not counted): a change that adds one fails here and
// has to raise the figure on purpose (README, "Throughput of the write path"). What keeps them low:
// a hold reads the course, rate and pricing rule in one statement, the items and trail in another,
// inserts or locks the capacity row with the course's share lock, reads blocks, booked and held
// players with the cart's lock, and writes hold, item, trail and cart expiry together; answers are
// built from what was read or just written; the gateway's key is claimed in the authorisation's
// statement; the booking's writes are data-modifying CTEs ending with the attempt's completion; a
// cart's only tee time is locked for sale and checked in one statement, as a hold is. Each call's
// first statement here is the engine lookup by alias, which the server's tenant memo (main.ts, 2 s)
// skips in production.
const CEILINGS = { cart: 2, add: 7, invoice: 4, token: 4, pay: 24 };
// On PostgreSQL, the writes to its socket (round trips, BEGIN and COMMIT included) of each call:
// statements that do not need each other's answers go in one write, and BEGIN with the statement
// after it (db/transaction.ts); a guest's first session goes with the cart's lock, and the
// confirmation e-mail with the booking's COMMIT.
const WRITE_CEILINGS = { cart: 2, add: 4, invoice: 3, token: 4, pay: 15 };
const postgresPort = process.env.DATABASE_URL ? Number(new URL(process.env.DATABASE_URL).port || 5432) : null;

const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let times: TeeTime[];

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  times = (await api.teeTimes(DATE, north)).filter(
    (teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'),
  );
});
afterAll(() => server.close());

type Call = keyof typeof CEILINGS;

/** The statements a call runs, and its writes to PostgreSQL's socket (none on PGlite). */
async function measured<T>(
  call: Call,
  run: () => Promise<T>,
  counts: Record<Call, number>,
  writes: Record<Call, number>,
) {
  const counted = await statementsOf(() => postgresWritesOf(postgresPort ?? -1, run));
  counts[call] = counted.statements.length;
  writes[call] = counted.value.writes;
  return { value: counted.value.value, statements: counted.statements };
}

async function guestCheckout(teeTime: TeeTime, index: number) {
  const rate = teeTime.rates.find((candidate) => candidate.name === 'Prime')!;
  const counts: Record<Call, number> = { ...CEILINGS };
  const writes: Record<Call, number> = { ...WRITE_CEILINGS };
  const cart = await measured('cart', () => api.newCart(), counts, writes);
  const cartId = cart.value;
  const add = await measured(
    'add',
    () => api.addTeeTime(cartId, north, teeTime.teetime, rate.rateId, 2),
    counts,
    writes,
  );
  const invoice = await measured('invoice', () => api.invoice(cartId), counts, writes);
  // The token call and the card submission at the sandbox gateway's page, counted together as "token".
  const token = await measured('token', () => api.cardToken(cartId, CARDS.approve), counts, writes);
  const dueNow = invoice.value.body.dueNow.original.total as number;
  const pay = await measured(
    'pay',
    () =>
      api.pay(cartId, `query-count-${index}`, {
        paymentToken: token.value,
        invoiceTotalAmount: dueNow,
        formData: guestForm({ email: `count${index}@example.com` }),
      }),
    counts,
    writes,
  );
  expect(pay.value.status, JSON.stringify(pay.value.body)).toBe(200);
  expect(pay.value.body.status).toBe('completed');
  return {
    counts,
    writes,
    statementsByCall: {
      cart: cart.statements,
      add: add.statements,
      invoice: invoice.statements,
      token: token.statements,
      pay: pay.statements,
    },
  };
}

describe('statements per call of a guest checkout', () => {
  it('stays within the pinned count for each call', async () => {
    await guestCheckout(times[0]!, 0); // first use of each path
    const { counts, writes, statementsByCall } = await guestCheckout(times[1]!, 1);
    for (const call of Object.keys(CEILINGS) as Call[]) {
      const listed = `\n${statementsByCall[call].join('\n')}`;
      expect.soft(counts[call], `${call}: ${counts[call]} statements${listed}`).toBeLessThanOrEqual(CEILINGS[call]);
      if (postgresPort !== null)
        expect
          .soft(writes[call], `${call}: ${writes[call]} writes to PostgreSQL${listed}`)
          .toBeLessThanOrEqual(WRITE_CEILINGS[call]);
    }
  });
});
