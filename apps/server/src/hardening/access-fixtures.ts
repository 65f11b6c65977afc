import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { guestCookieName } from '@fairway/contract/session.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq } from 'drizzle-orm';
import { bookingEngines } from '../db/schema/facilities.ts';
import { jobs } from '../db/schema/jobs.ts';
import { checkoutClient, guestForm } from '../features/checkout/checkout.testing.ts';
import { type CallOptions, cookieValue } from '../test/accounts-client.ts';
import type { TestServer } from '../test/test-server.ts';
import { addWalletCard, tokeniseCard } from '../test/wallet-client.ts';
import { makeProMember } from './pro-fixtures.ts';

/** The alias every fixture lives on, and the one the "owner through another alias" calls. */
export const HOME_ALIAS = 'demo';
export const OTHER_ALIAS = 'simulator';
/** The app clock of the matrix: Friday 08:00 in New York (locks are for tee times within 2 hours). */
export const MATRIX_NOW = new Date('2026-07-10T12:00:00Z');
const LOCK_DATE = '2026-07-10';
const BOOKING_DATE = '2026-07-13';

/** Who makes a call: a golfer's bearer token, a guest session cookie or a staff token (or nobody). */
export interface Principal {
  bearer?: string;
  guestCookie?: string;
  /** A staff session token, sent in its own header. */
  staffToken?: string;
  /** Texts only this principal's data contains (its e-mail, its unusual last name). */
  markers: string[];
}

/** Call options of a principal on an alias. */
export function optionsOf(principal: Principal | null, alias = HOME_ALIAS): CallOptions {
  if (!principal) return { alias };
  const headers = principal.staffToken ? { [STAFF_TOKEN_HEADER]: principal.staffToken } : undefined;
  return { alias, bearer: principal.bearer, cookie: principal.guestCookie, headers };
}

/**
 * Builds owned resources through the real API: golfers, guest sessions, carts with a tee time,
 * invoices, orders (golfer and guest), wallet cards and card tokens. Each call makes fresh ones,
 * so a matrix line may delete or pay what it was given.
 */
