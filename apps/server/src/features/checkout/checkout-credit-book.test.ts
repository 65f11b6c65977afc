import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { gatewayPayments } from '../../db/schema/payments.ts';
import { proCreditBooks, proCreditBookUses, proMembers } from '../../db/schema/pro-profile.ts';
import { customers } from '../../db/schema/profile.ts';
import type { CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';
import { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

// A member's credit book as a way to pay: offered on the invoice, taken in the booking
// transaction under the book's lock (never overspent by two checkouts at once), the card paying
// the rest, and given back by cancellations (the rounds of the players it paid for).
const NOW = new Date('2026-07-10T12:00:00Z');
let clock = NOW;
const DATE = '2026-07-14';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let south: number;
const used = new Set<string>();
const db = () => server.database!.handle.db;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  south = await api.facilityId('harbor-pines-south');
});
afterAll(() => server.close());

/** A signed-in golfer who is a member at North with a saved card, and a book of theirs. */
async function member(book: {
  kind: 'rounds' | 'amount';
  total: number;
  expiresOn?: string | null;
  facilityId?: number;
}) {
  const email = `book-member-${++counter}-${Date.now()}@example.com`;
  const profile = await api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Casey',
    lastName: 'Member',
  });
  const options: CallOptions = { bearer: profile.body.sessionToken as string };
  const [customer] = await db().select().from(customers).where(eq(customers.email, email));
  const [record] = await db()
    .insert(proMembers)
    .values({
      customerId: customer!.id,
      facilityId: book.facilityId ?? north,
      memberNumber: `T-${counter}-${Date.now()}`,
      homeClub: 'Harbor Pines',
      isHome: true,
      memberSince: '2025-01-01',
    })
    .returning();
  const [row] = await db()
    .insert(proCreditBooks)
    .values({
      memberId: record!.id,
      name: book.kind === 'rounds' ? 'Weekday Rounds' : 'Shop Credit',
      kind: book.kind,
      total: book.total,
      purchasedOn: '2026-01-01',
      expiresOn: book.expiresOn ?? null,
    })
    .returning();
  const card = await addWalletCard(server.baseUrl, api, options.bearer!);
  return { email, options, bookId: row!.id, walletOptionId: card.body.walletOptionId as string };
}

async function teeTimeCart(options: CallOptions, players = 2, facilityId = north) {
  const times = await api.teeTimes(DATE, facilityId);
  const teeTime = times.find(
    (time: TeeTime) => time.availableSlots === 4 && !used.has(`${facilityId}:${time.teetime}`),
  )!;
  used.add(`${facilityId}:${teeTime.teetime}`);
  const cartId = await api.newCart(options);
  await api.addTeeTime(cartId, facilityId, teeTime.teetime, teeTime.rates[0]!.rateId, players, options);
  const invoice = await api.invoice(cartId, options);
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
  return { cartId, invoice: invoice.body, dueNow: invoice.body.dueNow.original.total as number };
}

const usesOf = (bookId: string) => db().select().from(proCreditBookUses).where(eq(proCreditBookUses.bookId, bookId));
const payWith = (
  who: Awaited<ReturnType<typeof member>>,
  cartId: string,
  key: string,
  dueNow: number,
  creditBookId: string | null = who.bookId,
) =>
  api.pay(
    cartId,
    key,
    {
      paymentToken: null,
      invoiceTotalAmount: dueNow,
      creditBookId,
      formData: guestForm({ email: who.email, walletOptionId: who.walletOptionId, securityCode: '123' }),
    },
    who.options,
  );
const counts = async () =>
  (
    await db().execute(
      sql`select (select count(*) from orders)::int as orders, (select count(*) from pro_credit_book_uses)::int as uses, (select count(*) from gateway_payments)::int as payments`,
    )
  ).rows[0] as Record<string, number>;

