import type { TeeSheet } from '@fairway/contract/admin.contract';
import { type Cell, decimalOf, safeCsv } from './reports-csv.ts';

/** The columns of the day's sheet as CSV, one row per player of each party on the sheet. */
const TEE_SHEET_CSV_COLUMNS = [
  'course',
  'tee_time',
  'time_zone',
  'confirmation_number',
  'player_slot',
  'name',
  'booker',
  'party_size',
  'holes',
  'transportation',
  'rate',
  'status',
  'attendance',
  'paid',
  'due',
  'currency',
  'booked_through',
  'notes',
] as const;

/**
 * The tee sheet's answer as CSV rows: every player of every party it lists (cancelled ones too,
 * with their status), in the sheet's order. Tee times are the course's wall clock
 * (`YYYY-MM-DD HH:mm`, zone beside them); a guest without a name has an empty name and the booker
 * beside it; money is a decimal amount of the course's currency. Players sold by an alias the sheet
 * does not name (a partner site's view) are not rows: the sheet gives only their count.
 */
function teeSheetRows(sheet: TeeSheet): Cell[][] {
  return sheet.courses.flatMap((course) =>
    course.teeTimes.flatMap((time) =>
      time.reservations.flatMap((reservation) =>
        reservation.players.map((player) => [
          course.name,
          time.teetime.replace('T', ' '),
          course.timeZone,
          reservation.confirmationNumber,
          player.slot,
          player.name ?? '',
          `${reservation.booker.firstName} ${reservation.booker.lastName}`.trim(),
          reservation.totalPlayers,
          reservation.holes,
          reservation.transportation,
          reservation.rateName,
          player.status,
          player.attendance ?? '',
          player.paid ? 'yes' : 'no',
          decimalOf(player.dueAtCourse),
          reservation.currencyCode,
          reservation.bookedThrough?.alias ?? '',
          reservation.notes,
        ]),
      ),
    ),
  );
}

/** The day's sheet as formula-safe CSV with its header line. */
export function teeSheetCsv(sheet: TeeSheet): string {
  return safeCsv([[...TEE_SHEET_CSV_COLUMNS], ...teeSheetRows(sheet)]);
}

/** The download's file name: `fairway-tee-sheet-demo-2026-07-13.csv`, the course's id added for one course. */
export function teeSheetFileName(alias: string, sheet: TeeSheet, oneCourse: boolean): string {
  const course = oneCourse && sheet.courses[0] ? `-${sheet.courses[0].courseId}` : '';
  return `fairway-tee-sheet-${alias}${course}-${sheet.date}.csv`.replace(/[^a-z0-9._-]/gi, '');
}