export async function createFixtures(server: TestServer) {
  const api = checkoutClient(server);
  const facilities = (await api.get('/api/facilities', { alias: HOME_ALIAS })).body as Facility[];
  const north = facilities.find((facility) => facility.courseId === 'harbor-pines-north')!;
  const bookable = (await api.teeTimes(BOOKING_DATE, north.id)).filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0,
  );
  const lockable = (await api.teeTimes(LOCK_DATE, north.id)).filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0 && time.teetime < `${LOCK_DATE}T10:00`,
  );
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${++counter}`;

  function nextTime(pool: TeeTime[]): TeeTime {
    const time = pool.shift();
    if (!time) throw new Error('the fixture ran out of open tee times');
    return time;
  }

  async function golfer(alias = HOME_ALIAS): Promise<Principal & { bearer: string; email: string }> {
    const id = unique();
    const email = `owner-${id}@example.com`;
    const lastName = `Zq${id}`;
    const answer = await api.post(
      '/api/profile',
      { emailAddress: email, password: 'Birdie2024', firstName: 'Matrix', lastName },
      { alias },
    );
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
    return { bearer: answer.body.sessionToken as string, email, markers: [email, lastName] };
  }

  async function guest(): Promise<Principal> {
    const id = unique();
    const email = `guest-${id}@example.com`;
    const lastName = `Zg${id}`;
    const answer = await api.post('/api/session/guest', {
      guestEmailAddress: email,
      guestName: { first: 'Matrix', last: lastName },
      guestPhone: null,
    });
    const cookie = cookieValue(answer.cookies, guestCookieName(HOME_ALIAS));
    if (!cookie) throw new Error(`guest session failed: ${answer.status}`);
    return { guestCookie: cookie, markers: [email, lastName] };
  }

  /** A fresh golfer's cart (a golfer has one cart), or an anonymous one, with one tee-time item of two players. */
  async function cartWithItem(kind: 'golfer' | 'anonymous' = 'golfer', lock = false) {
    const owner = kind === 'golfer' ? await golfer() : null;
    const options = optionsOf(owner);
    const time = nextTime(lock ? lockable : bookable);
    const cartId = await api.newCart(options);
    const rateId = time.rates[0]!.rateId;
    const cart = await api.addTeeTime(cartId, north.id, time.teetime, rateId, 2, options);
    return { owner, cartId, itemId: cart.items[0].id as string, teetime: time.teetime, rateId, facilityId: north.id };
  }

  /** A body adding a tee-time item on a fresh tee time. */
  async function teeTimeItemBody() {
    const time = nextTime(bookable);
    return {
      item: {
        type: 'tee-time',
        facilityId: north.id,
        extra: { teetime: time.teetime, rateId: time.rates[0]!.rateId, players: 2, transportation: 'Cart' },
      },
    };
  }

  async function invoicedCart(kind: 'golfer' | 'anonymous' = 'golfer') {
    const cart = await cartWithItem(kind);
    const invoice = await api.invoice(cart.cartId, optionsOf(cart.owner));
    if (invoice.status !== 200) throw new Error(`invoice failed: ${JSON.stringify(invoice.body)}`);
    return {
      ...cart,
      invoiceId: invoice.body.invoices[0].id as string,
      dueNow: invoice.body.dueNow.original.total as number,
    };
  }

  /** A paid order: a golfer's paid with a saved card (its payment is theirs), or a guest's with a new card. */
  async function order(kind: 'golfer' | 'guest') {
    if (kind === 'golfer') {
      const cart = await invoicedCart('golfer');
      const owner = cart.owner!;
      const card = await addWalletCard(server.baseUrl, api, owner.bearer);
      const form = guestForm({ email: owner.email, walletOptionId: card.body.walletOptionId, securityCode: '123' });
      const paid = await api.pay(
        cart.cartId,
        `matrix-${unique()}`,
        { paymentToken: null, invoiceTotalAmount: cart.dueNow, formData: form },
        optionsOf(owner),
      );
      if (paid.status !== 200) throw new Error(`golfer checkout failed: ${JSON.stringify(paid.body)}`);
      return {
        owner,
        cartId: cart.cartId,
        orderId: paid.body.order.orderId as string,
        paymentId: paid.body.paymentId as string,
        invoiceId: paid.body.order.invoices[0].id as string,
      };
    }
    const cart = await invoicedCart('anonymous');
    const id = unique();
    const email = `booker-${id}@example.com`;
    const lastName = `Zb${id}`;
    const paymentToken = await api.cardToken(cart.cartId, undefined, { alias: HOME_ALIAS });
    const paid = await api.pay(cart.cartId, `matrix-${id}`, {
      paymentToken,
      invoiceTotalAmount: cart.dueNow,
      formData: guestForm({ email, lastName }),
    });
    const cookie = cookieValue(paid.cookies, guestCookieName(HOME_ALIAS));
    if (paid.status !== 200 || !cookie) throw new Error(`guest checkout failed: ${JSON.stringify(paid.body)}`);
    const owner: Principal = { guestCookie: cookie, markers: [email, lastName] };
    return {
      owner,
      cartId: cart.cartId,
      orderId: paid.body.order.orderId as string,
      paymentId: paid.body.paymentId as string,
      invoiceId: paid.body.order.invoices[0].id as string,
    };
  }

  /** A golfer's paid booking as its reservation (the history names it by the order's id). */
  async function reservation() {
    const paid = await order('golfer');
    const history = await api.get('/api/reservation/history', optionsOf(paid.owner));
    const item = (
      history.body.items as { ReservationID: string; orderId: string; facility: { id: number } }[] | undefined
    )?.find((entry) => entry.orderId === paid.orderId);
    if (history.status !== 200 || !item) throw new Error(`reservation history failed: ${JSON.stringify(history.body)}`);
    return { ...paid, reservationId: item.ReservationID, facilityId: item.facility.id };
  }

  /** A golfer's membership bought through the cart and checkout (the demo's monthly plan). */
  async function membership() {
    const owner = await golfer();
    const options = optionsOf(owner);
    const plans = (await api.get('/api/memberships', options)).body as {
      id: number;
      facilityId: number;
      paymentPlan: { frequencyType: string };
    }[];
    const plan = plans.find(
      (candidate) => candidate.facilityId === north.id && candidate.paymentPlan.frequencyType === 'monthly',
    )!;
    const cartId = await api.newCart(options);
    await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      { item: { type: 'membership', facilityId: north.id, extra: { membershipId: plan.id } } },
      options,
    );
    const invoice = await api.invoice(cartId, options);
    const card = await addWalletCard(server.baseUrl, api, owner.bearer);
    const form = guestForm({ email: owner.email, walletOptionId: card.body.walletOptionId, securityCode: '123' });
    const paid = await api.pay(
      cartId,
      `matrix-${unique()}`,
      { paymentToken: null, invoiceTotalAmount: invoice.body.dueNow.original.total, formData: form },
      options,
    );
    if (paid.status !== 200) throw new Error(`membership checkout failed: ${JSON.stringify(paid.body)}`);
    const held = (await api.get('/api/v2/profile/memberships', options)).body as { id: string }[];
    return { owner, membershipId: held[0]!.id, gnFacilityId: north.gnFacilityId };
  }

  async function walletCard(owner: Principal & { bearer: string }) {
    const added = await addWalletCard(server.baseUrl, api, owner.bearer, { name: owner.markers[1] });
    if (added.status !== 201) throw new Error(`wallet card failed: ${JSON.stringify(added.body)}`);
    return { cardId: added.body.id as string };
  }

  async function walletToken(owner: Principal & { bearer: string }) {
    const { token, status } = await tokeniseCard(server.baseUrl, api, owner.bearer, { name: owner.markers[1] });
    if (status !== 201) throw new Error(`card tokenising failed: ${status}`);
    return token;
  }

  /** A fresh golfer's tee-time alert on the North course. */
  async function alert() {
    const owner = await golfer();
    const body = {
      dates: [BOOKING_DATE],
      timezone: 'America/New_York',
      teetimeStartTime: 420,
      teetimeEndTime: 600,
      players: 2,
      facilityIds: [north.id],
      lzCurrentLanguage: 'en',
    };
    const created = await api.post('/api/profile/teetime-alerts', body, optionsOf(owner));
    if (created.status !== 201) throw new Error(`alert failed: ${JSON.stringify(created.body)}`);
    return { owner, alertId: created.body.id as string, body };
  }

  /** A fresh golfer with a member record at the North course and a balance, and a saved card. */
  async function proMember() {
    const owner = await makeProMember(server, await golfer(), north.id, unique());
    const card = await addWalletCard(server.baseUrl, api, owner.bearer);
    return { owner, walletOptionId: card.body.walletOptionId as string };
  }

  /** A member's paid order at the North course (it shows in the pro profile's orders). */
  async function proOrder() {
    const paid = await order('golfer');
    return {
      ...paid,
      owner: await makeProMember(
        server,
        paid.owner as Principal & { bearer: string; email: string },
        north.id,
        unique(),
      ),
    };
  }

  /** A signed-in demo staff member of an alias (seeded; password Fairway2026): a staff principal of the operator console. */
  async function staff(
    username = 'manager@harborpines.example',
    alias = HOME_ALIAS,
  ): Promise<Principal & { staffToken: string }> {
    const answer = await api.post('/api/admin/session', { username, password: 'Fairway2026' }, { alias });
    if (answer.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(answer.body)}`);
    return { staffToken: answer.body.sessionToken as string, markers: [username, answer.body.staff.name as string] };
  }

  /** A dead job of the home alias, owned by its manager; its last error is the marker only that manager may see. */
  async function deadJob() {
    const marker = `Matrix failure ${unique()}`;
    const [engine] = await server.app.db
      .select({ id: bookingEngines.id })
      .from(bookingEngines)
      .where(eq(bookingEngines.alias, HOME_ALIAS));
    const [row] = await server.app.db
      .insert(jobs)
      .values({
        kind: 'matrix-check',
        payload: {},
        bookingEngineId: engine!.id,
        state: 'dead',
        attempts: 1,
        maxAttempts: 1,
        runAt: MATRIX_NOW,
        finishedAt: MATRIX_NOW,
        lastError: marker,
      })
      .returning({ id: jobs.id });
    const manager = await staff();
    return { id: row!.id, owner: { ...manager, markers: [...manager.markers, marker] } };
  }

  const main = await golfer();
  return {
    staff,
    proMember,
    proOrder,
    api,
    server,
    north,
    main,
    golfer,
    guest,
    cartWithItem,
    teeTimeItemBody,
    invoicedCart,
    order,
    reservation,
    membership,
    walletCard,
    walletToken,
    alert,
    deadJob,
    unique,
  };
}

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;
