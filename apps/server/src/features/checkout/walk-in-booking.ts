import { randomUUID } from 'node:crypto';
import { buildInvoice, type InvoiceDraft } from '@fairway/domain/checkout/invoice';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { newConfirmationNumber, newOrderNumber } from './booking.ts';
import { insertInvoices } from './checkout.repository.ts';
import { confirmationLanguage, confirmationMail } from './confirmation-mail.ts';
import { orderAnswers } from './order-dto.ts';
import { insertBooking, insertOrder, insertReservation } from './orders.repository.ts';
import { type FacilityRow, findBookingEngineById } from '../facilities/facilities.public.ts';
import type { Mailer } from '../mail/mail.public.ts';
import { required } from '@fairway/domain/shared/required';

// A booking made by staff from the operator's tee sheet: written as the same order,
// reservation, tee-time booking and Closed invoice a golfer's checkout writes, so search, the
// sheet, the golfer's history and the cancellation rules read it like any other. The caller
// (the admin area) has locked the tee time's capacity row and checked the room in the same
// transaction. A booking made with the golfer's e-mail sends them its confirmation, written to the
// mail outbox in that transaction.

/** What a walk-in books. */
export interface WalkInWrite {
  bookingEngineId: number;
  facility: FacilityRow;
  teetime: string;
  players: number;
  rate: { name: string; holes: number };
  transportation: 'Cart' | 'Walking';
  /** The party's green fees (cents, before tax), as the caller priced them (rate, promotion, or staff's override). */
  greenFees: number;
  /** The promotion code priced in and what it took off the green fees (the reports count its use), or null. */
  promotion: { code: string; discount: number } | null;
  /** Paid in full at the counter now (cash, card on the course's terminal), or all of it due at the course. */
  paidAtCounter: boolean;
  golfer: { firstName: string; lastName: string; email: string; phone: string };
  /** The golfer account of the alias with that e-mail: the booking shows in their reservations. */
  customerId: number | null;
  notes: string;
  language: string;
}

/**
 * The walk-in's invoice: the party's green fees with the course's tax. No convenience or
 * reservation fee (those pay for booking online); everything due now when it is paid at the
 * counter, everything due at the course otherwise. The console's price quote is this same draft.
 */
export function walkInInvoice(
  input: Pick<WalkInWrite, 'facility' | 'players' | 'greenFees' | 'paidAtCounter'>,
): InvoiceDraft {
  return buildInvoice(
    {
      type: 'tee-time',
      portions: [{ players: input.players, price: input.greenFees, transactionFees: 0 }],
      addOns: [],
      featuredProducts: [],
      memberLabels: false,
    },
    {
      taxRateBps: input.facility.taxRateBps,
      paymentPolicy: input.paidAtCounter ? 'prepay' : 'pay-at-course',
      reservationFeeCents: 0,
    },
  );
}

/**
 * Writes the walk-in's order, booking, reservation and Closed invoice in the caller's transaction,
 * and with a `mailer` (the outbox in that transaction) and the golfer's e-mail, their confirmation (the course booked it; what was paid
 * at the pro shop or is due at the course; the .ics with the reservation's UID) in their language.
 */
export async function writeWalkInBooking(tx: Database, input: WalkInWrite, mailer?: Mailer) {
  const draft = walkInInvoice(input);
  const cartId = randomUUID();
  const itemId = randomUUID();
  const order = await insertOrder(tx, {
    bookingEngineId: input.bookingEngineId,
    orderNumber: newOrderNumber(),
    status: 'fulfilled',
    customerId: input.customerId,
    cartId,
    currencyCode: input.facility.currencyCode,
    subTotal: draft.subTotal,
    totalTaxes: draft.totalTaxes,
    grandTotal: draft.grandTotal,
    paidNow: draft.dueNow,
    dueAtCourse: draft.dueAtCourse,
    email: input.golfer.email,
    firstName: input.golfer.firstName,
    lastName: input.golfer.lastName,
    phone: input.golfer.phone,
    language: input.language,
  });
  const bookingId = await insertBooking(tx, {
    facilityId: input.facility.id,
    teeTime: input.teetime,
    players: input.players,
  });
  const reservation = await insertReservation(tx, {
    orderId: order.id,
    facilityId: input.facility.id,
    bookingId,
    cartItemId: itemId,
    confirmationNumber: newConfirmationNumber(),
    teetime: input.teetime,
    startsAt: DateTime.fromISO(input.teetime, { zone: input.facility.timeZone }).toJSDate(),
    players: input.players,
    rateName: input.rate.name,
    holes: input.rate.holes,
    transportation: input.transportation,
    notes: input.notes,
    bookerEmail: input.golfer.email,
    promotionCode: input.promotion?.code ?? null,
    promotionDiscount: input.promotion?.discount ?? 0,
  });
  const invoices = await insertInvoices(tx, [
    {
      bookingEngineId: input.bookingEngineId,
      shoppingCartId: cartId,
      cartItemId: itemId,
      facilityId: input.facility.id,
      status: 'Closed',
      referenceId: itemId,
      playerCount: input.players,
      rateName: input.rate.name,
      currencyCode: input.facility.currencyCode,
      lines: draft.lines,
      subTotal: draft.subTotal,
      totalTaxes: draft.totalTaxes,
      grandTotal: draft.grandTotal,
      dueNow: draft.dueNow,
      dueAtCourse: draft.dueAtCourse,
      sourceOrderId: order.id,
      orderNumber: order.orderNumber,
    },
  ]);
  if (mailer && input.golfer.email) {
    const engine = await findBookingEngineById(tx, input.bookingEngineId);
    if (engine) {
      const [answer] = orderAnswers(
        [order],
        [{ reservation, facilityName: input.facility.name, timeZone: input.facility.timeZone }],
        invoices,
      );
      await mailer.send(
        confirmationMail(
          required(answer, 'the answer of the walk-in order'),
          engine,
          confirmationLanguage(input.language),
          {},
          { bookedBy: 'staff', courses: new Map([[input.facility.id, input.facility]]) },
        ),
      );
    }
  }
  return { order, reservation, draft };
}
