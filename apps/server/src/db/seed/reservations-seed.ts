import { randomUUID } from 'node:crypto';
import { buildInvoice } from '@fairway/domain/checkout/invoice';
import { cancellationRefund, playerAmounts, refundablePaidNow } from '@fairway/domain/reservations/player-amounts';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../client.ts';
import { invoices, orderItems, orders, reservations } from '../schema/checkout.ts';
import { bookingEngines, facilities } from '../schema/facilities.ts';
import { gatewayLedger, gatewayPayments } from '../schema/payments.ts';
import { customers } from '../schema/profile.ts';
import { reservationEvents, reservationPlayers } from '../schema/reservations.ts';
import { teeTimeBookings } from '../schema/tee-times.ts';
import { required } from '@fairway/domain/shared/required';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One seeded booking of the demo golfer, relative to the seed time in the course's zone. */
interface SeedBooking {
  course: 'harbor-pines-north' | 'harbor-pines-south';
  /** Local tee time: a day offset and HH:mm, or (for today's check-in) an hour from now rounded up to 10 minutes. */
  when: { days: number; time: string } | 'in-an-hour';
  players: number;
  rateName: string;
  greenFee: number;
  paymentPolicy: 'prepay' | 'pay-at-course';
  /** Every player checked in, or only these slots (the rest did not show). */
  checkedIn?: boolean | number[];
  cancelledSlots?: number[];
}

// The demo golfer's reservations (README of the reservations feature): one inside today's
// check-in window with green fees due at the course, two upcoming (one partly cancelled), two past
// (one fully checked in, one where only the booker showed up: "1 of 2 checked in").
const BOOKINGS: SeedBooking[] = [
  {
    course: 'harbor-pines-south',
    when: 'in-an-hour',
    players: 2,
    rateName: 'Prime',
    greenFee: 7500,
    paymentPolicy: 'pay-at-course',
  },
  {
    course: 'harbor-pines-south',
    when: { days: 4, time: '15:40' },
    players: 3,
    rateName: 'Twilight',
    greenFee: 4500,
    paymentPolicy: 'prepay',
  },
  {
    course: 'harbor-pines-north',
    when: { days: 6, time: '16:20' },
    players: 4,
    rateName: 'Twilight',
    greenFee: 5900,
    paymentPolicy: 'prepay',
    cancelledSlots: [4],
  },
  {
    course: 'harbor-pines-north',
    when: { days: -2, time: '08:10' },
    players: 4,
    rateName: 'Prime',
    greenFee: 8900,
    paymentPolicy: 'prepay',
    checkedIn: true,
  },
  {
    course: 'harbor-pines-south',
    when: { days: -9, time: '14:30' },
    players: 2,
    rateName: 'Twilight',
    greenFee: 4500,
    paymentPolicy: 'prepay',
    checkedIn: [1],
  },
];

const TRANSACTION_FEE = 250;

function localTeeTime(booking: SeedBooking, now: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (booking.when === 'in-an-hour') {
    const inAnHour = local.plus({ hours: 1 }).startOf('minute');
    return inAnHour.plus({ minutes: (10 - (inAnHour.minute % 10)) % 10 }).toFormat("yyyy-MM-dd'T'HH:mm");
  }
  return `${local.plus({ days: booking.when.days }).toISODate()}T${booking.when.time}`;
}

/**
 * Seeds golfer@example.com's reservations on `demo`, each with its order, Closed invoice and
 * tee-time booking, and (when something was paid) a captured sandbox payment with its ledger.
 */
