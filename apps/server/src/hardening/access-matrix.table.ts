import { guestForm } from '../features/checkout/checkout.testing.ts';
import { type Fixtures, optionsOf, type Principal } from './access-fixtures.ts';

/** One call of a matrix line: path (with ids filled in), body, and whose resource it is (default: fixtures.main). */
export interface Target {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  owner?: Principal;
}

/**
 * How an operation treats callers:
 * - public: anyone may call it (search, sign-in, sign-up, links carrying their own secret);
 *   a probe, when given, is called anonymously and must show no fixture owner's data.
 * - self: acts on the caller's own account; other callers act on theirs, so they may get a 2xx
 *   but must never see the owner's data.
 * - owned: a resource with one owner; every non-owner must get a 4xx and none of its data.
 * `owner` is the status the owner gets for the target the line builds.
 */
export type MatrixLine =
  | { access: 'public'; why: string; probe?: (fx: Fixtures) => Promise<Target> }
  | { access: 'self'; owner: number; request: (fx: Fixtures) => Promise<Target> }
  | { access: 'owned'; resource: string; owner: number; request: (fx: Fixtures) => Promise<Target> };

const cart = (
  path: (c: Awaited<ReturnType<Fixtures['cartWithItem']>>) => string,
  owner: number,
  body?: unknown,
): MatrixLine => ({
  access: 'owned',
  resource: "golfer's cart",
  owner,
  request: async (fx) => {
    const c = await fx.cartWithItem();
    return { path: path(c), body, owner: c.owner! };
  },
});

type ReservationFixture = Awaited<ReturnType<Fixtures['reservation']>>;

const reservation = (
  path: (r: ReservationFixture) => string,
  owner: number,
  body?: (r: ReservationFixture, fx: Fixtures) => unknown,
): MatrixLine => ({
  access: 'owned',
  resource: "golfer's reservation",
  owner,
  request: async (fx) => {
    const r = await fx.reservation();
    return { path: path(r), body: body?.(r, fx), owner: r.owner };
  },
});

/** One card booking the credits lines share (each line takes 1.00 of it): the fixture's tee times are few. */
const creditBookings = new WeakMap<Fixtures, Promise<ReservationFixture>>();
const creditBooking = (fx: Fixtures): Promise<ReservationFixture> => {
  const known = creditBookings.get(fx);
  if (known) return known;
  const booked = fx.reservation();
  creditBookings.set(fx, booked);
  return booked;
};

type AlertFixture = Awaited<ReturnType<Fixtures['alert']>>;
const alert = (target: (a: AlertFixture) => Target): MatrixLine => ({
  access: 'owned',
  resource: "golfer's tee-time alert",
  owner: 200,
  request: async (fx) => target(await fx.alert()),
});

/** A friend invitation the reservation's lead sent (its owner is the lead). */
const friendInvitation = (path: (i: { reservationId: string; inviteId: string }) => string): MatrixLine => ({
  access: 'owned',
  resource: "golfer's friend invitation",
  owner: 200,
  request: async (fx) => {
    const r = await fx.reservation();
    const sent = await fx.api.post(
      `/api/reservation/${r.reservationId}/friend-invitations`,
      { invitations: [{ name: 'Matrix Friend', email: `friend-${fx.unique()}@example.com` }] },
      optionsOf(r.owner),
    );
    if (sent.status !== 200) throw new Error(`invitation failed: ${JSON.stringify(sent.body)}`);
    return {
      path: path({ reservationId: r.reservationId, inviteId: sent.body.invitations[0]._id as string }),
      owner: r.owner,
    };
  },
});

/** A pro-profile call: a member's account; everyone else gets 401 (no golfer), 404 (no member record) or 403. */
const proAccount = (path: string): MatrixLine => ({
  access: 'owned',
  resource: "member's pro account",
  owner: 200,
  request: async (fx) => ({ path, owner: (await fx.proMember()).owner }),
});

/** A block of the alias's North course on a day no fixture books (its reason is the owner's marker). */
const matrixBlock = (fx: Fixtures) => ({
  facilityId: fx.north.id,
  kind: 'event',
  reason: `Matrix event ${fx.unique()}`,
  startsOn: '2026-07-16',
  fromTime: '12:00',
  toTime: '13:00',
});

/** A counter sale of a $25 gift certificate of the alias's North course, handed over on paper (the buyer's name is the owner's marker). */
const matrixCounterSale = (fx: Fixtures, lastName = `Walkup${fx.unique()}`) => ({
  buyer: { kind: 'walk-up', firstName: 'Matrix', lastName },
  lines: [{ type: 'gift-certificate', facilityId: fx.north.id, value: 2500, delivery: { kind: 'print' } }],
});

/** A blocks call: the alias's manager owns the alias's blocks. */
const blocks = (target: (fx: Fixtures, staff: Principal) => Promise<Omit<Target, 'owner'>>): MatrixLine => ({
  access: 'owned',
  resource: "alias's blocks",
  owner: 200,
  request: async (fx) => {
    const staff = await fx.staff();
    return { ...(await target(fx, staff)), owner: staff };
  },
});

/** A rates or promotions call: the alias's manager manages the prices of the alias's courses and its codes. */
const pricing = (
  resource: string,
  target: (fx: Fixtures, staff: Principal) => Promise<Omit<Target, 'owner'>>,
): MatrixLine => ({
  access: 'owned',
  resource,
  owner: 200,
  request: async (fx) => {
    const staff = await fx.staff();
    return { ...(await target(fx, staff)), owner: staff };
  },
});

/** North's details and own settings as the console reads them (saved back unchanged by the course lines). */
async function matrixCourse(fx: Fixtures, staff: Principal) {
  const answer = await fx.api.get('/api/admin/courses', optionsOf(staff));
  const courses = (answer.body as { courses: { id: number; details: unknown; overrides: unknown }[] }).courses;
  const north = courses.find((course) => course.id === fx.north.id);
  if (!north) throw new Error(`courses failed: ${JSON.stringify(answer.body)}`);
  return north;
}

/** A staff-accounts call: the alias's seeded owner manages its staff. */
const staffAccounts = (
  target: (fx: Fixtures, owner: Principal) => Promise<Omit<Target, 'owner'>>,
  status = 200,
): MatrixLine => ({
  access: 'owned',
  resource: "alias's staff accounts",
  owner: status,
  request: async (fx) => {
    const owner = await fx.staff('owner@harborpines.example');
    return { ...(await target(fx, owner)), owner };
  },
});
const matrixStaff = (fx: Fixtures) => ({
  username: `matrix.${fx.unique()}@harborpines.example`,
  name: 'Matrix Staff',
  role: 'pro-shop',
  password: 'Fairway2026',
});

type MatrixRate = { rateId: number; rateSetId: number; name: string; isSimulator: boolean; updatedAt: string } & Record<
  string,
  unknown
>;
/** North's last rate as the console lists it, and its input (saving it unchanged moves no price other lines rely on). */
async function northRate(fx: Fixtures, staff: Principal) {
  const sets = (await fx.api.get('/api/admin/rate-sets', optionsOf(staff))).body as {
    rateSets: { facilityId: number; rates: MatrixRate[] }[];
  };
  const rate = sets.rateSets
    .filter((set) => set.facilityId === fx.north.id)
    .flatMap((set) => set.rates)
    .at(-1)!;
  const { rateId, rateSetId, isSimulator: _simulator, updatedAt: _updated, ...input } = rate;
  return { rateId, rateSetId, input };
}
const MATRIX_PRICING_RULE = {
  enabled: false,
  floorPercent: 80,
  ceilingPercent: 120,
  utilisationSteps: [{ atLeastPercent: 50, adjustPercent: 10 }],
  daysOutSteps: [{ withinDays: 1, adjustPercent: -10 }],
};
const matrixPromotion = (fx: Fixtures) => ({
  code: `MATRIX${fx.unique()}`
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 32),
  type: 'amount',
  value: 100,
  allowedPlayers: [2],
  validFrom: '2026-07-01',
  validTo: '2026-07-02',
  active: false,
});

