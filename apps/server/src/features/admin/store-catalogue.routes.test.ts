import type { AdminMembershipPlan, AdminProduct, StoreCatalogueResponse } from '@fairway/contract/admin-store.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

let server: TestServer;
let fx: Fixtures;
let counts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  counts = await tableCounter(server.database!.handle.db);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
const MANAGER = 'manager@harborpines.example';
const PRO_SHOP = 'proshop@harborpines.example';

type GolferPlan = { id: number; name: string; paymentPlan: { price: number; initiationFee: number } };
const catalogue = async () =>
  (await fx.api.get('/api/admin/store/catalogue', await as(MANAGER))).body as StoreCatalogueResponse;
const planNamed = async (name: string) => (await catalogue()).memberships.find((plan) => plan.name === name)!;
const inputOf = (plan: AdminMembershipPlan) => {
  const {
    id: _id,
    facilityId: _facility,
    courseName: _course,
    currencyCode: _currency,
    updatedAt: _at,
    ...input
  } = plan;
  return input;
};
const golfersPlans = async (alias = 'demo') => (await fx.api.get('/api/memberships', { alias })).body as GolferPlan[];
const auditOf = async (action: string, target: string) =>
  server
    .database!.handle.db.select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target)));
const newPlan = (overrides: Record<string, unknown> = {}) => ({
  facilityId: fx.north.id,
  name: 'Winter Pass',
  description: 'Play all winter',
  price: 19900,
  initiationFee: 0,
  frequencyType: 'onetime',
  termMonths: 4,
  renews: false,
  active: true,
  ...overrides,
});

