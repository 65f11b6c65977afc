import type { EndOfDayEntry, EndOfDayQuery, EndOfDayReport } from '@fairway/contract/admin-reports.contract';
import { zonedIso } from '@fairway/domain/admin/activity-time';
import type { MoneyEntry } from '@fairway/domain/payments/money-view';
import { required } from '@fairway/domain/shared/required';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { breakdownOf, channelOf, kindOf } from './end-of-day-figures.ts';
import { dayMoneyOrderIds, dayMoneyOrders, type DayMoneyOrder } from './reports.repository.ts';
import type { BookingEngineRow, FacilityRow } from '../facilities/facilities.public.ts';
import { reservationIdsWithSharesPaidBetween } from '../invitations/invitations.public.ts';
import { orderAndReservationMoneyByIds } from '../reservations/reservations.public.ts';
import { selectFacilities } from '../tee-times/tee-times.public.ts';

// The end-of-day report: one local day's payments and refunds of the alias, by tender and by
// channel. Amounts are never worked out here: every entry is one of the ledger-backed money
// views' (the order's for what it paid at booking, its reservations' for what came later and
// what went back), kept when its instant falls in the course's day, so the report adds up to the
// money views and, through them, to the gateway's ledger. A new kind of payment the views learn
// (money taken at the desk, say) shows here without a change.

/** One money-view entry of an order, with the course and reservation it belongs to. */
interface PlacedEntry {
  entry: MoneyEntry;
  direction: 'paid' | 'refunded';
  facilityId: number | null;
  confirmationNumber: string | null;
  order: DayMoneyOrder;
}

/** A course's local day as instants: midnight to the next midnight (23 or 25 hours on a clock change). */
function dayOf(date: string, timeZone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/**
 * Whether a window's instants can be asked of the database: the contract takes any calendar date
 * (year 0000 too), but no money was taken before 1970 or after 9999, and such a bound is no
 * timestamp the database reads (year 0, or `+010000-…`).
 */
const inDatabaseRange = (window: { from: Date; to: Date }) =>
  window.from.getTime() >= 0 && window.to.getTime() < Date.UTC(9999, 11, 31);

/**
 * The entries of these orders' money views: what each order paid at booking (its view's booking
 * entries, on its first reservation's course, or its store items' course), then per reservation
 * what was paid later (check-in, shares) and refunded, on that reservation's course. Together
 * they are each order's view entry for entry (an order's view is these parts combined).
 */
async function placedEntries(db: Database, engineId: number, orderIds: string[]): Promise<PlacedEntry[]> {
  // What places the money and the money itself only need the ids: read side by side.
  const [orders, { orders: orderViews, reservations: reservationViews }] = await Promise.all([
    dayMoneyOrders(db, orderIds),
    orderAndReservationMoneyByIds(db, engineId, orderIds),
  ]);
  return orders.flatMap((order) => {
    const view = orderViews.get(order.orderId);
    const first = order.reservations[0];
    const atBooking: PlacedEntry[] = (view?.paid ?? [])
      .filter((entry) => entry.source === 'booking')
      .map((entry) => ({
        entry,
        direction: 'paid',
        facilityId: first?.facilityId ?? order.storeFacilityId,
        confirmationNumber: order.reservations.length === 1 && first ? first.confirmationNumber : null,
        order,
      }));
    const later = order.reservations.flatMap((reservation) => {
      const money = reservationViews.get(reservation.id);
      if (!money) return [];
      const place = (direction: 'paid' | 'refunded') => (entry: MoneyEntry) => ({
        entry,
        direction,
        facilityId: reservation.facilityId,
        confirmationNumber: reservation.confirmationNumber,
        order,
      });
      return [
        ...money.paid.filter((entry) => entry.source !== 'booking').map(place('paid')),
        ...money.refunded.map(place('refunded')),
      ];
    });
    return [...atBooking, ...later];
  });
}

/** The entry as the report states it (null: a failed refund, which moved nothing). */
function reportEntry(placed: PlacedEntry, timeZone: string): EndOfDayEntry | null {
  const { entry, direction, order } = placed;
  if (entry.state === 'failed' || entry.amountCents <= 0) return null;
  return {
    at: zonedIso(new Date(entry.at), timeZone),
    kind: kindOf(direction, entry.tender),
    tender: entry.tender,
    channel: channelOf(entry, order.staffBooking, order.counterSale),
    amountCents: entry.amountCents,
    orderNumber: order.orderNumber,
    confirmationNumber: placed.confirmationNumber,
    source: entry.source,
    state: entry.state,
    cardLastFour: entry.card?.lastFour ?? null,
  };
}

/**
 * GET /api/admin/reports/end-of-day: the day's money of each course of the alias (or the one asked
 * for, 404 when the alias does not show it), midnight to midnight in the course's zone. Money of an
 * order with no course (none of its items names one) counts on the alias's main course.
 */
export async function endOfDayReport(
  db: Database,
  engine: BookingEngineRow,
  query: EndOfDayQuery,
): Promise<EndOfDayReport> {
  const all = await selectFacilities(db, engine, undefined);
  const courses: FacilityRow[] =
    query.facilityId === undefined ? all : await selectFacilities(db, engine, [query.facilityId]);
  const days = new Map(courses.map((course) => [course.id, dayOf(query.date, course.timeZone)]));
  const bounds = [...days.values()];
  const window = {
    from: new Date(Math.min(...bounds.map((day) => day.from.getTime()))),
    to: new Date(Math.max(...bounds.map((day) => day.to.getTime()))),
    date: query.date,
  };
  const placed =
    courses.length === 0 || !inDatabaseRange(window)
      ? []
      : await placedEntries(
          db,
          engine.id,
          await dayMoneyOrderIds(
            db,
            engine.id,
            window,
            reservationIdsWithSharesPaidBetween(db, engine.id, window.from, window.to),
          ),
        );
  const mainCourse = all[0]?.id ?? null;
  return {
    date: query.date,
    courses: courses.map((course) => {
      const day = required(days.get(course.id), `the day of course ${course.id}`);
      const entries = placed
        .filter((item) => (item.facilityId ?? mainCourse) === course.id)
        .filter((item) => {
          const at = Date.parse(item.entry.at);
          return at >= day.from.getTime() && at < day.to.getTime();
        })
        .sort(
          (a, b) =>
            Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.order.orderNumber.localeCompare(b.order.orderNumber),
        )
        .flatMap((item) => reportEntry(item, course.timeZone) ?? []);
      return {
        facilityId: course.id,
        name: course.name,
        timeZone: course.timeZone,
        currencyCode: course.currencyCode,
        dayStart: zonedIso(day.from, course.timeZone),
        dayEnd: zonedIso(day.to, course.timeZone),
        ...breakdownOf(entries),
        entries,
      };
    }),
  };
}
