import type {
  NoShowsReport,
  PromotionsReport,
  ReportKind,
  RevenueReport,
  UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import { stringify } from 'csv-stringify/sync';

/** A report of any kind, tagged. */
export type AnyReport =
  | { kind: 'utilisation'; report: UtilisationReport }
  | { kind: 'revenue'; report: RevenueReport }
  | { kind: 'no-shows'; report: NoShowsReport }
  | { kind: 'promotions'; report: PromotionsReport };

type Cell = string | number;

/** Cents as a decimal amount (`12345` → `123.45`), for spreadsheets. */
function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const percentOf = (bps: number) => (bps / 100).toFixed(2);

function table(input: AnyReport): Cell[][] {
  switch (input.kind) {
    case 'utilisation':
      return [
        ['course', 'period', 'day_or_hour', 'tee_times', 'capacity', 'booked_players', 'utilisation_percent'],
        ...input.report.courses.flatMap((course) => [
          ...course.byDay.map((day) => [
            course.name,
            'day',
            day.date,
            day.teeTimes,
            day.capacity,
            day.bookedPlayers,
            percentOf(day.utilisationBps),
          ]),
          ...course.byHour.map((hour) => [
            course.name,
            'hour',
            `${String(hour.hour).padStart(2, '0')}:00`,
            hour.teeTimes,
            hour.capacity,
            hour.bookedPlayers,
            percentOf(hour.utilisationBps),
          ]),
        ]),
      ];
    case 'revenue':
      return [
        [
          'course',
          'currency',
          'by',
          'channel_or_rate',
          'holes',
          'reservations',
          'players',
          'booked',
          'refunded',
          'net',
        ],
        ...input.report.courses.flatMap((course) => [
          ...course.byChannel.map((row) => [
            course.name,
            course.currencyCode,
            'channel',
            row.channel,
            '',
            row.reservations,
            row.players,
            decimalOf(row.bookedCents),
            decimalOf(row.refundedCents),
            decimalOf(row.netCents),
          ]),
          ...course.byRate.map((row) => [
            course.name,
            course.currencyCode,
            'rate',
            row.rateName,
            row.holes,
            row.reservations,
            row.players,
            decimalOf(row.bookedCents),
            decimalOf(row.refundedCents),
            decimalOf(row.netCents),
          ]),
        ]),
      ];
    case 'no-shows':
      return [
        ['course', 'tee_time', 'confirmation_number', 'booker', 'player_slot'],
        ...input.report.courses.flatMap((course) =>
          course.players.map((player) => [
            course.name,
            player.teetime,
            player.confirmationNumber,
            player.bookerName,
            player.slot,
          ]),
        ),
      ];
    case 'promotions':
      return [
        ['course', 'currency', 'code', 'uses', 'players', 'discount'],
        ...input.report.courses.flatMap((course) =>
          course.promotions.map((row) => [
            course.name,
            course.currencyCode,
            row.code,
            row.uses,
            row.players,
            decimalOf(row.discountCents),
          ]),
        ),
      ];
  }
}

/**
 * The report as RFC 4180 CSV (csv-stringify: quoting, CRLF). Cells starting with = + - @ (tab, CR)
 * are prefixed with ' so a spreadsheet never runs a booker's name as a formula; numbers stay numbers.
 */
export function reportCsv(input: AnyReport): string {
  return stringify(table(input), { escape_formulas: true, record_delimiter: 'windows' });
}

/** The download's file name, e.g. `fairway-revenue-demo-2026-07-01-to-2026-07-31.csv`. */
export function reportFileName(kind: ReportKind, alias: string, from: string, to: string): string {
  return `fairway-${kind}-${alias.replace(/[^a-z0-9-]/gi, '')}-${from}-to-${to}.csv`;
}
