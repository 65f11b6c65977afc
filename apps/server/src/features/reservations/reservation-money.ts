import {
  bookingPayments,
  cancellationRefunds,
  checkInPayment,
  creditEntry,
  combineMoneyViews,
  moneyView,
  shareMoney,
  type CardRef,
  type MoneyEntry,
  type MoneyView,
  type OrderTenders,
  type Tender,
} from '@fairway/domain/payments/money-view';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import { checkInInvoices, type CheckInInvoiceRow } from '../../db/schema/reservations.ts';
import type { ReservationState } from './reservation-view.ts';
import type { OrderRow } from '../checkout/checkout.public.ts';
import { staffPaymentMethodsOf } from '../admin/admin.public.ts';
import { splitsOfReservations } from '../invitations/invitations.public.ts';
import { capturedCentsOf } from '../payments/payments.public.ts';

// The ledger-backed money of reservations and orders: the facts are loaded in one
// batch of parallel reads for any number of reservations (check-in invoices, split shares, the
// processor's payments, how staff bookings were paid), then the domain's money view is computed
// from them and the reservation's own rows (its order, invoice, events, slots). Every screen and
// e-mail that states an amount reads this, so none of them tells its own story.

/** A split payment's facts for one reservation. */
export interface SplitFacts {
  deadline: Date;
  shares: {
    slot: number;
    amountCents: number;
    status: string;
    paidAt: Date | null;
    paidBy: string | null;
    cardBrand: string | null;
    cardLastFour: string | null;
    paymentId: string | null;
    refundedCents: number;
  }[];
}

/** What the money of one reservation is computed from, beside its state. */
export interface MoneyFacts {
  checkIns: CheckInInvoiceRow[];
  split: SplitFacts | null;
  /** Whether the order's card payment was captured at the processor. */
  captured: boolean;
  /** A staff booking paid at the counter: how. */
  counter: 'cash' | 'card-present' | null;
}

const NO_FACTS: MoneyFacts = { checkIns: [], split: null, captured: false, counter: null };

const cardOf = (brand: string | null, lastFour: string | null): CardRef | null =>
  brand && lastFour ? { brand, lastFour } : null;

/** Whether each order's card payment was captured at the processor (one read for any number of orders). */
export async function capturedOrdersOf(db: Database, orders: OrderRow[]): Promise<(order: OrderRow) => boolean> {
  const paymentIds = [...new Set(orders.flatMap((order) => (order.paymentId ? [order.paymentId] : [])))];
  const payments = await capturedCentsOf(db, paymentIds);
  const captured = new Set(payments.filter((payment) => payment.capturedCents > 0).map((payment) => payment.id));
  const known = new Set(payments.map((payment) => payment.id));
  // A payment of another processor (not in the sandbox's tables) is as captured as the order says.
  return (order) =>
    order.paymentId !== null &&
    (known.has(order.paymentId)
      ? captured.has(order.paymentId)
      : ['captured', 'partially_refunded', 'refunded'].includes(order.paymentStatus ?? ''));
}

/** The money facts of some reservations (by id), in five parallel reads whatever their number. */
export async function moneyFactsOf(
  db: Database,
  rows: { reservationId: string; order: OrderRow }[],
): Promise<Map<string, MoneyFacts>> {
  const ids = [...new Set(rows.map((row) => row.reservationId))];
  if (ids.length === 0) return new Map();
  const [checkIns, { splits, shares }, capturedOf, staff] = await Promise.all([
    db.select().from(checkInInvoices).where(inList(checkInInvoices.reservationId, ids)),
    splitsOfReservations(db, ids),
    capturedOrdersOf(
      db,
      rows.map((row) => row.order),
    ),
    staffPaymentMethodsOf(db, ids),
  ]);
  const facts = new Map<string, MoneyFacts>();
  for (const { reservationId, order } of rows) {
    const split = splits.find((entry) => entry.reservationId === reservationId);
    const method = staff.find((entry) => entry.reservationId === reservationId)?.paymentMethod;
    facts.set(reservationId, {
      checkIns: checkIns.filter((row) => row.reservationId === reservationId),
      split: split
        ? { deadline: split.deadline, shares: shares.filter((share) => share.reservationId === reservationId) }
        : null,
      captured: capturedOf(order),
      counter: method === 'cash' || method === 'card-present' ? method : null,
    });
  }
  return facts;
}

/** How the order of a reservation was paid at booking. */
function orderTendersOf(order: OrderRow, facts: Pick<MoneyFacts, 'captured' | 'counter'>): OrderTenders {
  return {
    paidNow: order.paidNow,
    giftCertificatePaid: order.giftCertificatePaid,
    creditBookPaid: order.creditBookPaid,
    card: cardOf(order.cardBrand, order.cardLastFour),
    paymentId: order.paymentId,
    captured: facts.captured,
    counter: order.paymentId === null ? facts.counter : null,
  };
}

/** The friends' part of a split reservation: the sum of its shares (0 when the booker paid for everyone). */
export function friendsShareOf(facts: MoneyFacts | undefined): number {
  return (facts?.split?.shares ?? []).reduce((sum, share) => sum + share.amountCents, 0);
}

