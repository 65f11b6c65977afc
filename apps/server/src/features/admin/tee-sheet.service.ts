import type { TeeSheet, TeeSheetReservation } from '@fairway/contract/admin.contract';
import type { ReservationSummary } from '@fairway/contract/reservations.contract';
import { blockOccursOn } from '@fairway/domain/admin/tee-time-blocks';
import type { Database } from '../../db/client.ts';
import { blocksOfFacilities, inventoryOfDay } from '../tee-times/tee-times.public.ts';
import { noShowsOf, reservationsOfDay } from '../reservations/reservations.public.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

function toSheetReservation(summary: ReservationSummary, noShows: ReadonlySet<string>): TeeSheetReservation {
  const booker = summary.Customer;
  const players = summary.BookingSlots.map((slot) => ({
    slot: slot.slot,
    name: slot.slot === 1 ? `${booker.FirstName} ${booker.LastName}`.trim() : slot.name,
    status:
      slot.status === 'booked' && noShows.has(`${summary.ReservationID}:${slot.slot}`)
        ? ('no-show' as const)
        : slot.status,
    paid: slot.paid,
    dueAtCourse: slot.dueAtCourse,
    refundable: slot.refundable,
  }));
  return {
    reservationId: summary.ReservationID,
    confirmationNumber: summary.confirmationNumber,
    orderNumber: summary.orderNumber,
    status: summary.status,
    booker: { firstName: booker.FirstName, lastName: booker.LastName, email: booker.Email, phone: booker.Phone },
    players,
    totalPlayers: summary.totalPlayers,
    checkedInPlayers: players.filter((player) => player.status === 'checked-in').length,
    rateName: summary.rateName,
    holes: summary.holes,
    transportation: summary.teetimes[0]?.transportation ?? 'Cart',
    notes: summary.notes,
    currencyCode: summary.currencyCode,
    paidNow: summary.paidNow,
    paidAtCheckIn: summary.paidAtCheckIn,
    dueAtCourse: summary.dueAtCourse,
    refunded: summary.refunded,
    money: summary.money,
  };
}

/**
 * GET /api/admin/tee-sheet: a day per course. Booked and held counts are the ones search
 * reads; reservations booked through this alias come with their names and money, players booked
 * through another alias selling the same course only as a count.
 */
export async function teeSheet(
  db: Database,
  engine: BookingEngineRow,
  date: string,
  facilityId: number | undefined,
  now: Date,
): Promise<TeeSheet> {
  const days = await inventoryOfDay(db, engine, facilityId, date, now);
  const summaries = await reservationsOfDay(
    db,
    engine,
    days.map((day) => day.facility.id),
    date,
    now,
  );
  const noShows = new Set(
    (
      await noShowsOf(
        db,
        summaries.map((summary) => summary.ReservationID),
      )
    ).map((entry) => `${entry.reservationId}:${entry.slot}`),
  );
  const blocks = (
    await blocksOfFacilities(
      db,
      days.map((day) => day.facility.id),
      date,
      date,
    )
  ).filter((block) => blockOccursOn(block, date));
  return {
    date,
    courses: days.map(({ facility, intervals }) => ({
      facilityId: facility.id,
      courseId: facility.courseId,
      name: facility.name,
      timeZone: facility.timeZone,
      currencyCode: facility.currencyCode,
      blocks: blocks
        .filter((block) => block.facilityId === facility.id)
        .map((block) => ({
          id: block.id,
          kind: block.kind,
          restriction: block.restriction,
          reason: block.reason,
          fromTime: block.fromTime,
          toTime: block.toTime,
        })),
      teeTimes: intervals.map((interval) => {
        const own = summaries
          .filter((summary) => summary.facility.id === facility.id && summary.teetime === interval.teetime)
          .map((summary) => toSheetReservation(summary, noShows));
        const ownBooked = own
          .filter((reservation) => reservation.status !== 'cancelled')
          .reduce((sum, reservation) => sum + reservation.totalPlayers, 0);
        return {
          teetime: interval.teetime,
          bookedPlayers: interval.bookedPlayers,
          otherEnginePlayers: Math.max(0, interval.bookedPlayers - ownBooked),
          heldSlots: interval.heldSlots,
          availableSlots: interval.availableSlots,
          reservations: own,
          holds: interval.holds.map((hold) => ({
            kind: hold.kind,
            slots: hold.slots,
            expiresAt: hold.expiresAt.toISOString(),
          })),
        };
      }),
    })),
  };
}
