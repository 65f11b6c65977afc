import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import type { CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';
import { checkoutClient, guestForm } from './checkout-test-helpers.ts';

// Member pricing labels: where the engine's user.memberGuestRate is on, a golfer holding an
// active membership of a course books its tee times as "Member" (the lead) and "Member Guest"
// (the partners); other courses and other golfers keep "Green Fees" / "Player Two to Four".
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-15';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let south: number;
const used = new Set<string>();
const db = () => server.database!.handle.db;

async function setMemberGuestRate(on: boolean) {
  const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
  const settings = engine!.settings as { user?: Record<string, unknown> };
  await db()
    .update(bookingEngines)
    .set({ settings: { ...settings, user: { ...settings.user, memberGuestRate: on } } })
    .where(eq(bookingEngines.id, engine!.id));
}

let counter = 0;
async function golferWithCard() {
  const email = `member-labels-${++counter}@example.com`;
  const profile = await api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  const options: CallOptions = { bearer: profile.body.sessionToken as string };
  const card = await addWalletCard(server.baseUrl, api, options.bearer!);
  const form = guestForm({ email, walletOptionId: card.body.walletOptionId, securityCode: '123' });
  return { options, form };
}

async function payCart(cartId: string, golfer: Awaited<ReturnType<typeof golferWithCard>>) {
  const invoice = await api.invoice(cartId, golfer.options);
  const paid = await api.pay(
    cartId,
    `member-${++counter}`,
    { paymentToken: null, invoiceTotalAmount: invoice.body.dueNow.original.total, formData: golfer.form },
    golfer.options,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body;
}

async function buyMembership(golfer: Awaited<ReturnType<typeof golferWithCard>>, facilityId: number) {
  const plan = ((await api.get('/api/memberships')).body as { id: number; facilityId: number }[]).find(
    (entry) => entry.facilityId === facilityId,
  )!;
  const cartId = await api.newCart(golfer.options);
  const added = await api.post(
    `/api/shopping-cart/${cartId}/cart-item`,
    { item: { type: 'membership', facilityId, extra: { membershipId: plan.id } } },
    golfer.options,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  await payCart(cartId, golfer);
}

/** A 3-player tee-time cart at the course and the kinds of its invoice's green-fee lines. */
async function teeTimeLines(golfer: { options: CallOptions }, facilityId: number) {
  const times = await api.teeTimes(DATE, facilityId);
  const teeTime = times.find(
    (time: TeeTime) =>
      time.availableSlots === 4 &&
      !used.has(`${facilityId}:${time.teetime}`) &&
      time.rates.some((rate) => rate.name === 'Prime'),
  )!;
  used.add(`${facilityId}:${teeTime.teetime}`);
  const cartId = await api.newCart(golfer.options);
  await api.addTeeTime(
    cartId,
    facilityId,
    teeTime.teetime,
    teeTime.rates.find((rate) => rate.name === 'Prime')!.rateId,
    3,
    golfer.options,
  );
  const invoice = await api.invoice(cartId, golfer.options);
  const lines = invoice.body.invoices[0].items as { kind: string; label: string }[];
  return {
    cartId,
    labels: lines
      .filter((line) => line.kind !== 'convenience-fee' && line.kind !== 'reservation-fee')
      .map((line) => line.label),
  };
}

beforeAll(async () => {
  server = await startTestServer({
    now: () => NOW,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  south = await api.facilityId('harbor-pines-south');
});
afterAll(() => server.close());

describe('member labels', () => {
  it("label a member's tee times at their course Member / Member Guest where the engine says so, and keep them through payment", async () => {
    await setMemberGuestRate(true);
    const member = await golferWithCard();
    const before = await teeTimeLines(member, north);
    expect(before.labels).toEqual(['Green Fees', 'Player Two to Four']);
    await buyMembership(member, north);

    const atHome = await teeTimeLines(member, north);
    expect(atHome.labels).toEqual(['Member', 'Member Guest']);
    const paid = await payCart(atHome.cartId, member);
    expect(paid.order.invoices[0].items.map((line: { label: string }) => line.label)).toEqual(
      expect.arrayContaining(['Member', 'Member Guest']),
    );
    expect((await teeTimeLines(member, south)).labels).toEqual(['Green Fees', 'Player Two to Four']);
    expect((await teeTimeLines(await golferWithCard(), north)).labels).toEqual(['Green Fees', 'Player Two to Four']);

    await setMemberGuestRate(false);
    expect((await teeTimeLines(member, north)).labels).toEqual(['Green Fees', 'Player Two to Four']);
  });
});
