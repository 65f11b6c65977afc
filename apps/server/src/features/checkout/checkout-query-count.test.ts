import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresWritesOf, statementsOf } from '../../test/statements-of.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CARDS, checkoutClient, guestForm } from './checkout-test-helpers.ts';

// Issue #19: the write path is bound by the server's CPU, and each statement costs its building
// (drizzle), its round trip and its share of the pool. These ceilings are the statements each call
// of a whole guest checkout runs (BEGIN/COMMIT not counted; process-payment was 47 before issue #19's
// work, then 45, then 28: the order answer built from the rows just written, the booking's writes
// merged into data-modifying CTEs with the attempt's completion, booked + held players in one statement, the gateway's card read
// once and its ledger entry and key answer written with the payment): a change that adds one fails here
// and has to raise the figure on purpose (README, "Throughput of the write path"). Adding a tee
// time went from 19 to 20 with issue #18's dynamic pricing (the course's rule, read to price the hold),
// then to 7 (one statement each for the course + rate + rule, the items + trail, the capacity row's
// insert-or-lock with the course's share lock, the blocks + booked + held + the cart's lock, and the
// hold + item + trail + cart expiry; the answer is built from what was read), the invoice from 7 to 4, the card token and
// the card page's submission from 6 to 4; process-payment then to 24 (the gateway's key claimed in
// the authorisation's statement, without a transaction, and with the capture's payment lock; a
// cart's only tee time locked for sale and checked with one statement each, as a hold is). Each call's first statement here is the engine lookup by
// alias, which the server's tenant memo (main.ts, 2 s) skips in production.
const CEILINGS = { cart: 2, add: 7, invoice: 4, token: 4, pay: 24 };
// On PostgreSQL, the writes to its socket (round trips, BEGIN and COMMIT included) of each call:
// statements that do not need each other's answers go in one write, and BEGIN with the statement
// after it (db/pipelined.ts). Before that each statement was a write (BEGIN and COMMIT too): add 9, invoice 6, pay 30;
// pay then 17, 16 with a guest's first session sent with the cart's lock, and 15 with the
// confirmation e-mail written with the booking's COMMIT.
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
  times = (await api.teeTimes(DATE, north)).filter((teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'));
});
afterAll(() => server.close());

type Call = keyof typeof CEILINGS;

/** The statements a call runs, and its writes to PostgreSQL's socket (none on PGlite). */
async function measured<T>(call: Call, run: () => Promise<T>, counts: Record<Call, number>, writes: Record<Call, number>) {
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
  const add = await measured('add', () => api.addTeeTime(cartId, north, teeTime.teetime, rate.rateId, 2), counts, writes);
  const invoice = await measured('invoice', () => api.invoice(cartId), counts, writes);
  // The token call and the card submission at the sandbox gateway's page, counted together as "token".
  const token = await measured('token', () => api.cardToken(cartId, CARDS.approve), counts, writes);
  const dueNow = invoice.value.body.dueNow.original.total as number;
  const pay = await measured(
    'pay',
    () => api.pay(cartId, `query-count-${index}`, { paymentToken: token.value, invoiceTotalAmount: dueNow, formData: guestForm({ email: `count${index}@example.com` }) }),
    counts,
    writes,
  );
  expect(pay.value.status, JSON.stringify(pay.value.body)).toBe(200);
  expect(pay.value.body.status).toBe('completed');
  return { counts, writes, statementsByCall: { cart: cart.statements, add: add.statements, invoice: invoice.statements, token: token.statements, pay: pay.statements } };
}

describe('statements per call of a guest checkout (issue #19)', () => {
  it('stays within the pinned count for each call', async () => {
    await guestCheckout(times[0]!, 0); // first use of each path
    const { counts, writes, statementsByCall } = await guestCheckout(times[1]!, 1);
    for (const call of Object.keys(CEILINGS) as Call[]) {
      const listed = `\n${statementsByCall[call].join('\n')}`;
      expect.soft(counts[call], `${call}: ${counts[call]} statements${listed}`).toBeLessThanOrEqual(CEILINGS[call]);
      if (postgresPort !== null) expect.soft(writes[call], `${call}: ${writes[call]} writes to PostgreSQL${listed}`).toBeLessThanOrEqual(WRITE_CEILINGS[call]);
    }
  });
});