describe('store catalogue: membership plans', () => {
  it('lets owners and managers read and change plans, refuses pro-shop staff (403), golfers (401) and other aliases (404)', async () => {
    for (const username of ['owner@harborpines.example', MANAGER]) {
      const answer = await fx.api.get('/api/admin/store/catalogue', await as(username));
      expect(answer.status, username).toBe(200);
      expect((answer.body as StoreCatalogueResponse).memberships.map((plan) => plan.name)).toEqual(
        expect.arrayContaining(['Weekday Player', 'Full Season', 'Junior Annual']),
      );
    }
    const weekday = await planNamed('Weekday Player');
    const proShop = await as(PRO_SHOP);
    const other = await as('manager@eaglesnest.example', 'simulator');
    const before = await counts();
    expect((await fx.api.get('/api/admin/store/catalogue', proShop)).body.error.code).toBe('FORBIDDEN');
    expect((await fx.api.put(`/api/admin/store/memberships/${weekday.id}`, inputOf(weekday), proShop)).status).toBe(
      403,
    );
    expect((await fx.api.post('/api/admin/store/memberships', newPlan(), proShop)).status).toBe(403);
    expect(
      (await fx.api.put(`/api/admin/store/memberships/${weekday.id}`, inputOf(weekday), { bearer: fx.main.bearer }))
        .status,
    ).toBe(401);
    // Another alias's staff: demo's plans and courses are unknown there.
    expect(
      (await fx.api.put(`/api/admin/store/memberships/${weekday.id}`, { ...inputOf(weekday), price: 1 }, other)).status,
    ).toBe(404);
    expect((await fx.api.post('/api/admin/store/memberships', newPlan(), other)).status).toBe(404);
    expect(
      ((await fx.api.get('/api/admin/store/catalogue', other)).body as StoreCatalogueResponse).memberships.some(
        (plan) => plan.id === weekday.id,
      ),
    ).toBe(false);
    expect(
      (
        await fx.api.put(`/api/admin/store/memberships/${weekday.id}`, inputOf(weekday), {
          ...(await as(MANAGER)),
          csrf: false,
        })
      ).status,
    ).toBe(403);
    expect((await fx.api.put('/api/admin/store/memberships/999999', inputOf(weekday), await as(MANAGER))).status).toBe(
      404,
    );
    expect(countChanges(before, await counts())).toEqual([]);
    expect(await planNamed('Weekday Player')).toEqual(weekday);
  });

  it('answers bad plans 400 VALIDATION_FAILED in plain words and writes nothing', async () => {
    const manager = await as(MANAGER);
    const weekday = await planNamed('Weekday Player');
    const good = inputOf(weekday);
    const before = await counts();
    for (const [bad, words] of [
      [{ ...good, price: -100 }, 'The price cannot be negative'],
      [{ ...good, price: 12.5 }, 'The price must be whole cents'],
      [{ ...good, price: '89.00' }, 'The price must be a number of cents'],
      [{ ...good, initiationFee: -1 }, 'The initiation fee cannot be negative'],
      [{ ...good, name: '   ' }, 'Give the plan a name'],
      [{ ...good, termMonths: 0 }, 'The term is at least 1 month'],
      [{ ...good, frequencyType: 'hourly' }, ''],
      [{ ...good, active: 'yes' }, ''],
      [{ ...good, surprise: 1 }, ''],
    ] as const) {
      const answer = await fx.api.put(`/api/admin/store/memberships/${weekday.id}`, bad, manager);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(answer.body)).toContain(words);
    }
    expect((await fx.api.put('/api/admin/store/memberships/abc', good, manager)).status).toBe(400);
    expect((await fx.api.post('/api/admin/store/memberships', newPlan({ price: -1 }), manager)).status).toBe(400);
    expect((await fx.api.post('/api/admin/store/memberships', newPlan({ facilityId: 'x' }), manager)).status).toBe(400);
    expect(countChanges(before, await counts())).toEqual([]);
    expect(await planNamed('Weekday Player')).toEqual(weekday);
  });

  it("changes the golfers' store at once, keeps a deactivated plan in what was bought, and audits before and after", async () => {
    const manager = await as(MANAGER);
    // A golfer holds the monthly plan before it changes.
    const bought = await fx.membership();
    const weekday = await planNamed('Weekday Player');
    const newPrice = weekday.price + 1234;
    const repriced = await fx.api.put(
      `/api/admin/store/memberships/${weekday.id}`,
      { ...inputOf(weekday), price: newPrice, description: 'Now with range balls' },
      manager,
    );
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect(repriced.body).toMatchObject({
      id: weekday.id,
      price: newPrice,
      description: 'Now with range balls',
      active: true,
    });
    expect((await golfersPlans()).find((plan) => plan.id === weekday.id)!.paymentPlan.price).toBe(newPrice);
    const [priceEntry] = await auditOf('membership-plan.update', `membership-plan:${weekday.id}`);
    expect(priceEntry!.username).toBe(MANAGER);
    expect(priceEntry!.details).toMatchObject({
      before: { price: weekday.price, active: true },
      after: { price: newPrice, description: 'Now with range balls' },
    });

    const deactivated = await fx.api.put(
      `/api/admin/store/memberships/${weekday.id}`,
      { ...inputOf(weekday), price: newPrice, active: false },
      manager,
    );
    expect(deactivated.body.active).toBe(false);
    expect((await golfersPlans()).some((plan) => plan.id === weekday.id)).toBe(false);
    // Still listed for staff, and still in what the golfer bought.
    expect((await planNamed('Weekday Player')).active).toBe(false);
    const held = (await fx.api.get('/api/v2/profile/memberships', { bearer: bought.owner.bearer })).body as {
      id: string;
      name: string;
      paymentPlan: { price: number };
    }[];
    expect(held.find((membership) => membership.id === bought.membershipId)).toMatchObject({
      name: 'Weekday Player',
      paymentPlan: { price: weekday.price },
    });
    const orders = (await fx.api.get('/api/orders', { bearer: bought.owner.bearer })).body;
    expect(JSON.stringify(orders)).toContain('Weekday Player');
    // No longer sold: a cart cannot take it.
    const cartId = await fx.api.newCart({ bearer: bought.owner.bearer });
    const added = await fx.api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      { item: { type: 'membership', facilityId: fx.north.id, extra: { membershipId: weekday.id } } },
      { bearer: bought.owner.bearer },
    );
    expect(added.body.error.code).toBe('CATALOGUE_ITEM_UNAVAILABLE');
    expect(
      (await auditOf('membership-plan.update', `membership-plan:${weekday.id}`))
        .map((entry) => (entry.details as { after: { active: boolean } }).after.active)
        .sort(),
    ).toEqual([false, true]);

    // Reactivated, it is sold again.
    await fx.api.put(`/api/admin/store/memberships/${weekday.id}`, { ...inputOf(weekday), active: true }, manager);
    expect((await golfersPlans()).find((plan) => plan.id === weekday.id)!.paymentPlan.price).toBe(weekday.price);
  });

  it('adds a plan that golfers can buy at once (inactive ones stay hidden), audited', async () => {
    const owner = await as('owner@harborpines.example');
    const created = await fx.api.post('/api/admin/store/memberships', newPlan(), owner);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Winter Pass',
      price: 19900,
      facilityId: fx.north.id,
      courseName: expect.any(String),
      currencyCode: 'USD',
      active: true,
    });
    expect((await golfersPlans()).find((plan) => plan.id === created.body.id)).toMatchObject({
      name: 'Winter Pass',
      paymentPlan: { price: 19900, initiationFee: 0 },
    });
    // Other aliases' golfers do not see it.
    expect((await golfersPlans('maple-ridge')).some((plan) => plan.id === created.body.id)).toBe(false);
    const [entry] = await auditOf('membership-plan.create', `membership-plan:${created.body.id}`);
    expect(entry!.details).toMatchObject({
      facilityId: fx.north.id,
      before: null,
      after: { name: 'Winter Pass', price: 19900, active: true },
    });

    const hidden = await fx.api.post(
      '/api/admin/store/memberships',
      newPlan({ name: 'Staff Only', active: false }),
      owner,
    );
    expect(hidden.status).toBe(200);
    expect((await golfersPlans()).some((plan) => plan.id === hidden.body.id)).toBe(false);
    expect((await catalogue()).memberships.some((plan) => plan.id === hidden.body.id && !plan.active)).toBe(true);
  });
});