describe('the invoice', () => {
  it("offers a member's books with what each would pay now; guests, non-members and other courses' tee times get none", async () => {
    const rounds = await member({ kind: 'rounds', total: 10 });
    const { invoice, dueNow } = await teeTimeCart(rounds.options, 3);
    expect(invoice.creditBooks).toEqual([
      expect.objectContaining({
        id: rounds.bookId,
        name: 'Weekday Rounds',
        kind: 'rounds',
        remaining: 10,
        quantity: 3,
      }),
    ]);
    const offer = invoice.creditBooks[0];
    expect(offer.cents).toBeGreaterThan(0);
    expect(offer.cents).toBeLessThanOrEqual(dueNow);

    // A golfer has one cart: another member's cart holds only the South tee time.
    const southCart = await teeTimeCart((await member({ kind: 'rounds', total: 10 })).options, 2, south);
    expect(southCart.invoice.invoices[0].facilityId, JSON.stringify(southCart.invoice)).toBe(south);
    expect(southCart.invoice.creditBooks).toEqual([]);
    expect((await teeTimeCart({}, 2)).invoice.creditBooks).toEqual([]);
    const expired = await member({ kind: 'amount', total: 5_000, expiresOn: '2026-07-09' });
    expect((await teeTimeCart(expired.options)).invoice.creditBooks).toEqual([]);
  });

  it('offers nothing while the engine hides credit books', async () => {
    const rounds = await member({ kind: 'rounds', total: 10 });
    const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    const settings = engine!.settings as { proProfile?: Record<string, unknown> };
    await db()
      .update(bookingEngines)
      .set({ settings: { ...settings, proProfile: { ...settings.proProfile, tabDisplay: { creditBooks: false } } } })
      .where(eq(bookingEngines.id, engine!.id));
    try {
      const { cartId, invoice, dueNow } = await teeTimeCart(rounds.options);
      expect(invoice.creditBooks).toEqual([]);
      const before = await counts();
      const refused = await payWith(rounds, cartId, `hidden-${counter}`, dueNow);
      expect(refused.status).toBe(404);
      expect(await counts()).toEqual(before);
    } finally {
      await db().update(bookingEngines).set({ settings }).where(eq(bookingEngines.id, engine!.id));
    }
  });
});

