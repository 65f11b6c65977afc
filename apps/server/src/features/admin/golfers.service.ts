import {
  GOLFER_MATCH_LIMIT,
  GOLFER_PAGE_SIZE,
  type GolferDetail,
  type GuestBooker,
  type GolferSearchResponse,
  type GolferSummary,
} from '@fairway/contract/admin-golfers.contract';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  type GuestBookerRow,
  ordersOfCustomer,
  reservationsOfCustomer,
  searchGuestBookers,
} from '../checkout/checkout.public.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { type CustomerRow, findCustomerByPublicId, searchCustomers } from '../session/session.public.ts';
import { orderMoneyByIds, reservationSummariesOf } from '../reservations/reservations.public.ts';

const summaryOf = (row: CustomerRow): GolferSummary => ({
  id: row.publicId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
});

const guestOf = (row: GuestBookerRow): GuestBooker => ({ ...row, lastBookedAt: row.lastBookedAt.toISOString() });

/**
 * GET /api/admin/golfers: a page of the alias's golfer accounts matching the term (none when more
 * than GOLFER_MATCH_LIMIT do) and, when asked
 * (the phone-booking dialog), up to a page of guests who booked without an account, on page 1.
 */
export async function golferSearch(
  db: Database,
  engineId: number,
  query: { q: string; page: number; include?: 'guests' | undefined },
): Promise<GolferSearchResponse> {
  const { q: term, page } = query;
  const withGuests = query.include === 'guests';
  const [{ rows, total, tooMany }, guests] = await Promise.all([
    searchCustomers(db, engineId, term, { page, pageSize: GOLFER_PAGE_SIZE, matchLimit: GOLFER_MATCH_LIMIT }),
    withGuests && page === 1 ? searchGuestBookers(db, engineId, term, GOLFER_PAGE_SIZE) : [],
  ]);
  return {
    golfers: rows.map(summaryOf),
    page,
    pageSize: GOLFER_PAGE_SIZE,
    total,
    tooMany,
    ...(withGuests ? { guests: guests.map(guestOf) } : {}),
  };
}

/**
 * GET /api/admin/golfers/{id}: one golfer of the alias (another alias's is 404) with a page of
 * their reservations and one of their orders here, each after its own cursor.
 */
export async function golferDetail(
  db: Database,
  engine: BookingEngineRow,
  publicId: string,
  now: Date,
  page: { limit: number; reservationsBefore?: string | undefined; ordersBefore?: string | undefined },
): Promise<GolferDetail> {
  const engineId = engine.id;
  const golfer = await findCustomerByPublicId(db, engineId, publicId);
  if (!golfer) throw new DomainError('NOT_FOUND', 'Unknown golfer');
  // One more than the page of each: whether an older page follows.
  const [foundReservations, foundOrders] = await Promise.all([
    reservationsOfCustomer(db, engineId, golfer.id, page.limit + 1, page.reservationsBefore),
    ordersOfCustomer(db, engineId, golfer.id, page.limit + 1, page.ordersBefore),
  ]);
  const reservations = foundReservations.slice(0, page.limit);
  const orders = foundOrders.slice(0, page.limit);
  // Each reservation as the golfer sees it and the ledger-backed money of orders: the console
  // states the same status, player count and amounts as the golfer's own screens.
  const [summaries, money] = await Promise.all([
    reservationSummariesOf(
      db,
      engine,
      reservations.map((row) => row.reservationId),
      now,
    ),
    orderMoneyByIds(
      db,
      engineId,
      orders.map((order) => order.orderId),
    ),
  ]);
  return {
    golfer: summaryOf(golfer),
    nextReservationsBefore: foundReservations.length > page.limit ? (reservations.at(-1)?.reservationId ?? null) : null,
    nextOrdersBefore: foundOrders.length > page.limit ? (orders.at(-1)?.orderId ?? null) : null,
    reservations: reservations.map((row) => {
      const seen = summaries.find((summary) => summary.ReservationID === row.reservationId);
      if (!seen) return { ...row, status: row.status, paidCents: 0, refundedCents: 0, dueAtCourseCents: 0 };
      return {
        ...row,
        status: seen.status,
        // As the golfer's list counts them: the players still booked, or those a cancelled booking was for.
        players: seen.status === 'cancelled' ? seen.BookingSlots.length : seen.totalPlayers,
        paidCents: seen.money?.paidCents ?? 0,
        refundedCents: seen.money?.refundedCents ?? 0,
        dueAtCourseCents: seen.money?.dueAtCourseCents ?? seen.dueAtCourse,
      };
    }),
    orders: orders.map((order) => {
      const view = money.get(order.orderId);
      return {
        ...order,
        paidNow: view?.paidCents ?? order.paidNow,
        refunded: view?.refundedCents ?? 0,
        dueAtCourse: view?.dueAtCourseCents ?? order.dueAtCourse,
        createdAt: order.createdAt.toISOString(),
      };
    }),
  };
}
