import { cartInvoicePreviewSchema } from '@fairway/contract/checkout.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { checkoutClient } from './checkout-test-helpers.ts';

// The cart shows what the invoice will say. GET …/invoice-preview answers each item's
// lines as POST …/invoice makes them (the initiation fee a line of its own), the summary's groups
// named by what the cart holds, and the same totals; and GET …/party-sizes offers only the sizes
// SPEC §5's rule lets a tee-time item change to.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let golfer: CallOptions;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  const answer = await api.post(
    '/api/profile',
    { emailAddress: 'preview@example.com', password: 'Birdie2024', firstName: 'Grace', lastName: 'Hopper' },
    { alias: 'demo' },
  );
  golfer = { bearer: answer.body.sessionToken as string, alias: 'demo' };
});
afterAll(() => server.close());

const teeTimeItem = (facilityId: number, teetime: string, rateId: number, players: number) => ({
  item: { type: 'tee-time', facilityId, extra: { teetime, rateId, players, transportation: 'Cart' } },
});
const GIFT = {
  value: 19_900,
  deliveryDate: '2026-07-20',
  recipientName: 'Sam Snead',
  recipientEmail: 'sam@example.com',
  giftMessage: '',
};

async function add(cartId: string, body: unknown, options?: CallOptions) {
  const added = await api.post(`/api/shopping-cart/${cartId}/cart-item`, body, options);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.items.at(-1) as { id: string };
}

describe('GET /shopping-cart/{id}/invoice-preview', () => {
  it("answers a store cart's lines, groups and totals as the invoice will, the initiation fee as its own line", async () => {
    const plans = (await api.get('/api/memberships')).body as { id: number; name: string }[];
    const plan = plans.find((candidate) => candidate.name === 'Full Season')!;
    const cartId = await api.newCart(golfer);
    const membership = await add(
      cartId,
      { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } },
      golfer,
    );
    const gift = await add(cartId, { item: { type: 'gift-certificate', facilityId: north, extra: GIFT } }, golfer);

    const answer = await api.get(`/api/shopping-cart/${cartId}/invoice-preview`, golfer);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const preview = cartInvoicePreviewSchema.parse(answer.body);
    expect(
      preview.items
        .find((item) => item.cartItemId === membership.id)!
        .lines.map(({ kind, label, amount }) => ({ kind, label, amount })),
    ).toEqual([
      { kind: 'membership', label: 'Full Season', amount: 189_000 },
      { kind: 'initiation-fee', label: 'One Time Initiation Fee', amount: 50_000 },
    ]);
    expect(preview.items.find((item) => item.cartItemId === gift.id)!.lines).toMatchObject([
      { kind: 'gift-certificate', amount: 19_900 },
    ]);
    expect(preview.groups.map((entry) => entry.group)).toEqual(['memberships', 'initiation-fees', 'gift-certificates']);

    // The same totals the checkout's invoice answers (and nothing stored by the preview).
    const invoice = await api.invoice(cartId, golfer);
    expect(preview.totals.grandTotal).toBe(invoice.body.totalDue.summary.total);
    expect(preview.totals.dueNow).toBe(invoice.body.dueNow.original.total);
  });

  it('answers an empty cart with no items and zero totals (no 409)', async () => {
    const cartId = await api.newCart();
    const answer = await api.get(`/api/shopping-cart/${cartId}/invoice-preview`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ currencyCode: null, items: [], groups: [], totals: { grandTotal: 0 } });
  });

  it("another golfer's cart is not found", async () => {
    const cartId = await api.newCart(golfer);
    expect((await api.get(`/api/shopping-cart/${cartId}/invoice-preview`)).status).toBe(404);
  });
});

describe('GET …/cart-item/{itemId}/party-sizes', () => {
  it("offers only the sizes that fit the open slots, counting the item's own players as free", async () => {
    const times = (
      (await api.get(`/api/v2/tee-times?date=${DATE}&facilityIds=${north}`)).body as { teeTimes: TeeTime[] }
    ).teeTimes;
    const target = times.find(
      (teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'),
    )!;
    const rateId = target.rates.find((rate) => rate.name === 'Prime')!.rateId;
    // Another cart holds 2 of the 4 slots: ours, of 2 players, may be 1 or 2, never 3 or 4.
    await add(await api.newCart(), teeTimeItem(north, target.teetime, rateId, 2));
    const cartId = await api.newCart();
    const item = await add(cartId, teeTimeItem(north, target.teetime, rateId, 2));
    const answer = await api.get(`/api/shopping-cart/${cartId}/cart-item/${item.id}/party-sizes`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ players: [1, 2] });
    const refused = await api.call('PATCH', `/api/shopping-cart/${cartId}/cart-item/${item.id}`, {
      item: { players: 3 },
      eventType: 'updated',
    });
    expect(refused.status).toBe(409);
  });
});