const productNamed = async (name: string) =>
  (await catalogue()).products.find((product) => product.name === name && product.facilityId === fx.north.id)!;
const productInputOf = (product: AdminProduct) => {
  const {
    id: _id,
    facilityId: _facility,
    courseName: _course,
    currencyCode: _currency,
    updatedAt: _at,
    ...input
  } = product;
  return input;
};
/** The checkout form's booker (as checkout-test-helpers' guestForm, which this feature may not import). */
const checkoutForm = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  phone: '+1 (555) 010-2030',
  notes: 'Two carts please',
  teeTimePolicyAccepted: true,
});
type GolferProduct = { id: number; name: string; tagPrice: { amount: number } };
const golfersProducts = async (alias = 'demo') =>
  (await fx.api.get(`/api/store/products?facilityIds=${fx.north.id}`, { alias })).body as GolferProduct[];

describe('store catalogue: featured products', () => {
  it('refuses pro-shop staff (403) and other aliases (404), and answers bad products 400 with nothing written', async () => {
    const sleeve = await productNamed('Sleeve of balls');
    expect(sleeve).toMatchObject({ price: 1500, inventory: 40, isUnlimited: false, brand: 'Titleist', active: true });
    const manager = await as(MANAGER);
    const before = await counts();
    expect(
      (await fx.api.put(`/api/admin/store/products/${sleeve.id}`, productInputOf(sleeve), await as(PRO_SHOP))).status,
    ).toBe(403);
    expect(
      (
        await fx.api.post(
          '/api/admin/store/products',
          { facilityId: fx.north.id, product: productInputOf(sleeve) },
          await as(PRO_SHOP),
        )
      ).status,
    ).toBe(403);
    const other = await as('manager@eaglesnest.example', 'simulator');
    expect((await fx.api.put(`/api/admin/store/products/${sleeve.id}`, productInputOf(sleeve), other)).status).toBe(
      404,
    );
    expect(
      (
        await fx.api.post(
          '/api/admin/store/products',
          { facilityId: fx.north.id, product: productInputOf(sleeve) },
          other,
        )
      ).status,
    ).toBe(404);
    expect(
      ((await fx.api.get('/api/admin/store/catalogue', other)).body as StoreCatalogueResponse).products.some(
        (product) => product.id === sleeve.id,
      ),
    ).toBe(false);
    const good = productInputOf(sleeve);
    for (const [bad, words] of [
      [{ ...good, price: -1 }, 'The price cannot be negative'],
      [{ ...good, price: 15.5 }, 'The price must be whole cents'],
      [{ ...good, inventory: -3 }, 'The stock cannot be negative'],
      [{ ...good, isUnlimited: false, inventory: null }, 'Give the stock, or mark the product unlimited'],
      [{ ...good, categoryId: 4 }, 'The lineup category is 1, 2 or 3'],
      [{ ...good, name: '' }, 'Give the product a name'],
    ] as const) {
      const answer = await fx.api.put(`/api/admin/store/products/${sleeve.id}`, bad, manager);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(answer.body)).toContain(words);
    }
    expect(
      (
        await fx.api.post(
          '/api/admin/store/products',
          { facilityId: fx.north.id, product: { ...good, price: -1 } },
          manager,
        )
      ).status,
    ).toBe(400);
    expect(countChanges(before, await counts())).toEqual([]);
    expect(await productNamed('Sleeve of balls')).toEqual(sleeve);
  });

  it("reprices and takes a product off sale: golfers' lists and carts follow at once, bought lines stay, audited", async () => {
    const manager = await as(MANAGER);
    const rental = await productNamed('Rental clubs');
    const repriced = await fx.api.put(
      `/api/admin/store/products/${rental.id}`,
      { ...productInputOf(rental), price: 5250, inventory: 3 },
      manager,
    );
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect((await golfersProducts()).find((product) => product.id === rental.id)!.tagPrice.amount).toBe(5250);
    // A cart adds it at the new price.
    const cart = await fx.cartWithItem();
    const added = await fx.api.post(
      `/api/shopping-cart/${cart.cartId}/cart-item`,
      { item: { type: 'featured-product', parentId: cart.itemId, extra: { productId: rental.id, quantity: 1 } } },
      { bearer: cart.owner!.bearer },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.items.find((item: { type: string }) => item.type === 'featured-product').extra.price).toBe(5250);
    const golfer = { bearer: cart.owner!.bearer };
    const pay = async () => {
      const dueNow = (await fx.api.invoice(cart.cartId, golfer)).body.dueNow.original.total as number;
      const paymentToken = await fx.api.cardToken(cart.cartId, undefined, golfer);
      return fx.api.pay(
        cart.cartId,
        `catalogue-${fx.unique()}`,
        { paymentToken, invoiceTotalAmount: dueNow, formData: checkoutForm(cart.owner!.email) },
        golfer,
      );
    };

    const off = await fx.api.put(
      `/api/admin/store/products/${rental.id}`,
      { ...productInputOf(rental), price: 5250, inventory: 3, active: false },
      manager,
    );
    expect(off.body.active).toBe(false);
    expect((await golfersProducts()).some((product) => product.id === rental.id)).toBe(false);
    expect((await productNamed('Rental clubs')).active).toBe(false);
    const again = await fx.cartWithItem();
    const refused = await fx.api.post(
      `/api/shopping-cart/${again.cartId}/cart-item`,
      { item: { type: 'featured-product', parentId: again.itemId, extra: { productId: rental.id, quantity: 1 } } },
      { bearer: again.owner!.bearer },
    );
    expect(refused.status).toBe(404);
    // A cart that took it before is refused at checkout: nothing is taken from stock for it.
    const soldOut = await pay();
    expect(soldOut.status, JSON.stringify(soldOut.body)).toBe(409);
    expect(soldOut.body.error.code).toBe('PRODUCT_SOLD_OUT');
    const entries = await auditOf('product.update', `product:${rental.id}`);
    expect(entries.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          before: expect.objectContaining({ price: 4500, inventory: 6, active: true }),
          after: expect.objectContaining({ price: 5250, inventory: 3, active: true }),
        }),
        expect.objectContaining({
          before: expect.objectContaining({ active: true }),
          after: expect.objectContaining({ active: false }),
        }),
      ]),
    );
    // Back on sale, the cart is bought; taken off sale again, the order keeps its line.
    await fx.api.put(
      `/api/admin/store/products/${rental.id}`,
      { ...productInputOf(rental), price: 5250, inventory: 3, active: true },
      manager,
    );
    const paid = await pay();
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await fx.api.put(`/api/admin/store/products/${rental.id}`, { ...productInputOf(rental), active: false }, manager);
    const order = await fx.api.get(`/api/orders/${paid.body.order.orderId}`, golfer);
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.body)).toContain('Rental clubs');
    await fx.api.put(`/api/admin/store/products/${rental.id}`, productInputOf(rental), manager);
    expect((await golfersProducts()).find((product) => product.id === rental.id)!.tagPrice.amount).toBe(4500);
  });

  it('adds a product at a course of the alias, in its currency, audited', async () => {
    const created = await fx.api.post(
      '/api/admin/store/products',
      {
        facilityId: fx.north.id,
        product: {
          name: 'Pull cart',
          categoryId: 3,
          price: 700,
          isUnlimited: false,
          inventory: 10,
          brand: 'Clicgear',
          brandModel: null,
          active: true,
        },
      },
      await as('owner@harborpines.example'),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Pull cart',
      price: 700,
      inventory: 10,
      currencyCode: 'USD',
      active: true,
    });
    expect((await golfersProducts()).find((product) => product.id === created.body.id)).toMatchObject({
      name: 'Pull cart',
      tagPrice: { amount: 700 },
    });
    const [entry] = await auditOf('product.create', `product:${created.body.id}`);
    expect(entry!.details).toMatchObject({
      facilityId: fx.north.id,
      before: null,
      after: { name: 'Pull cart', price: 700 },
    });
  });
});