/** The money of one reservation from its state and facts. */
export function reservationMoney(state: Omit<ReservationState, 'money'>, facts: MoneyFacts = NO_FACTS): MoneyView {
  const { order, invoice, reservation } = state.record;
  const currencyCode = invoice?.currencyCode ?? order.currencyCode;
  const tenders = orderTendersOf(order, facts);
  const atBooking = Math.max(0, (invoice?.dueNow ?? 0) - friendsShareOf(facts));
  const cancellations = state.events.filter((event) => event.kind === 'cancelled');
  const refundedAt = (slot: number) => cancellations.find((event) => event.slots.includes(slot))?.createdAt ?? null;
  const shares = facts.split
    ? shareMoney(
        facts.split.shares.map((share) => ({
          slot: share.slot,
          amountCents: share.amountCents,
          status: share.status,
          paidAt: share.paidAt,
          byLead: share.status === 'lead-charged' || share.paidBy === null,
          card: cardOf(share.cardBrand, share.cardLastFour),
          refundedCents: share.refundedCents,
          refundedAt: refundedAt(share.slot),
        })),
        facts.split.deadline,
        tenders.card,
      )
    : { paid: [], refunded: [], due: [] };
  const dueAtCourseCents = state.slots
    .filter((slot) => !slot.cancelled && !slot.paidAtCourse)
    .reduce((sum, slot) => sum + (state.amounts.find((share) => share.slot === slot.slot)?.dueAtCourse ?? 0), 0);
  return moneyView({
    currencyCode,
    paid: [
      ...bookingPayments(tenders, atBooking, reservation.createdAt),
      ...facts.checkIns.map((row) =>
        checkInPayment({
          amountCents: row.amountCents,
          createdAt: row.createdAt,
          slots: row.slots,
          card: cardOf(row.cardBrand, row.cardLastFour),
          paymentStatus: row.paymentStatus,
          tender: row.tender,
        }),
      ),
      ...shares.paid,
    ],
    refunded: [
      ...cancellations.flatMap((event) => cancellationRefunds(event, tenders)),
      ...state.events.flatMap((event) =>
        (event.kind === 'refunded' || event.kind === 'rain-check') && event.tender
          ? [creditEntry({ ...event, kind: event.kind, tender: event.tender as Tender }, tenders.card)]
          : [],
      ),
      ...shares.refunded,
    ],
    dueAtCourseCents,
    dueFromFriends: shares.due,
  });
}

/** One tender of a sale at the counter (admin's counter_sale_payments row). */
export interface CounterSalePaymentFacts {
  tender: MoneyEntry['tender'];
  amountCents: number;
  cardLastFour: string | null;
  createdAt: Date;
}

/** A counter sale's tenders as paid-at-booking entries: each settled when recorded, the terminal's card by its last four. */
function counterSaleEntries(payments: readonly CounterSalePaymentFacts[]): MoneyEntry[] {
  return payments.map((payment) => ({
    tender: payment.tender,
    amountCents: payment.amountCents,
    at: payment.createdAt.toISOString(),
    card:
      payment.tender === 'card-present' && payment.cardLastFour
        ? { brand: 'unknown', lastFour: payment.cardLastFour }
        : null,
    slot: null,
    source: 'booking' as const,
    state: 'settled' as const,
  }));
}

/**
 * The money of an order: what it paid at booking by tender (store items included; a counter
 * sale's own tenders, a mix no order column states), and for each of its reservations what was
 * paid later (check-in, shares) and refunded.
 */
export function orderMoney(
  order: OrderRow,
  states: readonly ReservationState[],
  facts: Pick<MoneyFacts, 'captured' | 'counter'>,
  counterSale: readonly CounterSalePaymentFacts[] = [],
): MoneyView {
  const tenders = orderTendersOf(order, facts);
  const later = states.map((state) => {
    const view = state.money;
    return { ...view, paid: view.paid.filter((entry) => entry.source !== 'booking') };
  });
  const booking = moneyView({
    currencyCode: order.currencyCode,
    paid:
      counterSale.length > 0
        ? counterSaleEntries(counterSale)
        : bookingPayments(tenders, order.paidNow, order.createdAt),
    refunded: [],
    dueAtCourseCents: 0,
    dueFromFriends: [],
  });
  // Orders without reservations (store purchases) still owe what their invoice left for the course.
  const dueAtCourseCents = states.length === 0 ? order.dueAtCourse : 0;
  return combineMoneyViews(order.currencyCode, [
    booking,
    ...later,
    moneyView({ currencyCode: order.currencyCode, paid: [], refunded: [], dueAtCourseCents, dueFromFriends: [] }),
  ]);
}

/**
 * Where one cancellation's refund went (`eventId`, else the latest cancellation): the same
 * entries as the money view's, read from the recorded event and how the booking was paid.
 */
export function refundsOfCancellation(
  state: Pick<ReservationState, 'events' | 'money' | 'record'>,
  eventId?: number,
): MoneyEntry[] {
  const cancellations = state.events.filter((event) => event.kind === 'cancelled');
  const event = eventId === undefined ? cancellations.at(-1) : cancellations.find((entry) => entry.id === eventId);
  if (!event) return [];
  const counter = state.money.paid.find(
    (entry) => entry.source === 'booking' && (entry.tender === 'cash' || entry.tender === 'card-present'),
  )?.tender;
  return cancellationRefunds(
    event,
    orderTendersOf(state.record.order, {
      captured: true,
      counter: counter === 'cash' || counter === 'card-present' ? counter : null,
    }),
  );
}
