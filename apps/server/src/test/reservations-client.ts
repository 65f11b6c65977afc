import { randomUUID } from 'node:crypto';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookingEngines } from '../db/schema/facilities.ts';
import type { CallOptions } from './accounts-client.ts';
import type { TestServer } from './test-server.ts';
import { CARDS, checkoutClient, guestForm } from '../features/checkout/checkout.testing.ts';

/** A test's view of the API for reservations: sign-up, booking through the real checkout, and settings. */
export function reservationsClient(server: TestServer, db: () => Database) {
  const api = checkoutClient(server);
  const used = new Set<string>();
  let counter = 0;

  return {
    ...api,
    async newGolfer(alias = 'demo'): Promise<{ bearer: string; email: string; options: CallOptions }> {
      const email = `res-golfer${++counter}-${alias}@example.com`;
      const answer = await api.post(
        '/api/profile',
        { emailAddress: email, password: 'Birdie2024', firstName: 'Grace', lastName: 'Hopper' },
        { alias },
      );
      if (answer.status !== 201 && answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      const bearer = answer.body.sessionToken as string;
      return { bearer, email, options: { bearer, alias } };
    },
    /** Books `players` on the first free tee time of `date` at `courseId` (optionally at or after `from`): the order. */
    async book(
      options: CallOptions & { email?: string },
      courseId: string,
      date: string,
      players: number,
      from = '00:00',
      card = CARDS.approve,
      body: Record<string, unknown> = {},
    ) {
      const alias = options.alias ?? 'demo';
      const facilityId = await api.facilityId(courseId, alias);
      const times = await api.teeTimes(date, facilityId, alias);
      const teeTime = times.find(
        (candidate: TeeTime) =>
          candidate.availableSlots === 4 &&
          candidate.teetime.slice(11) >= from &&
          candidate.rates.some((entry) => !entry.trade && entry.allowedPlayers.includes(players)) &&
          !used.has(`${facilityId}:${candidate.teetime}`),
      );
      if (!teeTime) throw new Error(`no free tee time on ${date} at ${courseId}`);
      used.add(`${facilityId}:${teeTime.teetime}`);
      const rate =
        teeTime.rates.find((entry) => !entry.trade && entry.allowedPlayers.includes(players)) ?? teeTime.rates[0]!;
      const cartId = await api.newCart(options);
      await api.addTeeTime(cartId, facilityId, teeTime.teetime, rate.rateId, players, options);
      const invoice = await api.invoice(cartId, options);
      const dueNow = invoice.body.dueNow.original.total as number;
      const paymentToken = dueNow > 0 ? await api.cardToken(cartId, card, options) : null;
      const form = guestForm(options.email ? { email: options.email } : {});
      const answer = await api.pay(
        cartId,
        `book-${randomUUID()}`,
        { paymentToken, invoiceTotalAmount: dueNow, formData: form, ...body },
        options,
      );
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      const order = answer.body.order;
      return {
        order,
        invoice: invoice.body,
        reservationId: order.reservations[0].reservationId as string,
        teetime: teeTime.teetime,
        facilityId,
        paymentId: answer.body.paymentId as string | null,
        guestCookie: answer.cookies.find((cookie) => cookie.startsWith('__Host-fw_guest'))?.split(';')[0],
      };
    },
    /** Merges values into one settings group of an engine. */
    async setSettings(alias: string, group: string, values: Record<string, unknown>) {
      const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, alias));
      const settings = (engine!.settings ?? {}) as Record<string, Record<string, unknown>>;
      await db()
        .update(bookingEngines)
        .set({ settings: { ...settings, [group]: { ...settings[group], ...values } } })
        .where(eq(bookingEngines.alias, alias));
    },
  };
}
export { CARDS, guestForm, ledgerKinds } from '../features/checkout/checkout.testing.ts';
export { CART_SWEEPS } from '../features/cart/cart.testing.ts';