describe('paying with a book', () => {
  it('takes one round per player and charges the card only the rest', async () => {
    const rounds = await member({ kind: 'rounds', total: 10 });
    const { cartId, invoice, dueNow } = await teeTimeCart(rounds.options, 3);
    const covered = invoice.creditBooks[0].cents as number;
    const paid = await payWith(rounds, cartId, `rounds-${counter}`, dueNow);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order).toMatchObject({ paidNow: dueNow, creditBookPaid: covered });
    const [payment] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, paid.body.paymentId));
    expect(payment).toMatchObject({ amountCents: dueNow - covered, capturedCents: dueNow - covered });
    const uses = await usesOf(rounds.bookId);
    expect(uses).toEqual([
      expect.objectContaining({
        quantity: 3,
        cents: covered,
        slots: [1, 2, 3],
        orderId: paid.body.order.orderId,
        reservationId: paid.body.order.reservations[0].reservationId,
      }),
    ]);

    const books = await api.get('/api/profile/pro/credit-books', rounds.options);
    expect(books.body[0]).toMatchObject({ used: 3, remaining: 7 });
  });

  it('pays an amount up to its balance', async () => {
    const credit = await member({ kind: 'amount', total: 4_000 });
    const { cartId, dueNow } = await teeTimeCart(credit.options);
    expect(dueNow).toBeGreaterThan(4_000);
    const paid = await payWith(credit, cartId, `amount-${counter}`, dueNow);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order.creditBookPaid).toBe(4_000);
    const [payment] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, paid.body.paymentId));
    expect(payment!.amountCents).toBe(dueNow - 4_000);
    expect((await api.get('/api/profile/pro/credit-books', credit.options)).body[0]).toMatchObject({
      used: 4_000,
      remaining: 0,
    });
  });

  it("refuses another golfer's book, and a book with a split payment, before anything is written", async () => {
    const owner = await member({ kind: 'rounds', total: 10 });
    const thief = await member({ kind: 'rounds', total: 1 });
    const { cartId, dueNow } = await teeTimeCart(thief.options);
    const before = await counts();
    const stolen = await payWith(thief, cartId, `stolen-${counter}`, dueNow, owner.bookId);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('NOT_FOUND');
    const split = await api.pay(
      cartId,
      `split-${counter}`,
      {
        paymentToken: null,
        invoiceTotalAmount: dueNow,
        creditBookId: thief.bookId,
        splitPayment: true,
        formData: guestForm({ email: thief.email, walletOptionId: thief.walletOptionId, securityCode: '123' }),
      },
      thief.options,
    );
    expect(split.status).toBe(422);
    expect(await counts()).toEqual(before);
    expect(await usesOf(owner.bookId)).toEqual([]);
  });

  it('takes the book once when the same cart is paid twice at once with different keys', async () => {
    const rounds = await member({ kind: 'rounds', total: 2 });
    const { cartId, dueNow } = await teeTimeCart(rounds.options);
    const answers = await Promise.all(
      [0, 1].map((index) => payWith(rounds, cartId, `race-${counter}-${index}`, dueNow)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await usesOf(rounds.bookId)).map((use) => use.quantity)).toEqual([2]);
  });

  it('refuses a book emptied while the card was being authenticated (INVOICE_CHANGED) and voids the authorisation', async () => {
    const rounds = await member({ kind: 'rounds', total: 2 });
    const { cartId, dueNow } = await teeTimeCart(rounds.options);
    const paymentToken = await api.cardToken(cartId, CARDS.authenticate, rounds.options);
    const started = await api.pay(
      cartId,
      `emptied-${counter}`,
      {
        paymentToken,
        invoiceTotalAmount: dueNow,
        creditBookId: rounds.bookId,
        formData: guestForm({ email: rounds.email }),
      },
      rounds.options,
    );
    expect(started.body.status, JSON.stringify(started.body)).toBe('redirect_required');
    const challenge = await fetch(`${server.baseUrl}${started.body.redirectUrl as string}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approve',
      redirect: 'manual',
    });
    expect(challenge.status, await challenge.text()).toBeLessThan(400);
    // Meanwhile the book was used up (a booking at the counter, say).
    await db()
      .insert(proCreditBookUses)
      .values({ bookId: rounds.bookId, quantity: 2, description: 'Counter booking', usedAt: NOW });
    // The sandbox settles an authenticated payment a moment later.
    clock = new Date(clock.getTime() + 3_000);
    const answer = await api.post(
      `/api/shopping-cart/${cartId}/process-payment/finalize`,
      { paymentId: started.body.paymentId },
      rounds.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.error.code).toBe('INVOICE_CHANGED');
    expect((await usesOf(rounds.bookId)).map((use) => use.quantity)).toEqual([2]);
    expect(await ledgerKinds(db(), [started.body.paymentId])).toEqual(['authorization', 'void']);
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
  });
});

describe('cancelling', () => {
  it("gives back the cancelled players' rounds first and refunds the card the rest", async () => {
    const rounds = await member({ kind: 'rounds', total: 1 });
    const { cartId, dueNow } = await teeTimeCart(rounds.options, 2);
    const paid = await payWith(rounds, cartId, `cancel-${counter}`, dueNow);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const reservationId = paid.body.order.reservations[0].reservationId as string;

    // Player 2 was paid by card: the card is refunded, the book keeps its use.
    const second = await api.put(
      `/api/reservations/${reservationId}/cancel`,
      { players: [2], reason: 'Injury' },
      rounds.options,
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.refund.creditBookCents).toBe(0);
    expect(second.body.refund.amountCents).toBeGreaterThan(0);

    // The lead was paid by a round: the round goes back, the card gets nothing more.
    const lead = await api.put(
      `/api/reservations/${reservationId}/cancel`,
      { players: [1], reason: 'Rain' },
      rounds.options,
    );
    expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    expect(lead.body.refund.creditBookCents).toBe(paid.body.order.creditBookPaid);
    expect(lead.body.refund.amountCents).toBe(paid.body.order.creditBookPaid);
    const [payment] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, paid.body.paymentId));
    expect(payment!.refundedCents).toBe(second.body.refund.amountCents);
    const [use] = await usesOf(rounds.bookId);
    expect(use).toMatchObject({ quantity: 1, restoredQuantity: 1, restoredSlots: [1] });
    const books = await api.get('/api/profile/pro/credit-books', rounds.options);
    expect(books.body[0]).toMatchObject({
      used: 0,
      remaining: 1,
      uses: [expect.objectContaining({ quantity: 1, returned: 1 })],
    });
    const mails = await db().execute(
      sql`select text from mail_outbox where recipient = ${rounds.email} and template = 'reservation-cancelled' order by id`,
    );
    expect(String((mails.rows.at(-1) as { text: string }).text)).toContain('was put back on your credit book');
  });

  it('gives an amount book back what it paid of the cancelled tee time', async () => {
    const credit = await member({ kind: 'amount', total: 3_000 });
    const { cartId, dueNow } = await teeTimeCart(credit.options, 2);
    const paid = await payWith(credit, cartId, `cancel-amount-${counter}`, dueNow);
    const reservationId = paid.body.order.reservations[0].reservationId as string;
    const cancelled = await api.put(`/api/reservations/${reservationId}/cancel`, { reason: 'Rain' }, credit.options);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refund.creditBookCents).toBe(3_000);
    const [payment] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, paid.body.paymentId));
    expect(payment!.refundedCents).toBe(cancelled.body.refund.amountCents - 3_000);
    const rows = await db()
      .select()
      .from(proCreditBookUses)
      .where(and(eq(proCreditBookUses.bookId, credit.bookId), eq(proCreditBookUses.restoredCents, 3_000)));
    expect(rows).toHaveLength(1);
  });
});
