import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { ReservationSummary } from '@fairway/contract/reservations.contract';
import type { MoneyView } from '@fairway/domain/payments/money-view';
import type { Database } from '../../db/client.ts';
import { orderAndReservationMoneyOf, orderMoneyOf } from './order-money.ts';
import { statesOf } from './reservation-states.ts';
import { toSummary } from './reservation-view.ts';
import { recordsByIds, recordsOfOrders } from './reservations.repository.ts';
import { ordersOfEngineByIds } from '../checkout/checkout.public.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

// What other areas may ask of reservations (the only file of features/reservations/ they import): reservations
// as their booker sees them, and the ledger-backed money of reservations and orders.

export { reservationsOfDay } from './day-reservations.ts';
export { liveReservationContacts, type ReservationContacts } from './message-contacts.ts';
export { ledgerViewMismatches, orderMoneyOf } from './order-money.ts';
export type { MoneyView } from '@fairway/domain/payments/money-view';

/** Some reservations of the engine as their booker sees them (status, players, money), in the order of `ids`. */
export async function reservationSummariesOf(
  db: Database,
  engine: BookingEngineRow,
  ids: string[],
  now: Date,
): Promise<ReservationSummary[]> {
  const records = await recordsByIds(db, engine.id, ids);
  const settings = resolveFacilitySettings(engine.settings ?? {});
  const summaries = (await statesOf(db, records)).map((state) => toSummary(state, settings, now));
  return ids.flatMap((id) => summaries.filter((summary) => summary.ReservationID === id));
}

/** The money of each reservation (by id) of the engine. */
export async function reservationMoneyOf(
  db: Database,
  engineId: number,
  ids: string[],
): Promise<Map<string, MoneyView>> {
  const states = await statesOf(db, await recordsByIds(db, engineId, ids));
  return new Map(states.map((state) => [state.record.reservation.id, state.money]));
}

/** The money of some orders of the engine, by id. */
export async function orderMoneyByIds(
  db: Database,
  engineId: number,
  orderIds: string[],
): Promise<Map<string, MoneyView>> {
  if (orderIds.length === 0) return new Map();
  return orderMoneyOf(db, await ordersOfEngineByIds(db, engineId, orderIds));
}

/** The money of some orders of the engine and of each of their reservations, by id, read once. */
export async function orderAndReservationMoneyByIds(
  db: Database,
  engineId: number,
  orderIds: string[],
): Promise<{ orders: Map<string, MoneyView>; reservations: Map<string, MoneyView> }> {
  if (orderIds.length === 0) return { orders: new Map(), reservations: new Map() };
  // The orders and their reservations side by side; those of an order of another engine are left out with it.
  const [orderRows, records] = await Promise.all([
    ordersOfEngineByIds(db, engineId, orderIds),
    recordsOfOrders(db, orderIds),
  ]);
  const ofEngine = new Set(orderRows.map((order) => order.id));
  return orderAndReservationMoneyOf(
    db,
    orderRows,
    records.filter((record) => ofEngine.has(record.order.id)),
  );
}

export { calendarEntry, calendarTexts, coursePlace, roundMinutes } from './calendar-entry.ts';
export { staffCancelReservation } from './cancel.service.ts';
export { customRefund, issueRainCheck, reservationCredits } from './counter-credits.service.ts';
export { deskPaymentDue, takeDeskPayment } from './desk-payment.service.ts';
export { manageLinksOf } from './manage-link.ts';
export { releaseSlots } from './released-slots.ts';
export { cancelledSlotsOf, playerSlotsOf } from './reservations.repository.ts';
export { reservationsRoutes } from './reservations.routes.ts';
export {
  type Attendance,
  type AuditHook,
  moveReservation,
  noShowsOf,
  partyToMove,
  setAttendance,
  staffCaller,
  teeTimeRefusalError,
} from './staff-operations.ts';
