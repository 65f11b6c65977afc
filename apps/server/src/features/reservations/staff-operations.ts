import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import {
  type TeeTimeRefusal,
  teeTimeRefusal,
  teeTimeRefusalMessage,
  teeTimeStarted,
} from '@fairway/domain/admin/tee-time-refusal';
import { remainingSlots } from '@fairway/domain/tee-times/allowed-players';
import { and, eq, isNotNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import { reservationPlayers } from '../../db/schema/reservations.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { blocksCovering, moveTeeTimeBooking, recordOpenings } from '../tee-times/tee-times.public.ts';
import { moveReservationRow } from '../checkout/checkout.public.ts';
import { bookedOn, heldOn, lockTeeTimeCapacity } from '../cart/cart.public.ts';
import { friendMoveMail, moveMail } from './move-mail.ts';
import { stateOf } from './reservation-states.ts';
import type { ReservationCaller } from './reservations-access.ts';
import type { Mailer } from '../mail/mail.public.ts';
import {
  acceptedFriendsToTell,
  findReservation,
  findReservationOnEngineCourses,
  insertEvent,
} from './reservations.repository.ts';
import type { BookingEngineRow, FacilityRow } from '../facilities/facilities.public.ts';

// What staff do to a reservation from the operator's tee sheet, beside the golfer's
// own calls: move it to another time, check players in or mark them no-shows. The staff
// cancellation is in cancel.service.ts (the golfers' refund path). Who may call is decided by
// the admin area (roles); here a reservation of another engine is simply not found.

/** An audit hook run inside the operation's transaction; answers the audit entry's id. */
export type AuditHook = (tx: Database, details: Record<string, unknown>) => Promise<number>;

/** The caller the golfer-side services see for a staff member: the engine, and exactly this reservation open. */
export function staffCaller(
  engine: BookingEngineRow,
  reservationId: string,
  now: Date,
  origin: string,
): ReservationCaller {
  return {
    engine,
    settings: resolveFacilitySettings(engine.settings ?? {}),
    customer: null,
    managedReservationId: reservationId,
    now,
    origin,
  };
}

/**
 * A reservation of the engine, locked for update, with its state. With `partners`, also one a
 * partner engine sold on a course this engine shows (the course's staff check its players in).
 */
async function lockedState(tx: Database, engine: BookingEngineRow, id: string, partners = false) {
  const record =
    (await findReservation(tx, engine.id, id, true)) ??
    (partners ? await findReservationOnEngineCourses(tx, engine.id, id, true) : undefined);
  if (!record) throw new DomainError('NOT_FOUND', 'Reservation not found');
  return stateOf(tx, record);
}

/** Free slots on a tee time under its capacity row lock: the players booked and every unexpired hold count. */
async function freeSlotsOn(tx: Database, facilityId: number, teetime: string, now: Date): Promise<number> {
  return remainingSlots(await bookedOn(tx, facilityId, teetime), await heldOn(tx, facilityId, teetime, now, []));
}

/** The 409 of a tee time the party cannot take: the refusal's code and words, its facts as details. */
export function teeTimeRefusalError(refusal: TeeTimeRefusal): DomainError {
  const { code, ...facts } = refusal;
  return new DomainError(code, teeTimeRefusalMessage(refusal), {
    ...facts,
    ...(code === 'TEE_TIME_BLOCKED' ? { blocked: true } : {}),
  });
}

/** The players a move takes (those not cancelled) and their booking, or the reason the booking cannot be moved at all. */
function playersToMove(state: Awaited<ReturnType<typeof stateOf>>, now: Date) {
  const { reservation, facility } = state.record;
  const active = state.slots.filter((slot) => !slot.cancelled);
  if (active.length === 0) throw new DomainError('RESERVATION_CANCELLED');
  if (active.some((slot) => slot.checkedIn))
    throw new DomainError('CONFLICT', 'Players of this booking have checked in; it can no longer be moved');
  if (reservation.bookingId === null) throw new DomainError('CONFLICT', 'This booking cannot be moved');
  if (teeTimeStarted(reservation.teetime, facility.timeZone, now))
    throw new DomainError('CONFLICT', 'This tee time has already started; it can no longer be moved');
  return { active, bookingId: reservation.bookingId };
}

/**
 * The party a move would take from one of the engine's reservations: how many players and from
 * where; refused as the move itself would be (cancelled, checked in, started). Reads, locks nothing.
 */
export async function partyToMove(
  db: Database,
  engine: BookingEngineRow,
  id: string,
  now: Date,
): Promise<{ players: number; from: { facilityId: number; teetime: string } }> {
  const record = await findReservation(db, engine.id, id);
  if (!record) throw new DomainError('NOT_FOUND', 'Reservation not found');
  const state = await stateOf(db, record);
  return {
    players: playersToMove(state, now).active.length,
    from: { facilityId: record.facility.id, teetime: record.reservation.teetime },
  };
}

/** The mail outbox inside the caller's transaction (admin.area.ts hands it in): a change and its e-mail commit together. */
export type StaffMailerFor = (tx: Database) => Mailer;

/**
 * Moves a reservation's remaining players to another tee time of the engine (the same course or
 * another), in one transaction: both capacity rows locked in the global (facility, time) order
 * checkout uses, the target checked like a checkout would be, the booking and reservation moved,
 * the slots left behind recorded as an operator opening, and the booker and every friend who
 * accepted an invitation e-mailed the new time with an updated calendar entry. The
 * price paid stays as it was.
 */
export async function moveReservation(
  db: Database,
  input: {
    engine: BookingEngineRow;
    id: string;
    target: FacilityRow;
    teetime: string;
    now: Date;
    audit: AuditHook;
    mailerFor?: StaffMailerFor;
  },
): Promise<{
  players: number;
  from: { facilityId: number; teetime: string };
  to: { facilityId: number; teetime: string };
}> {
  const { engine, id, target, teetime, now } = input;
  return db.transaction(async (tx) => {
    const state = await lockedState(tx, engine, id);
    const { reservation, facility } = state.record;
    const { active, bookingId } = playersToMove(state, now);
    if (facility.id === target.id && reservation.teetime === teetime)
      throw new DomainError('VALIDATION_FAILED', 'Choose another tee time', { teetime });
    const startsAt = DateTime.fromISO(teetime, { zone: target.timeZone });
    if (!startsAt.isValid)
      throw new DomainError('TEE_TIME_NOT_AVAILABLE', 'This time is not on the course’s tee sheet');
    const rows = [
      { facilityId: facility.id, teetime: reservation.teetime },
      { facilityId: target.id, teetime },
    ].sort((a, b) => a.facilityId - b.facilityId || a.teetime.localeCompare(b.teetime));
    for (const row of rows) await lockTeeTimeCapacity(tx, row.facilityId, row.teetime);
    // The rule the console's list of move targets applies, read again under the capacity and course locks.
    const refusal = teeTimeRefusal(
      {
        started: teeTimeStarted(teetime, target.timeZone, now),
        blocks: await blocksCovering(tx, target.id, teetime),
        freeSlots: await freeSlotsOn(tx, target.id, teetime, now),
      },
      active.length,
    );
    if (refusal) throw teeTimeRefusalError(refusal);
    await moveTeeTimeBooking(tx, bookingId, { facilityId: target.id, teeTime: teetime }, now);
    await moveReservationRow(tx, id, { facilityId: target.id, teetime, startsAt: startsAt.toJSDate() }, now);
    const from = { facilityId: facility.id, teetime: reservation.teetime };
    const to = { facilityId: target.id, teetime };
    const auditId = await input.audit(tx, {
      from,
      to,
      players: active.length,
      confirmationNumber: reservation.confirmationNumber,
    });
    await recordOpenings(tx, [
      {
        bookingEngineId: engine.id,
        facilityId: facility.id,
        teetime: reservation.teetime,
        timeZone: facility.timeZone,
        holes: reservation.holes,
        slots: active.length,
        source: 'operator',
        sourceKey: `admin-audit:${auditId}`,
        now,
      },
    ]);
    if (input.mailerFor) {
      // Read back as moved (its new course, time and move count) for the e-mails and their calendar entries.
      const after = await lockedState(tx, engine, id);
      const movedFrom = { facilityName: facility.name, timeZone: facility.timeZone, teetime: reservation.teetime };
      const mailer = input.mailerFor(tx);
      if (state.record.order.email) await mailer.send(moveMail(after, engine, movedFrom));
      // The friends who accepted and still play (not a cancelled slot) are told too, each in their language.
      const playing = new Set(after.slots.filter((slot) => !slot.cancelled).map((slot) => slot.slot));
      const lead = state.record.order.email.toLowerCase();
      for (const friend of await acceptedFriendsToTell(tx, engine.id, id)) {
        if (friend.slot !== null && !playing.has(friend.slot)) continue;
        if (friend.email === lead) continue;
        await mailer.send(friendMoveMail(after, engine, movedFrom, friend));
      }
    }
    return { players: active.length, from, to };
  });
}

/** A player's attendance on the sheet. */
export type Attendance = 'checked-in' | 'no-show' | 'booked';

/** The local date of an instant in a zone. */
const localDate = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toISODate();

/**
 * Checks a player in, marks them a no-show, or undoes either ('booked'), under the
 * reservation's row lock. Only on the tee time's own day (course time): a check-in or no-show
 * can be undone that day, never later. The same state again writes nothing.
 */
export async function setAttendance(
  db: Database,
  input: {
    engine: BookingEngineRow;
    id: string;
    slot: number;
    state: Attendance;
    now: Date;
    audit: AuditHook;
    /** Also a reservation a partner engine sold on a course this engine shows. */
    partners: boolean;
  },
): Promise<{ changed: boolean; from: Attendance }> {
  const { engine, id, slot, state, now } = input;
  return db.transaction(async (tx) => {
    const current = await lockedState(tx, engine, id, input.partners);
    const { reservation, facility } = current.record;
    const player = current.slots.find((entry) => entry.slot === slot);
    if (!player || player.cancelled)
      throw new DomainError('VALIDATION_FAILED', 'Choose a player who is booked', {
        slots: current.slots.filter((entry) => !entry.cancelled).map((entry) => entry.slot),
      });
    if (localDate(now, facility.timeZone) !== reservation.teetime.slice(0, 10)) {
      throw new DomainError(
        'CHECK_IN_UNAVAILABLE',
        'Players are checked in, marked no-show or undone only on the day of their tee time',
        { date: reservation.teetime.slice(0, 10) },
      );
    }
    const [row] = await tx
      .select({ noShowAt: reservationPlayers.noShowAt })
      .from(reservationPlayers)
      .where(and(eq(reservationPlayers.reservationId, id), eq(reservationPlayers.slot, slot)));
    const from: Attendance = player.checkedIn ? 'checked-in' : row?.noShowAt ? 'no-show' : 'booked';
    if (from === state) return { changed: false, from };
    const values = { checkedInAt: state === 'checked-in' ? now : null, noShowAt: state === 'no-show' ? now : null };
    await tx
      .insert(reservationPlayers)
      .values({ reservationId: id, slot, ...values })
      .onConflictDoUpdate({
        target: [reservationPlayers.reservationId, reservationPlayers.slot],
        set: { ...values, updatedAt: now },
      });
    if (state === 'checked-in')
      await insertEvent(tx, { reservationId: id, kind: 'checked-in', slots: [slot], createdAt: now });
    await input.audit(tx, { slot, from, to: state, confirmationNumber: reservation.confirmationNumber });
    return { changed: true, from };
  });
}

/** The no-show slots of some reservations (the sheet shows them). */
export async function noShowsOf(
  db: Database,
  reservationIds: string[],
): Promise<{ reservationId: string; slot: number }[]> {
  if (reservationIds.length === 0) return [];
  return db
    .select({ reservationId: reservationPlayers.reservationId, slot: reservationPlayers.slot })
    .from(reservationPlayers)
    .where(and(inList(reservationPlayers.reservationId, reservationIds), isNotNull(reservationPlayers.noShowAt)));
}
