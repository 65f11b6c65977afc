import type {
  PromotionsReport,
  ReportKind,
  RevenueReport,
  UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import { stringify } from 'csv-stringify/sync';
import type { EndOfDayWithEntries } from './end-of-day.service.ts';
import type { NoShowsCsvReport } from './no-shows.service.ts';

/** A report of any kind as its CSV lists it, tagged (the no-shows CSV: every player of the range). */
export type AnyReport =
  | { kind: 'utilisation'; report: UtilisationReport }
  | { kind: 'revenue'; report: RevenueReport }
  | { kind: 'no-shows'; report: NoShowsCsvReport }
  | { kind: 'promotions'; report: PromotionsReport };

/** A CSV cell: text or a number. */
export type Cell = string | number;

/** Cents as a decimal amount (`12345` → `123.45`), for spreadsheets. */
export function decimalOf(cents: number): string {
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
 * Rows as RFC 4180 CSV (csv-stringify: quoting, CRLF). Cells starting with = + - @ (tab, CR) are
 * prefixed with ' so a spreadsheet never runs a booker's name as a formula; numbers stay numbers.
 */
export function safeCsv(rows: Cell[][]): string {
  return stringify(rows, { escape_formulas: true, record_delimiter: 'windows' });
}

/** The report as CSV (`safeCsv`). */
export function reportCsv(input: AnyReport): string {
  return safeCsv(table(input));
}

/** The download's file name, e.g. `fairway-revenue-demo-2026-07-01-to-2026-07-31.csv`. */
export function reportFileName(kind: ReportKind, alias: string, from: string, to: string): string {
  return `fairway-${kind}-${alias.replace(/[^a-z0-9-]/gi, '')}-${from}-to-${to}.csv`;
}

/** The money columns of the end-of-day CSV (paid, refunded, credited, net), by index. */
const END_OF_DAY_MONEY_COLUMNS = [6, 8, 9, 10, 11]; // paid, refunded, credited, rain_checks, net

/**
 * The end-of-day report as CSV: per course, a row per tender, per channel and the total (the
 * figures), then a row per payment or refund (the entries they sum), money as decimals.
 */
export function endOfDayCsv(report: EndOfDayWithEntries): string {
  const header = [
    'course',
    'currency',
    'date',
    'row',
    'name',
    'payments',
    'paid',
    'refunds',
    'refunded',
    'credited',
    'rain_checks',
    'net',
    'at',
    'channel',
    'order_number',
    'confirmation_number',
    'source',
    'state',
    'card_last_four',
  ];
  type Figures = EndOfDayWithEntries['courses'][number]['total'];
  const rows: Cell[][] = report.courses.flatMap((course) => {
    const figures = (row: string, name: string, of: Figures): Cell[] => [
      course.name,
      course.currencyCode,
      report.date,
      row,
      name,
      of.payments,
      of.paidCents,
      of.refunds,
      of.refundedCents,
      of.creditedCents,
      of.rainCheckCents,
      of.netCents,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ];
    return [
      ...course.byTender.map((row) => figures('tender', row.tender, row)),
      ...course.byChannel.map((row) => figures('channel', row.channel, row)),
      figures('total', 'total', course.total),
      ...course.entries.map((entry): Cell[] => {
        const paid = entry.kind === 'payment' ? entry.amountCents : 0;
        const refunded = entry.kind === 'refund' ? entry.amountCents : 0;
        const credited = entry.kind === 'credit' ? entry.amountCents : 0;
        const rainCheck = entry.source === 'rain-check' ? entry.amountCents : 0;
        return [
          course.name,
          course.currencyCode,
          report.date,
          entry.kind,
          entry.tender,
          paid > 0 ? 1 : 0,
          paid,
          paid > 0 ? 0 : 1,
          refunded,
          credited,
          rainCheck,
          paid - refunded - credited,
          entry.at,
          entry.channel,
          entry.orderNumber,
          entry.confirmationNumber ?? '',
          entry.source,
          entry.state,
          entry.cardLastFour ?? '',
        ];
      }),
    ];
  });
  // Money goes in as numbers of cents and comes out as decimals: a negative net stays a number
  // (escape_formulas only guards text), where the text `-1.00` would be prefixed like a formula.
  return stringify([header, ...rows], {
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: {
      number: (value, context) =>
        END_OF_DAY_MONEY_COLUMNS.includes(Number(context.column)) ? decimalOf(value) : String(value),
    },
  });
}

/** The end-of-day download's file name, e.g. `fairway-end-of-day-demo-2026-07-15.csv`. */
export function endOfDayFileName(alias: string, date: string): string {
  return `fairway-end-of-day-${alias.replace(/[^a-z0-9-]/gi, '')}-${date}.csv`;
}