export async function seedDemoReservations(tx: Transaction, now: Date): Promise<void> {
  const [engine] = await tx.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
  const [golfer] = engine
    ? await tx
        .select()
        .from(customers)
        .where(and(eq(customers.bookingEngineId, engine.id), eq(customers.email, 'golfer@example.com')))
    : [];
  if (!engine || !golfer) return;
  const cardToken = `card_seed_${golfer.publicId}`;
  // The payments name a card token only: the demo card is not vaulted, so nothing can charge it again.

  for (const [index, booking] of BOOKINGS.entries()) {
    const [facility] = await tx.select().from(facilities).where(eq(facilities.courseId, booking.course));
    if (!facility) continue;
    const teetime = localTeeTime(booking, now, facility.timeZone);
    const startsAt = DateTime.fromISO(teetime, { zone: facility.timeZone }).toJSDate();
    const invoice = buildInvoice(
      {
        type: 'tee-time',
        portions: [
          { players: booking.players, price: booking.greenFee * booking.players, transactionFees: TRANSACTION_FEE },
        ],
        addOns: [],
        featuredProducts: [],
        memberLabels: false,
      },
      {
        taxRateBps: facility.taxRateBps,
        paymentPolicy: booking.paymentPolicy,
        reservationFeeCents: facility.reservationFeeCents,
      },
    );
    const bookedAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 5 * 86_400_000);
    const paymentId = invoice.dueNow > 0 ? `pay_seed_${index + 1}_${golfer.publicId.slice(0, 8)}` : null;
    if (paymentId) {
      await tx.insert(gatewayPayments).values({
        id: paymentId,
        cardToken,
        amountCents: invoice.dueNow,
        currency: facility.currencyCode,
        status: 'captured',
        capturedCents: invoice.dueNow,
        expiresAt: new Date(bookedAt.getTime() + 7 * 86_400_000),
        createdAt: bookedAt,
        updatedAt: bookedAt,
      });
      await tx.insert(gatewayLedger).values([
        { paymentId, kind: 'authorization', amountCents: invoice.dueNow, createdAt: bookedAt },
        { paymentId, kind: 'capture', amountCents: invoice.dueNow, createdAt: bookedAt },
      ]);
    }
    const cartId = randomUUID();
    const cartItemId = randomUUID();
    const orderNumber = `FW-DEMO${String(index + 1).padStart(4, '0')}`;
    const order = required(
      (
        await tx
          .insert(orders)
          .values({
            bookingEngineId: engine.id,
            orderNumber,
            status: 'fulfilled',
            customerId: golfer.id,
            cartId,
            currencyCode: facility.currencyCode,
            subTotal: invoice.subTotal,
            totalTaxes: invoice.totalTaxes,
            grandTotal: invoice.grandTotal,
            paidNow: invoice.dueNow,
            dueAtCourse: invoice.dueAtCourse,
            email: golfer.email,
            firstName: golfer.firstName,
            lastName: golfer.lastName,
            phone: golfer.phone ?? '',
            cardBrand: paymentId ? 'visa' : null,
            cardLastFour: paymentId ? '4242' : null,
            cardToken,
            paymentId,
            paymentStatus: paymentId ? 'captured' : null,
            createdAt: bookedAt,
            updatedAt: bookedAt,
          })
          .returning()
      )[0],
      'the seeded order',
    );
    await tx.insert(orderItems).values({
      orderId: order.id,
      cartItemId,
      type: 'tee-time',
      description: invoice.lines[0]?.label ?? 'tee-time',
      quantity: 1,
      amount: invoice.grandTotal,
      orderDate: bookedAt,
    });
    const cancelled = booking.cancelledSlots ?? [];
    const teeBooking = required(
      (
        await tx
          .insert(teeTimeBookings)
          .values({ facilityId: facility.id, teeTime: teetime, players: booking.players - cancelled.length })
          .returning({ id: teeTimeBookings.id })
      )[0],
      'the seeded tee booking',
    );
    const reservation = required(
      (
        await tx
          .insert(reservations)
          .values({
            orderId: order.id,
            facilityId: facility.id,
            bookingId: teeBooking.id,
            cartItemId,
            confirmationNumber: `DEMO${String(index + 1).padStart(4, '0')}`,
            teetime,
            startsAt,
            players: booking.players,
            rateName: booking.rateName,
            holes: 18,
            transportation: 'Cart',
            bookerEmail: golfer.email,
            createdAt: bookedAt,
            updatedAt: bookedAt,
          })
          .returning({ id: reservations.id })
      )[0],
      'the seeded reservation',
    );
    await tx.insert(invoices).values({
      bookingEngineId: engine.id,
      shoppingCartId: cartId,
      cartItemId,
      facilityId: facility.id,
      status: 'Closed',
      referenceId: cartItemId,
      playerCount: booking.players,
      rateName: booking.rateName,
      currencyCode: facility.currencyCode,
      lines: invoice.lines,
      subTotal: invoice.subTotal,
      totalTaxes: invoice.totalTaxes,
      grandTotal: invoice.grandTotal,
      dueNow: invoice.dueNow,
      dueAtCourse: invoice.dueAtCourse,
      sourceOrderId: order.id,
      orderNumber,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    const slots = Array.from({ length: booking.players }, (_, slot) => slot + 1);
    const checkedIn = booking.checkedIn === true ? slots : booking.checkedIn || [];
    if (checkedIn.length > 0) {
      await tx.insert(reservationPlayers).values(
        checkedIn.map((slot) => ({
          reservationId: reservation.id,
          slot,
          checkedInAt: new Date(startsAt.getTime() - 30 * 60_000),
        })),
      );
      await tx.insert(reservationEvents).values({
        reservationId: reservation.id,
        kind: 'checked-in',
        slots: checkedIn,
        createdAt: new Date(startsAt.getTime() - 30 * 60_000),
      });
    }
    if (cancelled.length > 0 && paymentId) {
      // One player dropped out after booking: their green fee and its tax were refunded.
      const shares = playerAmounts({
        players: booking.players,
        refundable: refundablePaidNow(invoice.lines, facility.taxRateBps, invoice.dueNow),
        dueAtCourse: invoice.dueAtCourse,
      });
      const refund = cancellationRefund({
        shares,
        slots: cancelled,
        refundGreenFees: true,
        refundableLeft: invoice.dueNow,
      });
      const at = new Date(bookedAt.getTime() + 86_400_000);
      await tx
        .insert(reservationPlayers)
        .values(cancelled.map((slot) => ({ reservationId: reservation.id, slot, cancelledAt: at })));
      await tx.insert(reservationEvents).values({
        reservationId: reservation.id,
        kind: 'cancelled',
        slots: cancelled,
        amountCents: refund,
        reason: 'One player cannot make it',
        paymentId,
        paymentStatus: 'partially_refunded',
        createdAt: at,
      });
      await tx.update(gatewayPayments).set({ refundedCents: refund }).where(eq(gatewayPayments.id, paymentId));
      await tx.insert(gatewayLedger).values({ paymentId, kind: 'refund', amountCents: refund, createdAt: at });
    }
  }
}
