import type { Database } from '../../db/client.ts';
import { moneyFactsOf } from './reservation-money.ts';
import { reservationState, type ReservationState } from './reservation-view.ts';
import {
  acceptedInviteesOf,
  eventsOf,
  featuredProductsOf,
  playersOf,
  type ReservationRecord,
} from './reservations.repository.ts';
import { required } from '@fairway/domain/shared/required';

// Reservation states from their rows, in one batch of parallel reads whatever their number. Kept
// apart from reservations-access.ts (requests, sessions) so the runs' invariant scripts can use it.

/** The states of some reservation records (their slots, events and featured products). */
export async function statesOf(db: Database, records: ReservationRecord[]): Promise<ReservationState[]> {
  const ids = records.map((record) => record.reservation.id);
  const [players, events, products, invitees, money] = await Promise.all([
    playersOf(db, ids),
    eventsOf(db, ids),
    featuredProductsOf(db, [...new Set(records.map((record) => record.order.id))]),
    acceptedInviteesOf(db, ids),
    moneyFactsOf(
      db,
      records.map((record) => ({ reservationId: record.reservation.id, order: record.order })),
    ),
  ]);
  return records.map((record) =>
    reservationState(
      record,
      players.filter((row) => row.reservationId === record.reservation.id),
      events.filter((row) => row.reservationId === record.reservation.id),
      products
        .filter((row) => row.orderId === record.order.id && row.parentCartItemId === record.reservation.cartItemId)
        .map((row) => ({ name: row.description, quantity: row.quantity, amount: row.amount })),
      invitees.flatMap((row) =>
        row.reservationId === record.reservation.id && row.slot !== null ? [{ slot: row.slot, name: row.name }] : [],
      ),
      money.get(record.reservation.id),
    ),
  );
}

/** The state of one reservation record. */
export async function stateOf(db: Database, record: ReservationRecord): Promise<ReservationState> {
  return required((await statesOf(db, [record]))[0], `the state of reservation ${record.reservation.id}`);
}
