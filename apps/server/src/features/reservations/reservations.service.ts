import type {
  ReservationDetail,
  ReservationHistory,
  ReservationHistoryQuery,
} from '@fairway/contract/reservations.contract';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { reservationCalendar } from './reservation-calendar.ts';
import {
  accessibleState,
  inviteeEmailOf,
  statesOf,
  viewableState,
  type ReservationCaller,
} from './reservations-access.ts';
import { toDetail, toSummary } from './reservation-view.ts';
import { findMetadata, historyPage, upsertMetadata } from './reservations.repository.ts';
import { verifyManageToken } from './manage-link.ts';
import { required } from '@fairway/domain/shared/required';

/** GET /reservation/history: the signed-in golfer's reservations of this alias (401 for guests and anonymous callers). */
export async function reservationHistory(
  db: Database,
  caller: ReservationCaller,
  query: ReservationHistoryQuery,
): Promise<ReservationHistory> {
  if (!caller.customer) throw new DomainError('UNAUTHORIZED');
  const customerId = caller.customer.id;
  const filter = {
    engineId: caller.engine.id,
    customerId,
    inviteeEmail: inviteeEmailOf(caller),
    facilityIds: query.facilityIds,
    playDateMin: query.playDateMin,
    playDateMax: query.playDateMax,
  };
  const page = await historyPage(db, filter, caller.now, query.skip, query.take);
  // A round in the list that the golfer did not book is one they were invited to.
  const states = (await statesOf(db, page.records)).map((state) =>
    state.record.order.customerId === customerId ? state : { ...state, viewer: 'invitee' as const },
  );
  return {
    items: states.map((state) => toSummary(state, caller.settings, caller.now)),
    total: page.total,
    upcomingTotal: page.total - page.past,
    pastTotal: page.past,
    skip: query.skip,
    take: query.take,
  };
}

/** GET /reservation/{id}/history. */
export async function reservationDetail(
  db: Database,
  caller: ReservationCaller,
  id: string,
): Promise<ReservationDetail> {
  return toDetail(await viewableState(db, caller, id), caller.settings, caller.now);
}

/** GET /reservation/{id}/calendar.ics, in the language asked (English for any other). */
export async function reservationIcs(
  db: Database,
  caller: ReservationCaller,
  id: string,
  language: string,
): Promise<{ filename: string; content: string }> {
  const state = await viewableState(db, caller, id);
  const { reservation } = state.record;
  return {
    filename: `tee-time-${reservation.confirmationNumber}.ics`,
    content: reservationCalendar(state, caller.engine.name, 'PUBLISH', 0, language),
  };
}

/** GET /reservation/manage?token=: the reservation a manage link opens. */
export async function managedReservation(db: Database, caller: ReservationCaller, token: string) {
  const { reservationId, expiresAt } = await verifyManageToken(db, caller.engine.id, token, caller.now);
  const reservation = await reservationDetail(db, { ...caller, managedReservationId: reservationId }, reservationId);
  return { reservation, expiresAt: expiresAt.toISOString() };
}

/** PUT /reservations/{id}/metadata. */
export async function updateReservationMetadata(
  db: Database,
  caller: ReservationCaller,
  id: string,
  body: { googleRWGToken?: string; merchantChanged?: 1 | 2; externalReservationId?: string },
) {
  await accessibleState(db, caller, id);
  await upsertMetadata(db, id, {
    googleRwgToken: body.googleRWGToken,
    merchantChanged: body.merchantChanged,
    externalReservationId: body.externalReservationId,
  });
  const row = required(await findMetadata(db, id), `the metadata just written for reservation ${id}`);
  return {
    googleRWGToken: row.googleRwgToken,
    merchantChanged: row.merchantChanged,
    externalReservationId: row.externalReservationId,
  };
}