const matrixPlan = (fx: Fixtures, extra: Record<string, unknown>) => ({
  name: `Matrix ${fx.unique()}`,
  description: '',
  price: 100,
  initiationFee: 0,
  frequencyType: 'onetime',
  termMonths: 12,
  renews: false,
  active: false,
  ...extra,
});

const matrixProduct = (fx: Fixtures) => ({
  name: `Matrix ${fx.unique()}`,
  categoryId: 1,
  price: 100,
  isUnlimited: true,
  inventory: null,
  brand: null,
  brandModel: null,
  active: false,
});

const returnUrl = (fx: Fixtures) => `${fx.server.baseUrl}/payment-authorization`;

/**
 * Every operation of the OpenAPI document, keyed `METHOD /path` as the document spells it.
 * A new route without a line here fails access-matrix.test.ts (see README.md beside this file).
 */
export const ACCESS_MATRIX: Record<string, MatrixLine> = {
  'GET /healthz': { access: 'public', why: 'liveness' },
  'GET /api/facilities': { access: 'public', why: "the engine's courses" },
  'GET /api/booking-engine': { access: 'public', why: "the engine's public settings" },
  'GET /api/v2/tee-times': {
    access: 'public',
    why: 'search',
    probe: async (fx) => ({ path: `/api/v2/tee-times?date=2026-07-13&facilityIds=${fx.north.id}` }),
  },
  'GET /api/tee-times/prices': { access: 'public', why: 'search prices' },
  'GET /api/tee-times/rate/{rateId}/invoice': { access: 'public', why: 'a rate price preview' },
  'GET /api/weather': { access: 'public', why: 'forecast' },
  'GET /api/weather/hourly': { access: 'public', why: 'forecast' },
  'GET /api/product-line-items': { access: 'public', why: 'catalogue' },
  'GET /api/course/{id}/tee-time/locks': {
    access: 'public',
    why: 'lock counts without cart ids',
    probe: async (fx) => {
      const locked = await fx.cartWithItem('golfer', true);
      await fx.api.put(
        `/api/course/${locked.facilityId}/tee-time/lock`,
        { teetime: locked.teetime, slots: 1, cartId: locked.cartId },
        optionsOf(locked.owner),
      );
      return {
        path: `/api/course/${locked.facilityId}/tee-time/locks?localDate=2026-07-10`,
        owner: { markers: [...locked.owner!.markers, locked.cartId] },
      };
    },
  },
  'POST /api/profile': { access: 'public', why: 'sign-up' },
  'POST /api/profile/authenticate': { access: 'public', why: 'sign-in' },
  'POST /api/session/guest': { access: 'public', why: 'starts a guest session' },
  'POST /api/session/golf-id': { access: 'public', why: 'starts a golf-ID sign-in' },
  'POST /api/profile/password-reset': { access: 'public', why: 'mails the address owner a link' },
  'POST /api/profile/password-reset/{token}': { access: 'public', why: 'the token is the secret' },
  'PUT /api/profile/password-reset/{token}': { access: 'public', why: 'the token is the secret' },
  'PUT /api/profile/email-verification': { access: 'public', why: 'the key is the secret' },
  'PUT /api/user/{id}/email/unsubscribe': { access: 'public', why: 'the signature is the secret' },
  // An anonymous cart is reachable by its unguessable id (SPEC §7); a golfer's cart is owned.
  'POST /api/shopping-cart': { access: 'public', why: 'a new cart for the caller' },
  // The operator console: staff sign in here; every other /api/admin call needs a staff token of the alias.
  'POST /api/admin/session': { access: 'public', why: 'staff sign-in' },

  'GET /api/session': { access: 'self', owner: 200, request: async () => ({ path: '/api/session' }) },
  'GET /api/profile': { access: 'self', owner: 200, request: async () => ({ path: '/api/profile' }) },
  'PUT /api/v2/profile': {
    access: 'self',
    owner: 200,
    request: async (fx) => {
      const owner = await fx.golfer();
      const lastName = owner.markers[1]!;
      return {
        path: '/api/v2/profile',
        owner,
        body: {
          emailAddress: owner.email,
          profileDetails: { firstName: 'Matrix', lastName, phoneNumber: null, facilities: [] },
        },
      };
    },
  },
  'POST /api/profile/sign-out-everywhere': {
    access: 'self',
    owner: 200,
    request: async (fx) => ({ path: '/api/profile/sign-out-everywhere', owner: await fx.golfer(), body: {} }),
  },
  'POST /api/profile/deauthenticate': {
    access: 'self',
    owner: 200,
    request: async (fx) => ({ path: '/api/profile/deauthenticate', owner: await fx.golfer(), body: {} }),
  },
  'POST /api/profile/email-verification': {
    access: 'self',
    owner: 202,
    request: async () => ({ path: '/api/profile/email-verification', body: {} }),
  },
  // The demo engine runs no rewards program: the owner gets past the session check to its 409.
  'POST /api/profile/rewards-program': {
    access: 'self',
    owner: 409,
    request: async (fx) => ({ path: '/api/profile/rewards-program', body: { gnFacilityId: fx.north.gnFacilityId } }),
  },
  'GET /api/wallet': {
    access: 'self',
    owner: 200,
    request: async (fx) => (await fx.walletCard(fx.main), { path: '/api/wallet' }),
  },
  'GET /api/memberships': { access: 'public', why: 'the membership catalogue' },
  'GET /api/store/products': { access: 'public', why: 'the featured-product catalogue' },
  'GET /api/gift-certificates': {
    access: 'self',
    owner: 200,
    request: async () => ({ path: '/api/gift-certificates' }),
  },
  'POST /api/gift-certificates/check': {
    access: 'public',
    why: 'the code itself is the secret (16 characters, about 79 bits); it answers a balance only',
  },
  'GET /api/v2/profile/memberships': {
    access: 'self',
    owner: 200,
    request: async (fx) => ({ path: '/api/v2/profile/memberships', owner: (await fx.membership()).owner }),
  },
  'POST /api/memberships/{id}/cancel': {
    access: 'owned',
    resource: "golfer's membership",
    owner: 200,
    request: async (fx) => {
      const held = await fx.membership();
      return {
        path: `/api/memberships/${held.membershipId}/cancel`,
        owner: held.owner,
        body: { gnFacilityId: held.gnFacilityId },
      };
    },
  },
  'GET /api/profile/pro/customer': proAccount('/api/profile/pro/customer'),
  'GET /api/profile/pro/locations': proAccount('/api/profile/pro/locations'),
  'GET /api/profile/pro/memberships': proAccount('/api/profile/pro/memberships'),
  'GET /api/profile/pro/memberships/billing-list': proAccount(
    '/api/profile/pro/memberships/billing-list?pageIndex=0&pageSize=2147483647',
  ),
  'GET /api/profile/pro/loyalty': proAccount('/api/profile/pro/loyalty'),
  'GET /api/profile/pro/credit-books': proAccount('/api/profile/pro/credit-books'),
  'GET /api/profile/pro/credit-account': proAccount('/api/profile/pro/credit-account'),
  'GET /api/profile/pro/billing-statement': proAccount(
    '/api/profile/pro/billing-statement?startDate=2026-01-01&endDate=2026-07-10',
  ),
  'GET /api/profile/pro/statement-history': proAccount('/api/profile/pro/statement-history?pageIndex=0&pageSize=12'),
  'GET /api/profile/pro/orders': {
    access: 'owned',
    resource: "member's pro account",
    owner: 200,
    request: async (fx) => ({
      path: '/api/profile/pro/orders?startDate=2026-01-01&endDate=2026-12-31',
      owner: (await fx.proOrder()).owner,
    }),
  },
  'GET /api/profile/pro/orders/{id}': {
    access: 'owned',
    resource: "member's order",
    owner: 200,
    request: async (fx) => {
      const paid = await fx.proOrder();
      return { path: `/api/profile/pro/orders/${paid.orderId}`, owner: paid.owner };
    },
  },
  'GET /api/profile/pro/gift-certificates': proAccount('/api/profile/pro/gift-certificates'),
  'GET /api/profile/pro/credit-cards': proAccount('/api/profile/pro/credit-cards'),
  'POST /api/profile/pro/credit-account/payments': {
    access: 'owned',
    resource: "member's pro account",
    owner: 200,
    request: async (fx) => {
      const member = await fx.proMember();
      return {
        path: '/api/profile/pro/credit-account/payments',
        owner: member.owner,
        body: { kind: 'amount', amount: 1_000, walletOptionId: member.walletOptionId },
        headers: { 'idempotency-key': `matrix-${fx.unique()}` },
      };
    },
  },
  'GET /api/orders': {
    access: 'self',
    owner: 200,
    request: async (fx) => ({ path: '/api/orders', owner: (await fx.order('golfer')).owner }),
  },
  'POST /api/profile/credit-cards/token': {
    access: 'self',
    owner: 200,
    request: async (fx) => ({
      path: '/api/profile/credit-cards/token',
      body: { originUrl: `${fx.server.baseUrl}/account` },
    }),
  },

  'POST /api/profile/credit-cards': {
    access: 'owned',
    resource: 'card token tokenised by a golfer',
    owner: 201,
    request: async (fx) => ({
      path: '/api/profile/credit-cards',
      body: {
        isDefault: false,
        overrideMembershipBilling: false,
        token: await fx.walletToken(fx.main),
        tokenTypeId: 5,
      },
    }),
  },
  'PATCH /api/wallet/{id}': {
    access: 'owned',
    resource: 'wallet card',
    owner: 200,
    request: async (fx) => ({
      path: `/api/wallet/${(await fx.walletCard(fx.main)).cardId}`,
      body: {
        name: 'Grace Hopper',
        expirationMonth: 6,
        expirationYear: 31,
        address: '2 Green Lane',
        postalCode: 'SW1A 1AA',
        countryCode: 'UK',
      },
    }),
  },
  'DELETE /api/wallet/{id}': {
    access: 'owned',
    resource: 'wallet card',
    owner: 204,
    request: async (fx) => ({ path: `/api/wallet/${(await fx.walletCard(fx.main)).cardId}` }),
  },

  'GET /api/shopping-cart/{id}': cart((c) => `/api/shopping-cart/${c.cartId}`, 200),
  'DELETE /api/shopping-cart/{id}': cart((c) => `/api/shopping-cart/${c.cartId}`, 204),
  'POST /api/shopping-cart/{id}/cart-item': {
    access: 'owned',
    resource: "golfer's cart",
    owner: 201,
    request: async (fx) => {
      const c = await fx.cartWithItem();
      return { path: `/api/shopping-cart/${c.cartId}/cart-item`, owner: c.owner!, body: await fx.teeTimeItemBody() };
    },
  },
  'PATCH /api/shopping-cart/{id}/cart-item/{itemId}': cart(
    (c) => `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}`,
    200,
    { item: { players: 3 } },
  ),
  'DELETE /api/shopping-cart/{id}/cart-item/{itemId}': cart(
    (c) => `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}`,
    200,
  ),
  'GET /api/shopping-cart/{id}/cart-item/{itemId}/rates': cart(
    (c) => `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}/rates`,
    200,
  ),
  'GET /api/shopping-cart/{id}/cart-item/{itemId}/party-sizes': cart(
    (c) => `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}/party-sizes`,
    200,
  ),
  'POST /api/shopping-cart/{id}/cart-item/{itemId}/trail': cart(
    (c) => `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}/trail`,
    200,
    { eventType: 'failed', errors: ['x'] },
  ),
  'POST /api/shopping-cart/{id}/cart-item/{itemId}/slot': cart(
    (c) => `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}/slot`,
    200,
    { name: 'Partner' },
  ),
  'DELETE /api/shopping-cart/{id}/cart-item/{itemId}/slot/{slotId}': {
    access: 'owned',
    resource: "golfer's cart",
    owner: 200,
    request: async (fx) => {
      const c = await fx.cartWithItem();
      const answer = await fx.api.post(
        `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}/slot`,
        { name: 'Partner' },
        optionsOf(c.owner),
      );
      const slotId = (answer.body.items[0].extra.slots as { id: string }[]).at(-1)!.id;
      return { path: `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}/slot/${slotId}`, owner: c.owner! };
    },
  },
  'POST /api/shopping-cart/{id}/cart-item/{itemId}/is-bookable': cart(
    (c) => `/api/shopping-cart/${c.cartId}/cart-item/${c.itemId}/is-bookable`,
    200,
    {},
  ),
  'POST /api/shopping-cart/{id}/invoice': cart((c) => `/api/shopping-cart/${c.cartId}/invoice`, 200, {}),
  'GET /api/shopping-cart/{id}/invoice-preview': cart((c) => `/api/shopping-cart/${c.cartId}/invoice-preview`, 200),
  'PUT /api/shopping-cart/{id}/metadata': cart((c) => `/api/shopping-cart/${c.cartId}/metadata`, 204, {
    googleRWGToken: 'rwg-matrix',
  }),
  'POST /api/shopping-cart/{id}/payment-token': {
    access: 'owned',
    resource: "golfer's cart",
    owner: 200,
    request: async (fx) => {
      const c = await fx.cartWithItem();
      return {
        path: `/api/shopping-cart/${c.cartId}/payment-token`,
        owner: c.owner!,
        body: { originUrl: `${fx.server.baseUrl}/checkout` },
      };
    },
  },
  'POST /api/shopping-cart/{id}/process-payment': {
    access: 'owned',
    resource: "golfer's cart",
    owner: 200,
    request: async (fx) => {
      const c = await fx.invoicedCart();
      const owner = c.owner!;
      const paymentToken = await fx.api.cardToken(c.cartId, undefined, optionsOf(owner));
      const formData = guestForm({ lastName: owner.markers[1], email: owner.email });
      return {
        path: `/api/shopping-cart/${c.cartId}/process-payment`,
        owner,
        headers: { 'idempotency-key': `matrix-${fx.unique()}` },
        body: { paymentToken, invoiceTotalAmount: c.dueNow, formData, returnUrl: returnUrl(fx) },
      };
    },
  },
  'POST /api/shopping-cart/{id}/process-payment/finalize': {
    access: 'owned',
    resource: "golfer's cart",
    owner: 200,
    request: async (fx) => {
      const order = await fx.order('golfer');
      return {
        path: `/api/shopping-cart/${order.cartId}/process-payment/finalize`,
        owner: order.owner,
        body: { paymentId: order.paymentId },
      };
    },
  },
  'PUT /api/course/{id}/tee-time/lock': {
    access: 'owned',
    resource: "golfer's cart",
    owner: 200,
    request: async (fx) => {
      const c = await fx.cartWithItem('golfer', true);
      return {
        path: `/api/course/${c.facilityId}/tee-time/lock`,
        owner: c.owner!,
        body: { teetime: c.teetime, slots: 1, cartId: c.cartId },
      };
    },
  },
  'DELETE /api/course/{id}/tee-time/lock': {
    access: 'owned',
    resource: "golfer's cart",
    owner: 204,
    request: async (fx) => {
      const c = await fx.cartWithItem('golfer', true);
      await fx.api.put(
        `/api/course/${c.facilityId}/tee-time/lock`,
        { teetime: c.teetime, slots: 1, cartId: c.cartId },
        optionsOf(c.owner),
      );
      return {
        path: `/api/course/${c.facilityId}/tee-time/lock`,
        owner: c.owner!,
        body: { teetime: c.teetime, cartId: c.cartId },
      };
    },
  },
  'GET /api/invoice/{id}': {
    access: 'owned',
    resource: "golfer's cart invoice",
    owner: 200,
    request: async (fx) => {
      const c = await fx.invoicedCart();
      return { path: `/api/invoice/${c.invoiceId}`, owner: c.owner! };
    },
  },

  'GET /api/orders/{id}': {
    access: 'owned',
    resource: "a guest's order",
    owner: 200,
    request: async (fx) => {
      const order = await fx.order('guest');
      return { path: `/api/orders/${order.orderId}`, owner: order.owner };
    },
  },
  'POST /api/orders/{id}/send-google-conversion': {
    access: 'owned',
    resource: "golfer's order",
    owner: 204,
    request: async (fx) => {
      const order = await fx.order('golfer');
      return {
        path: `/api/orders/${order.orderId}/send-google-conversion`,
        owner: order.owner,
        body: { rwgToken: 'rwg-matrix', merchantChanged: 2 },
      };
    },
  },
  'GET /api/payments/{id}': {
    access: 'owned',
    resource: "golfer's saved-card payment",
    owner: 200,
    request: async (fx) => {
      const order = await fx.order('golfer');
      return { path: `/api/payments/${order.paymentId}`, owner: order.owner };
    },
  },
  // Stripe's webhook (features/payments/stripe): no session; the Stripe-Signature of the endpoint's
  // signing secret is the proof (400 without it; 404 unless PAYMENT_PROVIDER=stripe, as on this matrix's server).
  'POST /api/payments/stripe/webhook': {
    access: 'public',
    why: "Stripe's signed events: reconcile a payment's captures, refunds and disputes with the ledger, show nothing",
  },

  // Twilio's webhooks (features/sms): no session; the X-Twilio-Signature of the account's Auth Token
  // is the proof (403 without it; 404 unless SMS_PROVIDER=twilio, as on this matrix's server).
  'POST /api/sms/twilio/status': {
    access: 'public',
    why: "Twilio's signed status callback: records a delivery status, shows nothing",
  },
  'POST /api/sms/twilio/incoming': {
    access: 'public',
    why: "Twilio's signed incoming-message webhook: STOP/START of the sender's own number, answers empty TwiML",
  },

  // Fair release queue: anyone may wait; the ticket (x-release-ticket, only its hash stored) is the secret.
  'GET /api/release-queue/{facilityId}': {
    access: 'public',
    why: "today's release of a course (mode, released day, countdown): the same for every golfer of the engine",
  },
  'POST /api/release-queue/{facilityId}/tickets': {
    access: 'public',
    why: "joins a course's waiting room; the answer is the caller's own new ticket",
  },
  'GET /api/release-queue/{facilityId}/tickets/current': {
    access: 'public',
    why: 'the ticket header is the secret; an unknown ticket is 404',
  },
  'DELETE /api/release-queue/{facilityId}/tickets/current': {
    access: 'public',
    why: 'the ticket header is the secret; an unknown ticket is 404',
  },

  // Reservations: a golfer's booking; a guest reaches theirs only with the manage-link token.
  'GET /api/reservation/manage': { access: 'public', why: 'the signed manage-link token is the secret' },
  'GET /api/reservation/history': {
    access: 'self',
    owner: 200,
    request: async (fx) => ({ path: '/api/reservation/history', owner: (await fx.reservation()).owner }),
  },
  'GET /api/reservation/{id}/history': reservation((r) => `/api/reservation/${r.reservationId}/history`, 200),
  'GET /api/reservation/{id}/calendar.ics': reservation((r) => `/api/reservation/${r.reservationId}/calendar.ics`, 200),
  'PUT /api/reservations/{id}/cancel': reservation(
    (r) => `/api/reservations/${r.reservationId}/cancel`,
    200,
    () => ({ reason: 'matrix' }),
  ),
  'GET /api/reservation/{id}/checkin/status': reservation(
    (r) => `/api/reservation/${r.reservationId}/checkin/status`,
    200,
  ),
  // Outside the check-in window on the matrix's date, so the owner is told 409; others get 404.
  'POST /api/reservation/checkin': reservation(
    () => '/api/reservation/checkin',
    409,
    (r) => ({ bookingId: r.reservationId, facilityId: r.facilityId, slots: [1], isFullCheckIn: true }),
  ),
  'POST /api/reservation/{id}/checkin/card-token': reservation(
    (r) => `/api/reservation/${r.reservationId}/checkin/card-token`,
    200,
    (_r, fx) => ({ originUrl: `${fx.server.baseUrl}/reservation/history` }),
  ),
  'POST /api/reservation/{id}/pay-and-checkin': {
    access: 'owned',
    resource: "golfer's reservation",
    owner: 409,
    request: async (fx) => {
      const r = await fx.reservation();
      return {
        path: `/api/reservation/${r.reservationId}/pay-and-checkin`,
        owner: r.owner,
        headers: { 'idempotency-key': `matrix-${fx.unique()}` },
        body: { playerCount: 1, paymentToken: 'tok_matrix' },
      };
    },
  },
  'GET /api/reservation/{id}/friend-invitations': reservation(
    (r) => `/api/reservation/${r.reservationId}/friend-invitations`,
    200,
  ),
  'POST /api/reservation/{id}/friend-invitations': reservation(
    (r) => `/api/reservation/${r.reservationId}/friend-invitations`,
    200,
    (_r, fx) => ({ invitations: [{ name: 'Matrix Friend', email: `friend-${fx.unique()}@example.com` }] }),
  ),
  'POST /api/reservation/{id}/friend-invitations/{inviteId}/resend': friendInvitation(
    (i) => `/api/reservation/${i.reservationId}/friend-invitations/${i.inviteId}/resend`,
  ),
  'DELETE /api/reservation/{id}/friend-invitations/{inviteId}': friendInvitation(
    (i) => `/api/reservation/${i.reservationId}/friend-invitations/${i.inviteId}`,
  ),
  'GET /api/invitation/{inviteId}/{hash}/': {
    access: 'public',
    why: 'the mailed link token is the secret (only its hash is stored)',
  },
  'PATCH /api/invitation/{inviteId}/{type}/{hash}/': {
    access: 'public',
    why: 'the mailed link token is the secret (only its hash is stored)',
  },
  'POST /api/invitation/{inviteId}/{hash}/share/payment-token': {
    access: 'public',
    why: "the mailed link token is the secret; the card is vaulted under that invitation's share only",
  },
  'POST /api/invitation/{inviteId}/{hash}/share': {
    access: 'public',
    why: "the mailed link token is the secret; only a card entered for that invitation's share is accepted",
  },
  'PUT /api/reservations/{id}/metadata': reservation(
    (r) => `/api/reservations/${r.reservationId}/metadata`,
    200,
    () => ({ googleRWGToken: 'rwg-matrix' }),
  ),

  // Tee-time alerts: a golfer's alert; others, and the owner through another alias, get no 2xx.
  'GET /api/profile/teetime-alerts': {
    access: 'self',
    owner: 200,
    request: async (fx) => ({ path: '/api/profile/teetime-alerts?status=active', owner: (await fx.alert()).owner }),
  },
  'POST /api/profile/teetime-alerts': {
    access: 'self',
    owner: 201,
    request: async (fx) => ({
      path: '/api/profile/teetime-alerts',
      owner: await fx.golfer(),
      body: {
        dates: ['2026-07-14'],
        timezone: 'America/New_York',
        teetimeStartTime: 420,
        teetimeEndTime: 600,
        players: 2,
        facilityIds: [fx.north.id],
        lzCurrentLanguage: 'en',
      },
    }),
  },
  'GET /api/profile/teetime-alerts/{id}': alert((a) => ({
    path: `/api/profile/teetime-alerts/${a.alertId}`,
    owner: a.owner,
  })),
  'PATCH /api/profile/teetime-alerts/{id}': alert((a) => ({
    path: `/api/profile/teetime-alerts/${a.alertId}`,
    owner: a.owner,
    body: { ...a.body, players: 3 },
  })),
  'DELETE /api/profile/teetime-alerts/{id}': alert((a) => ({
    path: `/api/profile/teetime-alerts/${a.alertId}`,
    owner: a.owner,
  })),
  'GET /api/admin/session': {
    access: 'owned',
    resource: 'staff session',
    owner: 200,
    request: async (fx) => ({ path: '/api/admin/session', owner: await fx.staff() }),
  },
  'DELETE /api/admin/session': {
    access: 'owned',
    resource: 'staff session',
    owner: 200,
    request: async (fx) => ({ path: '/api/admin/session', owner: await fx.staff('proshop@harborpines.example') }),
  },
  'GET /api/admin/tee-sheet': {
    access: 'owned',
    resource: "alias's tee sheet",
    owner: 200,
    request: async (fx) => {
      // A golfer's booking on the sheet: nobody but the alias's staff may see their name or e-mail.
      const booked = await fx.reservation();
      const staff = await fx.staff();
      return {
        path: `/api/admin/tee-sheet?date=2026-07-13&facilityId=${booked.facilityId}`,
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers] },
      };
    },
  },
  'GET /api/admin/tee-sheet.csv': {
    access: 'owned',
    resource: "alias's tee sheet as CSV (the starter's file)",
    owner: 200,
    request: async (fx) => {
      // The counter's file: a pro-shop member downloads it; nobody else may read the golfer's name in it.
      const booked = await fx.reservation();
      const staff = await fx.staff('proshop@harborpines.example');
      return {
        path: `/api/admin/tee-sheet.csv?date=2026-07-13&facilityId=${booked.facilityId}`,
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers] },
      };
    },
  },
  'GET /api/admin/rates': {
    access: 'owned',
    resource: "alias's rates for the walk-in dialog",
    owner: 200,
    request: async (fx) => ({
      path: `/api/admin/rates?facilityId=${fx.north.id}&teetime=2026-07-13T10:00`,
      owner: await fx.staff('proshop@harborpines.example'),
    }),
  },
  'GET /api/admin/reservations/quote': {
    access: 'owned',
    resource: "alias's rate priced for a phone booking (the booking dialog's quote)",
    owner: 200,
    request: async (fx) => {
      const { item } = await fx.teeTimeItemBody();
      return {
        path: `/api/admin/reservations/quote?facilityId=${item.facilityId}&teetime=${encodeURIComponent(item.extra.teetime)}&rateId=${item.extra.rateId}&players=2`,
        owner: await fx.staff('proshop@harborpines.example'),
      };
    },
  },
  'POST /api/admin/reservations': {
    access: 'owned',
    resource: "alias's tee sheet (walk-in booking)",
    owner: 201,
    request: async (fx) => {
      const { item } = await fx.teeTimeItemBody();
      const name = `Walkin${fx.unique()}`;
      const body = {
        facilityId: item.facilityId,
        teetime: item.extra.teetime,
        players: 2,
        rateId: item.extra.rateId,
        golfer: { firstName: 'Matrix', lastName: name },
        paymentMethod: 'cash',
      };
      const staff = await fx.staff('proshop@harborpines.example');
      return {
        path: '/api/admin/reservations',
        body,
        headers: { 'idempotency-key': `matrix-${name}` },
        owner: { ...staff, markers: [...staff.markers, name] },
      };
    },
  },
  'GET /api/admin/reservations/{id}/move-targets': {
    access: 'owned',
    resource: "alias's booking (move targets)",
    owner: 200,
    request: async (fx) => {
      // The answer names no golfer; the reservation id is the alias's, so only its staff get a 2xx.
      const booked = await fx.reservation();
      const staff = await fx.staff('proshop@harborpines.example');
      return {
        path: `/api/admin/reservations/${booked.reservationId}/move-targets?date=2026-07-13&facilityId=${booked.facilityId}`,
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers, booked.reservationId] },
      };
    },
  },
  'PUT /api/admin/reservations/{id}/tee-time': {
    access: 'owned',
    resource: "alias's booking (move)",
    owner: 200,
    request: async (fx) => {
      const booked = await fx.reservation();
      const { item } = await fx.teeTimeItemBody();
      const staff = await fx.staff('proshop@harborpines.example');
      return {
        path: `/api/admin/reservations/${booked.reservationId}/tee-time`,
        body: { facilityId: booked.facilityId, teetime: item.extra.teetime },
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers] },
      };
    },
  },
  'POST /api/admin/reservations/{id}/cancellation': {
    access: 'owned',
    resource: "alias's booking (cancel with refund)",
    owner: 200,
    request: async (fx) => {
      const booked = await fx.reservation();
      const staff = await fx.staff();
      return {
        path: `/api/admin/reservations/${booked.reservationId}/cancellation`,
        body: { refund: true, reason: 'Matrix' },
        headers: { 'idempotency-key': `matrix-cancel-${fx.unique()}` },
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers] },
      };
    },
  },
  'PUT /api/admin/reservations/{id}/players/{slot}/attendance': {
    access: 'owned',
    resource: "alias's booking (check-in)",
    owner: 200,
    request: async (fx) => {
      // A walk-in later today (MATRIX_NOW's day at the course): players are checked in on the day.
      const staff = await fx.staff('proshop@harborpines.example');
      const options = {
        ...optionsOf(staff),
        headers: { ...optionsOf(staff).headers, 'idempotency-key': `matrix-today-${fx.unique()}` },
      };
      const sheet = (
        await fx.api.get(`/api/admin/tee-sheet?date=2026-07-10&facilityId=${fx.north.id}`, optionsOf(staff))
      ).body as { courses: { teeTimes: { teetime: string; availableSlots: number }[] }[] };
      const teetime = sheet.courses[0]!.teeTimes.filter(
        (time) => time.availableSlots === 4 && time.teetime > '2026-07-10T12:00',
      ).at(-1)!.teetime;
      const rates = (
        await fx.api.get(`/api/admin/rates?facilityId=${fx.north.id}&teetime=${teetime}`, optionsOf(staff))
      ).body as { rates: { rateId: number; allowedPlayers: number[] }[] };
      const rateId = rates.rates.find((rate) => rate.allowedPlayers.includes(1))!.rateId;
      const booked = await fx.api.post(
        '/api/admin/reservations',
        { facilityId: fx.north.id, teetime, players: 1, rateId, golfer: { firstName: 'Today' }, paymentMethod: 'cash' },
        options,
      );
      if (booked.status !== 201) throw new Error(`walk-in failed: ${JSON.stringify(booked.body)}`);
      return {
        path: `/api/admin/reservations/${booked.body.reservationId}/players/1/attendance`,
        body: { state: 'checked-in' },
        owner: staff,
      };
    },
  },
  // Taking payment at the desk: the alias's staff with check-in (pro-shop too); golfers and other aliases get a 4xx.
  'GET /api/admin/reservations/{id}/desk-payment': {
    access: 'owned',
    resource: "alias's booking (what it owes at the desk)",
    owner: 200,
    request: async (fx) => {
      const booked = await fx.reservation();
      const staff = await fx.staff('proshop@harborpines.example');
      return {
        path: `/api/admin/reservations/${booked.reservationId}/desk-payment`,
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers] },
      };
    },
  },
  'POST /api/admin/reservations/{id}/desk-payment': {
    access: 'owned',
    resource: "alias's booking (payment at the desk)",
    owner: 200,
    request: async (fx) => {
      // A walk-in later today that pays at the course: what it owes is taken in cash.
      const staff = await fx.staff('proshop@harborpines.example');
      const keyed = (key: string) => ({
        ...optionsOf(staff),
        headers: { ...optionsOf(staff).headers, 'idempotency-key': `${key}-${fx.unique()}` },
      });
      const sheet = (
        await fx.api.get(`/api/admin/tee-sheet?date=2026-07-10&facilityId=${fx.north.id}`, optionsOf(staff))
      ).body as { courses: { teeTimes: { teetime: string; availableSlots: number }[] }[] };
      const teetime = sheet.courses[0]!.teeTimes.filter(
        (time) => time.availableSlots === 4 && time.teetime > '2026-07-10T12:00',
      ).at(-2)!.teetime;
      const rates = (
        await fx.api.get(`/api/admin/rates?facilityId=${fx.north.id}&teetime=${teetime}`, optionsOf(staff))
      ).body as { rates: { rateId: number; allowedPlayers: number[] }[] };
      const rateId = rates.rates.find((rate) => rate.allowedPlayers.includes(1))!.rateId;
      const booked = await fx.api.post(
        '/api/admin/reservations',
        {
          facilityId: fx.north.id,
          teetime,
          players: 1,
          rateId,
          golfer: { firstName: 'Desk' },
          paymentMethod: 'pay-at-course',
        },
        keyed('matrix-desk-booking'),
      );
      if (booked.status !== 201) throw new Error(`walk-in failed: ${JSON.stringify(booked.body)}`);
      const path = `/api/admin/reservations/${booked.body.reservationId}/desk-payment`;
      const due = (await fx.api.get(path, optionsOf(staff))).body as { dueAtCourseCents: number };
      return {
        path,
        body: { tenders: [{ tender: 'cash', amountCents: due.dueAtCourseCents }], checkIn: true },
        headers: { 'idempotency-key': `matrix-desk-${fx.unique()}` },
        owner: staff,
      };
    },
  },
  // Walk-up sales at the counter: any staff of the alias (pro-shop included); golfers and other aliases get a 4xx.
  'GET /api/admin/counter-sales/catalogue': {
    access: 'owned',
    resource: "alias's counter catalogue",
    owner: 200,
    request: async (fx) => ({
      path: '/api/admin/counter-sales/catalogue',
      owner: await fx.staff('proshop@harborpines.example'),
    }),
  },
  'POST /api/admin/counter-sales/preview': {
    access: 'owned',
    resource: "alias's counter sale (priced)",
    owner: 200,
    request: async (fx) => ({
      path: '/api/admin/counter-sales/preview',
      body: matrixCounterSale(fx),
      owner: await fx.staff('proshop@harborpines.example'),
    }),
  },
  'POST /api/admin/counter-sales': {
    access: 'owned',
    resource: "alias's counter sale",
    owner: 200,
    request: async (fx) => {
      const staff = await fx.staff('proshop@harborpines.example');
      const buyer = `Walkup${fx.unique()}`;
      return {
        path: '/api/admin/counter-sales',
        body: {
          ...matrixCounterSale(fx, buyer),
          tenders: [{ tender: 'cash', amountCents: 2500 }],
          emailReceipt: false,
        },
        headers: { 'idempotency-key': `matrix-counter-${fx.unique()}` },
        // The receipt names the buyer: only the staff who sold it read it.
        owner: { ...staff, markers: [...staff.markers, buyer] },
      };
    },
  },
  // A certificate sold on paper at the counter just before: only the alias's staff read its code's balance.
  'GET /api/admin/gift-certificates/{code}': {
    access: 'owned',
    resource: "alias's gift certificate (balance)",
    owner: 200,
    request: async (fx) => {
      const staff = await fx.staff('proshop@harborpines.example');
      // The buyer is the printed certificate's recipient: their name is in the balance only the alias's staff read.
      const buyer = `Giftbuyer${fx.unique()}`;
      const sold = await fx.api.post(
        '/api/admin/counter-sales',
        { ...matrixCounterSale(fx, buyer), tenders: [{ tender: 'cash', amountCents: 2500 }], emailReceipt: false },
        {
          ...optionsOf(staff),
          headers: { ...optionsOf(staff).headers, 'idempotency-key': `matrix-gift-${fx.unique()}` },
        },
      );
      if (sold.status !== 200) throw new Error(`counter sale failed: ${JSON.stringify(sold.body)}`);
      const code = (sold.body as { printedGiftCertificates: { code: string }[] }).printedGiftCertificates[0]!.code;
      return { path: `/api/admin/gift-certificates/${code}`, owner: { ...staff, markers: [...staff.markers, buyer] } };
    },
  },
  // Credits at the counter (custom refund, rain check): the alias's staff with credits:issue; golfers and other aliases get a 4xx.
  'GET /api/admin/reservations/{id}/credits': {
    access: 'owned',
    resource: "alias's booking (what it may give back)",
    owner: 200,
    request: async (fx) => {
      const booked = await creditBooking(fx);
      const staff = await fx.staff();
      return {
        path: `/api/admin/reservations/${booked.reservationId}/credits`,
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers] },
      };
    },
  },
  'POST /api/admin/reservations/{id}/refund': {
    access: 'owned',
    resource: "alias's booking (custom refund)",
    owner: 200,
    request: async (fx) => {
      const booked = await creditBooking(fx);
      const staff = await fx.staff();
      return {
        path: `/api/admin/reservations/${booked.reservationId}/refund`,
        body: { lines: [{ tender: 'card', amountCents: 100 }], reason: 'Matrix' },
        headers: { 'idempotency-key': `matrix-refund-${fx.unique()}` },
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers] },
      };
    },
  },
  'POST /api/admin/reservations/{id}/rain-check': {
    access: 'owned',
    resource: "alias's booking (rain check)",
    owner: 200,
    request: async (fx) => {
      const booked = await creditBooking(fx);
      const staff = await fx.staff();
      return {
        path: `/api/admin/reservations/${booked.reservationId}/rain-check`,
        body: { amountCents: 100, reason: 'Matrix' },
        headers: { 'idempotency-key': `matrix-rain-${fx.unique()}` },
        owner: { ...staff, markers: [...booked.owner.markers, ...staff.markers] },
      };
    },
  },
  // Blocks: owners and managers of the alias; pro-shop staff, golfers and other aliases get a 4xx.
  'GET /api/admin/blocks': blocks(async (fx, staff) => {
    await fx.api.post('/api/admin/blocks', { block: matrixBlock(fx), acknowledgeConflicts: true }, optionsOf(staff));
    return { path: `/api/admin/blocks?from=2026-07-16&to=2026-07-16&facilityId=${fx.north.id}` };
  }),
  'POST /api/admin/blocks/preview': blocks(async (fx) => ({
    path: '/api/admin/blocks/preview',
    body: matrixBlock(fx),
  })),
  'POST /api/admin/blocks': blocks(async (fx) => ({
    path: '/api/admin/blocks',
    body: { block: matrixBlock(fx), acknowledgeConflicts: true },
  })),
  'DELETE /api/admin/blocks/{id}': blocks(async (fx, staff) => {
    const created = await fx.api.post(
      '/api/admin/blocks',
      { block: matrixBlock(fx), acknowledgeConflicts: true },
      optionsOf(staff),
    );
    if (created.status !== 200) throw new Error(`block failed: ${JSON.stringify(created.body)}`);
    return { path: `/api/admin/blocks/${created.body.block.id}` };
  }),
  // Rates and promotions: owners and managers of the alias; pro-shop staff, golfers and other aliases get a 4xx.
  'GET /api/admin/rate-sets': pricing("alias's rate sets", async () => ({ path: '/api/admin/rate-sets' })),
  'PUT /api/admin/rates/{rateId}': pricing("rate of the alias's course", async (fx, staff) => {
    const { rateId, input } = await northRate(fx, staff);
    return { path: `/api/admin/rates/${rateId}`, body: input };
  }),
  // A rate off every tee time other lines book (Sundays 23:00–24:00, a set's own course).
  'POST /api/admin/rates': pricing("rate set of the alias's course", async (fx, staff) => {
    const { rateSetId, input } = await northRate(fx, staff);
    return {
      path: '/api/admin/rates',
      body: {
        rateSetId,
        rate: { ...input, name: `Matrix ${fx.unique()}`, daysOfWeek: [7], fromTime: '23:00', toTime: '24:00' },
      },
    };
  }),
  // Dynamic pricing: a rule switched off (the price other lines rely on stays), and a preview that saves nothing.
  'GET /api/admin/dynamic-pricing': pricing("alias's dynamic pricing rules", async () => ({
    path: '/api/admin/dynamic-pricing',
  })),
  'PUT /api/admin/dynamic-pricing/{facilityId}': pricing("alias's course", async (fx) => ({
    path: `/api/admin/dynamic-pricing/${fx.north.id}`,
    body: MATRIX_PRICING_RULE,
  })),
  'POST /api/admin/dynamic-pricing/{facilityId}/preview': pricing("alias's course", async (fx) => ({
    path: `/api/admin/dynamic-pricing/${fx.north.id}/preview`,
    body: { ...MATRIX_PRICING_RULE, enabled: true },
  })),
  'GET /api/admin/promotions': pricing("alias's promotion codes", async () => ({ path: '/api/admin/promotions' })),
  // Inactive, past codes: they apply nowhere.
  'POST /api/admin/promotions': pricing("alias's promotion codes", async (fx) => ({
    path: '/api/admin/promotions',
    body: matrixPromotion(fx),
  })),
  'PUT /api/admin/promotions/{id}': pricing("alias's promotion code", async (fx, staff) => {
    const body = matrixPromotion(fx);
    const created = await fx.api.post('/api/admin/promotions', body, optionsOf(staff));
    if (created.status !== 200) throw new Error(`promotion failed: ${JSON.stringify(created.body)}`);
    return { path: `/api/admin/promotions/${created.body.id}`, body: { ...body, value: 200 } };
  }),
  // Store catalogue: owners and managers of the alias; pro-shop staff, golfers and other aliases get a 4xx.
  'GET /api/admin/store/catalogue': pricing("alias's store catalogue", async () => ({
    path: '/api/admin/store/catalogue',
  })),
  // Inactive plans: never sold to golfers other lines check.
  'POST /api/admin/store/memberships': pricing("alias's course catalogue", async (fx) => ({
    path: '/api/admin/store/memberships',
    body: matrixPlan(fx, { facilityId: fx.north.id }),
  })),
  'PUT /api/admin/store/memberships/{id}': pricing("alias's membership plan", async (fx, staff) => {
    const created = await fx.api.post(
      '/api/admin/store/memberships',
      matrixPlan(fx, { facilityId: fx.north.id }),
      optionsOf(staff),
    );
    if (created.status !== 200) throw new Error(`plan failed: ${JSON.stringify(created.body)}`);
    return { path: `/api/admin/store/memberships/${created.body.id}`, body: matrixPlan(fx, { price: 200 }) };
  }),
  // Inactive products: never listed to golfers other lines check.
  'POST /api/admin/store/products': pricing("alias's course catalogue", async (fx) => ({
    path: '/api/admin/store/products',
    body: { facilityId: fx.north.id, product: matrixProduct(fx) },
  })),
  'PUT /api/admin/store/products/{id}': pricing("alias's product", async (fx, staff) => {
    const created = await fx.api.post(
      '/api/admin/store/products',
      { facilityId: fx.north.id, product: matrixProduct(fx) },
      optionsOf(staff),
    );
    if (created.status !== 200) throw new Error(`product failed: ${JSON.stringify(created.body)}`);
    return { path: `/api/admin/store/products/${created.body.id}`, body: { ...matrixProduct(fx), price: 200 } };
  }),
  // South's gift options, as seeded (saving them unchanged moves nothing other lines rely on).
  'PUT /api/admin/store/gift-certificates/{facilityId}': pricing(
    "alias's course gift certificates",
    async (fx, staff) => {
      const catalogue = (await fx.api.get('/api/admin/store/catalogue', optionsOf(staff))).body as {
        giftCertificates: { facilityId: number; amounts: number[]; custom: unknown }[];
      };
      const south = catalogue.giftCertificates.find((options) => options.facilityId !== fx.north.id)!;
      return {
        path: `/api/admin/store/gift-certificates/${south.facilityId}`,
        body: { amounts: south.amounts, custom: south.custom },
      };
    },
  ),
  // Settings, theme and the audit log: owners and managers of the alias.
  'GET /api/admin/settings': {
    access: 'owned',
    resource: "alias's settings",
    owner: 200,
    request: async (fx) => ({ path: '/api/admin/settings', owner: await fx.staff() }),
  },
  'PUT /api/admin/settings': {
    access: 'owned',
    resource: "alias's settings",
    owner: 200,
    request: async (fx) => ({
      path: '/api/admin/settings',
      body: { settings: { featureFlags: { enableTeeTimeAlerts: true } } },
      owner: await fx.staff(),
    }),
  },
  'POST /api/admin/settings/images': {
    access: 'owned',
    resource: "alias's theme images",
    owner: 200,
    request: async (fx) => ({
      path: '/api/admin/settings/images',
      body: {
        kind: 'header',
        contentType: 'image/png',
        data: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from(fx.unique()),
        ]).toString('base64'),
      },
      owner: await fx.staff(),
    }),
  },
  // Course details and a course's own settings: owners and managers of the alias (pro-shop staff 403, in
  // course-details.routes.test.ts). The owner saves North as it is: nothing other lines rely on moves.
  'GET /api/admin/courses': pricing("alias's courses", async () => ({ path: '/api/admin/courses' })),
  'PUT /api/admin/courses/{facilityId}': pricing("alias's course", async (fx, staff) => {
    const { details } = await matrixCourse(fx, staff);
    return { path: `/api/admin/courses/${fx.north.id}`, body: details };
  }),
  'PUT /api/admin/courses/{facilityId}/settings': pricing("alias's course", async (fx, staff) => {
    const { overrides } = await matrixCourse(fx, staff);
    return { path: `/api/admin/courses/${fx.north.id}/settings`, body: { overrides } };
  }),
  'GET /api/engine-images/{id}/{sha256}': {
    access: 'public',
    why: 'an uploaded theme image: public like the theme that shows it (content-addressed)',
  },
  'GET /api/admin/activity': {
    access: 'owned',
    resource: "alias's activity",
    owner: 200,
    request: async (fx) => ({ path: '/api/admin/activity?limit=5', owner: await fx.staff() }),
  },
  // Later work whose tries are spent: owners and managers of the alias (pro-shop staff 403, in needs-attention.routes.test.ts).
  'GET /api/admin/needs-attention': {
    access: 'owned',
    resource: "alias's dead jobs",
    owner: 200,
    request: async (fx) => ({ path: '/api/admin/needs-attention', owner: (await fx.deadJob()).owner }),
  },
  'POST /api/admin/needs-attention/{id}/retry': {
    access: 'owned',
    resource: "alias's dead job",
    owner: 200,
    request: async (fx) => {
      const dead = await fx.deadJob();
      return { path: `/api/admin/needs-attention/${dead.id}/retry`, owner: dead.owner };
    },
  },
  // The waitlist: any staff of the alias (pro-shop included); golfers and other aliases get a 4xx, and another alias's staff never sees who waits.
  'GET /api/admin/waitlist': {
    access: 'owned',
    resource: "alias's waiting golfers",
    owner: 200,
    request: async (fx) => {
      const waiting = await fx.alert();
      const staff = await fx.staff('proshop@harborpines.example');
      return {
        path: `/api/admin/waitlist?date=${waiting.body.dates[0]}&facilityId=${fx.north.id}`,
        owner: { ...staff, markers: [...staff.markers, ...waiting.owner.markers] },
      };
    },
  },
  // A fresh tee time of the fixtures' pool (no other line books it), offered to a fresh golfer waiting for it.
  'POST /api/admin/waitlist/{alertId}/offer': {
    access: 'owned',
    resource: "alias's waiting golfer (staff offer)",
    owner: 200,
    request: async (fx) => {
      const { teetime } = (await fx.teeTimeItemBody()).item.extra;
      const golfer = await fx.golfer();
      const minutes = Number(teetime.slice(11, 13)) * 60 + Number(teetime.slice(14, 16));
      const created = await fx.api.post(
        '/api/profile/teetime-alerts',
        {
          dates: [teetime.slice(0, 10)],
          timezone: fx.north.timeZone,
          teetimeStartTime: minutes,
          teetimeEndTime: minutes,
          players: 2,
          facilityIds: [fx.north.id],
          lzCurrentLanguage: 'en',
        },
        optionsOf(golfer),
      );
      if (created.status !== 201) throw new Error(`alert failed: ${JSON.stringify(created.body)}`);
      const staff = await fx.staff('proshop@harborpines.example');
      return {
        path: `/api/admin/waitlist/${created.body.id}/offer`,
        body: { facilityId: fx.north.id, teetime },
        owner: { ...staff, markers: [...staff.markers, ...golfer.markers] },
      };
    },
  },
  // Messages to the day's golfers: owners and managers of the alias (pro-shop 403, in messages.routes.test.ts); the
  // preview names the golfers booked in the range, which nobody else may see, and the send mails them once per key.
  'POST /api/admin/messages/preview': {
    access: 'owned',
    resource: "alias's golfers of a time range",
    owner: 200,
    request: async (fx) => {
      const booked = await fx.reservation();
      const manager = await fx.staff();
      return {
        path: '/api/admin/messages/preview',
        body: { facilityId: booked.facilityId, date: '2026-07-13', fromTime: '00:00', toTime: '23:59' },
        owner: { ...manager, markers: [...manager.markers, ...booked.owner.markers] },
      };
    },
  },
  'POST /api/admin/messages': {
    access: 'owned',
    resource: "alias's golfers of a time range (send)",
    owner: 201,
    request: async (fx) => {
      const booked = await fx.reservation();
      const manager = await fx.staff();
      return {
        path: '/api/admin/messages',
        body: {
          facilityId: booked.facilityId,
          date: '2026-07-13',
          fromTime: '00:00',
          toTime: '23:59',
          subject: 'Matrix notice',
          message: 'A message of the access matrix.',
        },
        headers: { 'idempotency-key': `matrix-message-${fx.unique()}` },
        owner: { ...manager, markers: [...manager.markers, ...booked.owner.markers] },
      };
    },
  },
  // Golfer lookup: any staff of the alias (pro-shop included); golfers and other aliases get a 4xx, and another alias's staff never sees the golfer.
  'GET /api/admin/golfers': {
    access: 'owned',
    resource: "alias's golfers",
    owner: 200,
    request: async (fx) => ({
      path: `/api/admin/golfers?q=${encodeURIComponent(fx.main.markers[1]!)}`,
      owner: await fx.staff(),
    }),
  },
  'GET /api/admin/golfers/{id}': {
    access: 'owned',
    resource: "alias's golfer",
    owner: 200,
    request: async (fx) => {
      const staff = await fx.staff();
      const found = await fx.api.get(
        `/api/admin/golfers?q=${encodeURIComponent(fx.main.markers[1]!)}`,
        optionsOf(staff),
      );
      return { path: `/api/admin/golfers/${found.body.golfers[0].id as string}`, owner: staff };
    },
  },
  // Staff accounts: the alias's owners only (managers and pro-shop staff 403, in staff-accounts.routes.test.ts).
  'GET /api/admin/staff': staffAccounts(async () => ({ path: '/api/admin/staff' })),
  'POST /api/admin/staff': staffAccounts(async (fx) => ({ path: '/api/admin/staff', body: matrixStaff(fx) }), 201),
  'PUT /api/admin/staff/{id}': staffAccounts(async (fx, owner) => {
    const created = await fx.api.post('/api/admin/staff', matrixStaff(fx), optionsOf(owner));
    return { path: `/api/admin/staff/${created.body.id}`, body: { role: 'manager' } };
  }),
  // Reports: owners and managers of the alias (pro-shop staff 403), JSON and CSV.
  ...Object.fromEntries(
    ['utilisation', 'revenue', 'no-shows', 'promotions'].flatMap((kind) =>
      ['', '.csv'].map((suffix) => [
        `GET /api/admin/reports/${kind}${suffix}`,
        pricing(`alias's ${kind} report`, async (fx) => ({
          path: `/api/admin/reports/${kind}${suffix}?from=2026-07-01&to=2026-07-31&facilityId=${fx.north.id}`,
        })),
      ]),
    ),
  ),
  'GET /api/admin/reports/no-shows/players': pricing("alias's no-show players", async (fx) => ({
    path: `/api/admin/reports/no-shows/players?from=2026-07-01&to=2026-07-31&facilityId=${fx.north.id}`,
  })),
  // End of day: owners and managers of the alias (pro-shop staff 403), JSON, its entries and CSV.
  ...Object.fromEntries(
    ['', '/entries', '.csv'].map((suffix) => [
      `GET /api/admin/reports/end-of-day${suffix}`,
      pricing("alias's end-of-day report", async (fx) => ({
        path: `/api/admin/reports/end-of-day${suffix}?date=2026-07-10&facilityId=${fx.north.id}`,
      })),
    ]),
  ),
};

/** Extra owned targets tried besides the table's own (same operation, another owner kind). */
export const EXTRA_TARGETS: {
  operation: string;
  resource: string;
  owner: number;
  request: (fx: Fixtures) => Promise<Target>;
}[] = [
  {
    operation: 'GET /api/orders/{id}',
    resource: "golfer's order",
    owner: 200,
    request: async (fx) => {
      const order = await fx.order('golfer');
      return { path: `/api/orders/${order.orderId}`, owner: order.owner };
    },
  },
  {
    operation: 'GET /api/invoice/{id}',
    resource: "a guest's order invoice",
    owner: 200,
    request: async (fx) => {
      const order = await fx.order('guest');
      return { path: `/api/invoice/${order.invoiceId}`, owner: order.owner };
    },
  },
];
