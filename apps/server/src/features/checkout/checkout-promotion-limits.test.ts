import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { promotions } from '../../db/schema/tee-times.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { promotionUsesByCode } from '../tee-times/tee-times.public.ts';
import { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

// Promotion usage limits: a code's total cap and its cap per golfer hold at checkout,
// under the promotion row's lock; a used-up code applies nowhere (search, cart), and a cancelled
// booking gives its use back.

const NOW = new Date('2026-07-10T12:00:00Z');
const DAY = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let open: TeeTime[];
let next = 0;
let engineId: number;
const db = () => server.database!.handle.db;

async function addCode(code: string, maxUses: number | null, maxUsesPerGolfer: number | null) {
  await db()
    .insert(promotions)
    .values({
      bookingEngineId: engineId,
      code,
      type: 'percent',
      value: 20,
      allowedPlayers: [1, 2, 3, 4],
      promotionTemplateId: 900 + next,
      maxUses,
      maxUsesPerGolfer,
    });
}

/** A guest's cart holding the next open tee time with `code`, card entered: the item and a Pay call. */
async function readyToPay(email: string, code: string) {
  const teeTime = open[next++]!;
  const cartId = await api.newCart();
  const added = await api.post(`/api/shopping-cart/${cartId}/cart-item`, {
    item: {
      type: 'tee-time',
      facilityId: north,
      promotionCode: code,
      extra: { teetime: teeTime.teetime, rateId: teeTime.rates[0]!.rateId, players: 2, transportation: 'Cart' },
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
  const paymentToken = await api.cardToken(cartId, CARDS.approve);
  return {
    promotionCode: (added.body.items as { promotionCode: string | null }[])[0]!.promotionCode,
    pay: () =>
      api.pay(cartId, `promo-${next}-${email}`, {
        paymentToken,
        invoiceTotalAmount: dueNow,
        formData: guestForm({ email }),
      }),
  };
}

async function applied(code: string): Promise<boolean> {
  const answer = await api.get(`/api/v2/tee-times?date=${DAY}&facilityIds=${north}&promotionCode=${code}`);
  return (answer.body as { promotion: { applied: boolean } | null }).promotion?.applied ?? false;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  [{ id: engineId }] = (await db()
    .select({ id: bookingEngines.id })
    .from(bookingEngines)
    .where(eq(bookingEngines.alias, 'demo'))) as [{ id: number }];
  open = (await api.teeTimes(DAY, north)).filter((teeTime) => teeTime.availableSlots === 4);
});
afterAll(() => server.close());

describe('promotion usage limits at checkout', () => {
  it('holds the cap per golfer (e-mail in any case) and in all; a used-up code no longer applies; a cancellation gives a use back', async () => {
    await addCode('TWICE20', 2, 1);
    const first = await readyToPay('Pat.Player@example.com', 'TWICE20');
    expect(first.promotionCode).toBe('TWICE20');
    expect((await first.pay()).status).toBe(200);

    // The same golfer again: the code still has a use left in all, so the cart takes it, but the golfer's own cap refuses the booking.
    const again = await readyToPay('pat.player@EXAMPLE.com', 'TWICE20');
    expect(again.promotionCode).toBe('TWICE20');
    const refused = await again.pay();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'PROMOTION_USED_UP',
      message:
        'This promotion code has been used as many times as the course allows. Remove it to book at the standard price.',
    });
    expect(await db().select().from(orders).where(eq(orders.email, 'pat.player@EXAMPLE.com'))).toHaveLength(0);
    // Its card authorisation was voided, never captured.
    const attemptsLedger = await ledgerKinds(db());
    expect(attemptsLedger).toContain('void');

    expect((await (await readyToPay('sam.second@example.com', 'TWICE20')).pay()).status).toBe(200);
    // Two uses of two: search and the cart no longer apply it; the golfer books at the standard price.
    expect(await applied('TWICE20')).toBe(false);
    const late = await readyToPay('lee.late@example.com', 'TWICE20');
    expect(late.promotionCode).toBeNull();
    expect((await late.pay()).status).toBe(200);

    const booked = await db().select().from(reservations).where(eq(reservations.promotionCode, 'TWICE20'));
    expect(booked).toHaveLength(2);
    expect((await promotionUsesByCode(db(), engineId)).get('TWICE20')).toBe(2);
    await db().update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, booked[0]!.id));
    expect((await promotionUsesByCode(db(), engineId)).get('TWICE20')).toBe(1);
    expect(await applied('TWICE20')).toBe(true);
  });

  it('gives the last use to one of two simultaneous checkouts', async () => {
    await addCode('LASTONE', 1, null);
    const one = await readyToPay('first.racer@example.com', 'LASTONE');
    const two = await readyToPay('second.racer@example.com', 'LASTONE');
    expect([one.promotionCode, two.promotionCode]).toEqual(['LASTONE', 'LASTONE']);
    const answers = await Promise.all([one.pay(), two.pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('PROMOTION_USED_UP');
    const racers = await db()
      .select()
      .from(orders)
      .where(inArray(orders.email, ['first.racer@example.com', 'second.racer@example.com']));
    expect(racers).toHaveLength(1);
    expect(await db().select().from(reservations).where(eq(reservations.promotionCode, 'LASTONE'))).toHaveLength(1);
  });
});
