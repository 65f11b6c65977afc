import type { TeeSheet, TeeSheetReservation } from '@fairway/contract/admin.contract';
import type { ReservationSummary } from '@fairway/contract/reservations.contract';
import { playerAttendance } from '@fairway/domain/admin/player-attendance';
import { blockCovers, blockOccursOn } from '@fairway/domain/admin/tee-time-blocks';
import { teeTimeStarted } from '@fairway/domain/admin/tee-time-refusal';
import type { Database } from '../../db/client.ts';
import { blocksOfFacilities, inventoryOfDay } from '../tee-times/tee-times.public.ts';
import { noShowsOf, reservationsOfDay } from '../reservations/reservations.public.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { seesPartnerBookings } from './admin-courses.ts';
import { staffNamedPlayersOf } from './tee-sheet-operations.repository.ts';

function toSheetReservation(
  summary: ReservationSummary,
  noShows: ReadonlySet<string>,
  bookedThrough: TeeSheetReservation['bookedThrough'],
  staffNamed: ReadonlyMap<string, string> = new Map(),
): TeeSheetReservation {
  const booker = summary.Customer;
  const players = summary.BookingSlots.map((slot) => {
    const status =
      slot.status === 'booked' && noShows.has(`${summary.ReservationID}:${slot.slot}`)
        ? ('no-show' as const)
        : slot.status;
    return {
      slot: slot.slot,
      // A friend who accepted an invitation names themselves; else the name staff took on the phone.
      name:
        slot.slot === 1
          ? `${booker.FirstName} ${booker.LastName}`.trim()
          : (slot.name ?? staffNamed.get(`${summary.ReservationID}:${slot.slot}`) ?? null),
      status,
      attendance: playerAttendance(status),
      paid: slot.paid,
      dueAtCourse: slot.dueAtCourse,
      refundable: slot.refundable,
    };
  });
  return {
    reservationId: summary.ReservationID,
    bookedThrough,
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
 * reads; each tee time says whether it has started (course time, server clock) and which blocks
 * close it. Reservations booked through this alias come with their names and money, and so, on the
 * sheet of an alias that runs the course, do those partner aliases sold (marked `bookedThrough`);
 * a partner site sees other aliases' players only as a count.
 */
export async function teeSheet(
  db: Database,
  engine: BookingEngineRow,
  date: string,
  facilityId: number | undefined,
  now: Date,
): Promise<TeeSheet> {
  const days = await inventoryOfDay(db, engine, facilityId, date, now);
  const facilityIds = days.map((day) => day.facility.id);
  const [listed, blocks] = await Promise.all([
    reservationsOfDay(db, engine, { facilityIds, date, partners: seesPartnerBookings(engine) }, now),
    blocksOfFacilities(db, facilityIds, date, date).then((found) =>
      found.filter((block) => blockOccursOn(block, date)),
    ),
  ]);
  const reservationIds = listed.map(({ summary }) => summary.ReservationID);
  const [noShowRows, staffNamedRows] = await Promise.all([
    noShowsOf(db, reservationIds),
    staffNamedPlayersOf(db, reservationIds),
  ]);
  const noShows = new Set(noShowRows.map((entry) => `${entry.reservationId}:${entry.slot}`));
  const staffNamed = new Map(staffNamedRows.map((entry) => [`${entry.reservationId}:${entry.slot}`, entry.name]));
  return {
    date,
    courses: days.map(({ facility, intervals }) => {
      const courseBlocks = blocks.filter((block) => block.facilityId === facility.id);
      return {
        facilityId: facility.id,
        courseId: facility.courseId,
        name: facility.name,
        timeZone: facility.timeZone,
        currencyCode: facility.currencyCode,
        blocks: courseBlocks.map((block) => ({
          id: block.id,
          kind: block.kind,
          restriction: block.restriction,
          reason: block.reason,
          fromTime: block.fromTime,
          toTime: block.toTime,
        })),
        teeTimes: intervals.map((interval) => {
          const here = listed
            .filter(({ summary }) => summary.facility.id === facility.id && summary.teetime === interval.teetime)
            .map(({ summary, engine: seller }) =>
              toSheetReservation(
                summary,
                noShows,
                seller.id === engine.id ? null : { alias: seller.alias, name: seller.name },
                staffNamed,
              ),
            );
          const listedBooked = here
            .filter((reservation) => reservation.status !== 'cancelled')
            .reduce((sum, reservation) => sum + reservation.totalPlayers, 0);
          return {
            teetime: interval.teetime,
            bookedPlayers: interval.bookedPlayers,
            otherEnginePlayers: Math.max(0, interval.bookedPlayers - listedBooked),
            heldSlots: interval.heldSlots,
            availableSlots: interval.availableSlots,
            started: teeTimeStarted(interval.teetime, facility.timeZone, now),
            blockIds: courseBlocks.filter((block) => blockCovers(block, interval.teetime)).map((block) => block.id),
            reservations: here,
            holds: interval.holds.map((hold) => ({
              kind: hold.kind,
              slots: hold.slots,
              expiresAt: hold.expiresAt.toISOString(),
            })),
          };
        }),
      };
    }),
  };
}