type GolferGiftOptions = {
  options: { facilityId: number; amounts: number[]; custom: { min: number; max: number } | null }[];
};
const golfersGiftOptions = async () =>
  ((await fx.api.get('/api/gift-certificates', { alias: 'demo' })).body as GolferGiftOptions).options;

describe('store catalogue: gift-certificate options', () => {
  it('refuses pro-shop staff and other aliases, answers bad options 400 with nothing written', async () => {
    const manager = await as(MANAGER);
    const north = (await catalogue()).giftCertificates.find((options) => options.facilityId === fx.north.id)!;
    expect(north).toMatchObject({
      amounts: [2500, 5000, 10000, 20000],
      custom: { min: 1000, max: 50000 },
      onSale: true,
    });
    const body = { amounts: north.amounts, custom: north.custom };
    const before = await counts();
    expect(
      (await fx.api.put(`/api/admin/store/gift-certificates/${fx.north.id}`, body, await as(PRO_SHOP))).status,
    ).toBe(403);
    expect(
      (
        await fx.api.put(
          `/api/admin/store/gift-certificates/${fx.north.id}`,
          body,
          await as('manager@eaglesnest.example', 'simulator'),
        )
      ).status,
    ).toBe(404);
    for (const [bad, words] of [
      [{ ...body, amounts: [2500, 2500] }, 'Each amount only once'],
      [{ ...body, amounts: [0] }, 'An amount must be more than zero'],
      [{ ...body, amounts: [12.5] }, 'An amount must be whole cents'],
      [{ ...body, custom: { min: 5000, max: 1000 } }, 'The largest custom amount must not be below the smallest'],
      [{ ...body, custom: { min: 0, max: 1000 } }, 'The smallest custom amount must be more than zero'],
    ] as const) {
      const answer = await fx.api.put(`/api/admin/store/gift-certificates/${fx.north.id}`, bad, manager);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(answer.body)).toContain(words);
    }
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await catalogue()).giftCertificates.find((options) => options.facilityId === fx.north.id)).toEqual(north);
  });

  it("changes the golfers' amounts at once, takes gift certificates off sale with none, audited", async () => {
    const manager = await as(MANAGER);
    const north = (await catalogue()).giftCertificates.find((options) => options.facilityId === fx.north.id)!;
    const changed = await fx.api.put(
      `/api/admin/store/gift-certificates/${fx.north.id}`,
      { amounts: [7500, 3000], custom: { min: 2000, max: 30000 } },
      manager,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await golfersGiftOptions()).find((options) => options.facilityId === fx.north.id)).toMatchObject({
      amounts: [3000, 7500],
      custom: { min: 2000, max: 30000 },
    });
    const off = await fx.api.put(
      `/api/admin/store/gift-certificates/${fx.north.id}`,
      { amounts: [], custom: null },
      manager,
    );
    expect(off.body.onSale).toBe(false);
    expect((await golfersGiftOptions()).some((options) => options.facilityId === fx.north.id)).toBe(false);
    const cartId = await fx.api.newCart({ alias: 'demo' });
    const gift = {
      type: 'gift-certificate',
      facilityId: fx.north.id,
      extra: {
        value: 2500,
        deliveryDate: '2026-07-20',
        recipientName: 'Sam',
        recipientEmail: 'sam@example.com',
        giftMessage: 'Enjoy',
      },
    };
    const refused = await fx.api.post(`/api/shopping-cart/${cartId}/cart-item`, { item: gift }, { alias: 'demo' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error.code).toBe('GIFT_VALUE_NOT_ALLOWED');
    const entries = await auditOf('gift-certificates.update', `gift-certificates:${fx.north.id}`);
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          before: { amounts: north.amounts, custom: north.custom },
          after: { amounts: [3000, 7500], custom: { min: 2000, max: 30000 } },
        }),
        expect.objectContaining({ after: { amounts: [], custom: null } }),
      ]),
    );
    await fx.api.put(
      `/api/admin/store/gift-certificates/${fx.north.id}`,
      { amounts: north.amounts, custom: north.custom },
      manager,
    );
    expect((await golfersGiftOptions()).find((options) => options.facilityId === fx.north.id)).toMatchObject({
      amounts: north.amounts,
    });
  });
});
