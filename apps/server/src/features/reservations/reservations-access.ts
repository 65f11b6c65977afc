import { MANAGE_TOKEN_HEADER } from '@fairway/contract/reservations.contract';
import { resolveFacilitySettings, type FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { type CustomerRow, customerTokenOf, findCustomerAuth } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { verifyManageToken } from './manage-link.ts';
import { stateOf, statesOf } from './reservation-states.ts';
import type { ReservationState } from './reservation-view.ts';
import { acceptedInvitationFor, findReservation, type ReservationRecord } from './reservations.repository.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

// statesOf lives in reservation-states.ts (no HTTP in its imports, so scripts can run it); callers import it from here too.
export { statesOf };

/** Who is calling: the engine, its settings, the signed-in golfer and the reservation a manage token opens. */
export interface ReservationCaller {
  engine: BookingEngineRow;
  settings: FacilitySettings;
  customer: CustomerRow | null;
  /** The reservation the x-fairway-manage-token header opens, if any. */
  managedReservationId: string | null;
  now: Date;
  origin: string;
}

/** The caller of a request; a bad manage token is 404, an expired one 410. */
export async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<ReservationCaller> {
  const engine = tenantOf(request);
  const now = app.accounts.now();
  const header = request.headers[MANAGE_TOKEN_HEADER];
  const manageToken = typeof header === 'string' && header.trim() !== '' ? header : null;
  const managed = manageToken ? await verifyManageToken(app.db, engine.id, manageToken, now) : null;
  const token = customerTokenOf(request, engine);
  const auth = token ? await findCustomerAuth(app, engine, token) : null;
  return {
    engine,
    settings: resolveFacilitySettings(engine.settings ?? {}),
    customer: auth?.customer ?? null,
    managedReservationId: managed?.reservationId ?? null,
    now,
    origin: app.accounts.originOf(request),
  };
}

/** Whether the caller may see and act on a reservation: its order's golfer, or the holder of its manage link. */
function mayAccess(caller: ReservationCaller, record: ReservationRecord): boolean {
  const owner = record.order.customerId !== null && record.order.customerId === caller.customer?.id;
  return owner || caller.managedReservationId === record.reservation.id;
}

/** The caller's verified e-mail, under which they see the rounds they accepted an invitation to (an unverified address proves nothing). */
export function inviteeEmailOf(caller: ReservationCaller): string | null {
  return caller.customer?.emailVerifiedAt ? caller.customer.email : null;
}

/**
 * A reservation the caller may look at: as its booker (full), or as a friend who accepted an
 * invitation to it (read-only, redacted: see invitee-view.ts); others 404. Actions use accessibleState.
 */
export async function viewableState(db: Database, caller: ReservationCaller, id: string): Promise<ReservationState> {
  const record = await findReservation(db, caller.engine.id, id);
  if (!record) throw new DomainError('NOT_FOUND', 'Reservation not found');
  if (mayAccess(caller, record)) return stateOf(db, record);
  const email = inviteeEmailOf(caller);
  const invitationId = email ? await acceptedInvitationFor(db, caller.engine.id, id, email) : null;
  if (!invitationId) throw new DomainError('NOT_FOUND', 'Reservation not found');
  return { ...(await stateOf(db, record)), viewer: 'invitee', invitationId };
}

/** A reservation the caller may access, with its state (row-locked inside a transaction when asked); others 404. */
export async function accessibleState(
  db: Database,
  caller: ReservationCaller,
  id: string,
  forUpdate = false,
): Promise<ReservationState> {
  const record = await findReservation(db, caller.engine.id, id, forUpdate);
  if (!record || !mayAccess(caller, record)) throw new DomainError('NOT_FOUND', 'Reservation not found');
  return stateOf(db, record);
}
