import { TENDERS } from '@fairway/domain/payments/money-view';
import { z } from 'zod';
import { isoDateSchema } from './tee-times.contract.ts';

// The operator console's reports: utilisation, revenue, no-shows and promotions used
// over a range of local dates (each course's time zone), as JSON or CSV.

/** The longest range a report covers, in days (from and to inclusive). */
const MAX_REPORT_DAYS = 366;

/** The reports there are; each has a JSON route and a `.csv` one. */
export type ReportKind = 'utilisation' | 'revenue' | 'no-shows' | 'promotions';

const DAY_MS = 86_400_000;

/** One course of the alias, or (absent) every course. */
const courseFilterSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2147483647)
  .optional()
  .describe('One course of the alias; default every course');

/** The range and course every report of a range asks for. */
const reportRangeFields = {
  from: isoDateSchema.describe("First tee-time date (inclusive), in each course's time zone"),
  to: isoDateSchema.describe('Last tee-time date (inclusive)'),
  facilityId: courseFilterSchema,
};

/** A range runs forward and covers at most MAX_REPORT_DAYS days. */
function checkRange(query: { from: string; to: string }, context: z.RefinementCtx) {
  const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1)
    context.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first day' });
  else if (days > MAX_REPORT_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${MAX_REPORT_DAYS} days` });
}

/** GET /api/admin/reports/… query. */
export const reportQuerySchema = z.object(reportRangeFields).superRefine(checkRange);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const courseFields = {
  facilityId: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
  currencyCode: z.string(),
};

/** Booked players against the sheet's capacity; `utilisationBps` is booked ÷ capacity in basis points (0 when there is no capacity). */
const utilisationFigures = {
  teeTimes: z.number().int(),
  capacity: z.number().int(),
  bookedPlayers: z.number().int(),
  utilisationBps: z.number().int(),
};

/** GET /api/admin/reports/utilisation. */
export const utilisationReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  courses: z.array(
    z.object({
      ...courseFields,
      total: z.object(utilisationFigures),
      byDay: z.array(z.object({ date: z.string(), ...utilisationFigures })),
      byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), ...utilisationFigures })),
    }),
  ),
});
export type UtilisationReport = z.infer<typeof utilisationReportSchema>;

/** Where a booking came from: golfers online, or staff from the tee sheet by how the counter took it. */
export const REVENUE_CHANNELS = ['online', 'cash', 'card-present', 'pay-at-course'] as const;
export type RevenueChannel = (typeof REVENUE_CHANNELS)[number];

/** Bookings and their money (cents): booked (the invoices' grand totals), refunded, net. */
const revenueFigures = {
  reservations: z.number().int(),
  players: z.number().int(),
  bookedCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
};

/** GET /api/admin/reports/revenue. */
export const revenueReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  courses: z.array(
    z.object({
      ...courseFields,
      total: z.object(revenueFigures),
      byChannel: z.array(z.object({ channel: z.enum(REVENUE_CHANNELS), ...revenueFigures })),
      byRate: z.array(z.object({ rateName: z.string(), holes: z.number().int(), ...revenueFigures })),
    }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** GET /api/admin/reports/no-shows: per course, the players marked no-show and the players booked (the list is …/no-shows/players). */
export const noShowsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  courses: z.array(
    z.object({
      ...courseFields,
      noShows: z.number().int().describe('Players staff marked no-show, still booked'),
      bookedPlayers: z.number().int().describe('Players still booked (cancelled ones left out)'),
    }),
  ),
});
export type NoShowsReport = z.infer<typeof noShowsReportSchema>;

/** The most no-show players one page of the list holds. */
export const NO_SHOWS_PAGE_SIZE_MAX = 100;

/** A place in the no-show list: the tee time, reservation and slot of the last player of a page. */
const noShowCursorSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}~[1-9]\d?$/,
    'Expected a cursor from nextBefore',
  );

/** GET /api/admin/reports/no-shows/players query: the range, a course, and a page of `limit` players after `before`. */
export const noShowPlayersQuerySchema = z
  .object({
    ...reportRangeFields,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(NO_SHOWS_PAGE_SIZE_MAX)
      .default(50)
      .describe(`Players a page, at most ${NO_SHOWS_PAGE_SIZE_MAX}`),
    before: noShowCursorSchema
      .optional()
      .describe('Players after this place in the list: the previous page’s `nextBefore`'),
  })
  .superRefine(checkRange);
export type NoShowPlayersQuery = z.infer<typeof noShowPlayersQuerySchema>;

/** One player staff marked no-show, with the course of the tee time. */
const noShowPlayerSchema = z
  .object({
    facilityId: z.number().int(),
    courseName: z.string(),
    /** The local tee time, YYYY-MM-DDTHH:mm in the course's zone. */
    teetime: z.string(),
    confirmationNumber: z.string(),
    bookerName: z.string(),
    slot: z.number().int(),
  })
  .meta({ id: 'NoShowPlayer' });
export type NoShowPlayer = z.infer<typeof noShowPlayerSchema>;

/** GET /api/admin/reports/no-shows/players: a page of the range's no-show players, newest tee time first. */
export const noShowPlayersPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  players: z.array(noShowPlayerSchema),
  nextBefore: noShowCursorSchema.nullable().describe('Pass as `before` for the next (older) page; null: no more'),
});
export type NoShowPlayersPage = z.infer<typeof noShowPlayersPageSchema>;

/** GET /api/admin/reports/promotions: codes priced into bookings (cancelled ones left out). */
export const promotionsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  courses: z.array(
    z.object({
      ...courseFields,
      promotions: z.array(
        z.object({
          code: z.string(),
          uses: z.number().int(),
          players: z.number().int(),
          discountCents: z.number().int(),
        }),
      ),
    }),
  ),
});
export type PromotionsReport = z.infer<typeof promotionsReportSchema>;

// End of day: one local day's money of the alias by tender and by channel, read from the
// ledger-backed money views (packages/domain/src/payments/money-view.ts), so it adds up to them.

/** GET /api/admin/reports/end-of-day query. */
export const endOfDayQuerySchema = z.object({
  date: isoDateSchema.describe("The day, in each course's time zone (midnight to midnight)"),
  facilityId: courseFilterSchema,
});
export type EndOfDayQuery = z.infer<typeof endOfDayQuerySchema>;

/**
 * Where money was taken: `online` the golfers' own checkout (their friends' shares too), `phone`
 * a booking staff made from the tee sheet (by phone or for a walk-in: the booking does not tell
 * them apart), `counter` money taken at the desk (at check-in, or a counter sale).
 */
export const END_OF_DAY_CHANNELS = ['online', 'phone', 'counter'] as const;
export type EndOfDayChannel = (typeof END_OF_DAY_CHANNELS)[number];

/**
 * Money of the day in cents: paid; refunded (given back as money: card, cash, terminal, a friend's
 * card); credited (given back as credit: a gift certificate, a credit book); net = paid − refunded
 * − credited. Failed refunds are left out; card payments not yet captured count, as the money view
 * counts them.
 */
const endOfDayFigures = {
  payments: z.number().int(),
  paidCents: z.number().int(),
  refunds: z.number().int(),
  refundedCents: z.number().int(),
  creditedCents: z.number().int(),
  /** Of creditedCents: the rain checks staff issued (their count, and cents). */
  rainChecks: z.number().int(),
  rainCheckCents: z.number().int(),
  netCents: z.number().int(),
};

/** One payment or refund of the day, as its money view states it. */
const endOfDayEntrySchema = z.object({
  /** When (ISO instant with the course's offset). */
  at: z.string(),
  kind: z.enum(['payment', 'refund', 'credit']),
  tender: z.enum(TENDERS),
  channel: z.enum(END_OF_DAY_CHANNELS),
  amountCents: z.number().int(),
  orderNumber: z.string(),
  /** The reservation's confirmation number (null: the order's own payment, store items included). */
  confirmationNumber: z.string().nullable(),
  /** What it was for, as the money view says: booking, check-in, share, lead-charged, cancellation, refund (staff's custom refund), rain-check. */
  source: z.string(),
  /** pending: a card payment or refund the processor has not settled yet. */
  state: z.enum(['settled', 'pending']),
  cardLastFour: z.string().nullable(),
});

/** GET /api/admin/reports/end-of-day. */
export const endOfDayReportSchema = z.object({
  date: z.string(),
  courses: z.array(
    z.object({
      ...courseFields,
      /** The local day's bounds (ISO instants with the course's offset): from inclusive, to exclusive. */
      dayStart: z.string(),
      dayEnd: z.string(),
      total: z.object(endOfDayFigures),
      byTender: z.array(z.object({ tender: z.enum(TENDERS), ...endOfDayFigures })),
      byChannel: z.array(z.object({ channel: z.enum(END_OF_DAY_CHANNELS), ...endOfDayFigures })),
    }),
  ),
});
export type EndOfDayReport = z.infer<typeof endOfDayReportSchema>;
export type EndOfDayEntry = z.infer<typeof endOfDayEntrySchema>;

/** The largest page of the end of day's entries. */
export const END_OF_DAY_PAGE_SIZE_MAX = 100;

/** A place in the day's entries: the instant, order and place in the order of the last entry of a page. */
const endOfDayCursorSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}~\d{1,4}$/,
    'Expected a cursor from nextAfter',
  );

/** GET /api/admin/reports/end-of-day/entries query: the day, a course, and a page of `limit` entries after `after`. */
export const endOfDayEntriesQuerySchema = endOfDayQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(END_OF_DAY_PAGE_SIZE_MAX)
    .default(50)
    .describe(`Entries a page, at most ${END_OF_DAY_PAGE_SIZE_MAX}`),
  after: endOfDayCursorSchema
    .optional()
    .describe('Entries after this place in the day: the previous page’s `nextAfter`'),
});
export type EndOfDayEntriesQuery = z.infer<typeof endOfDayEntriesQuerySchema>;

/** GET /api/admin/reports/end-of-day/entries: a page of the day's payments and refunds, earliest first. */
export const endOfDayEntriesPageSchema = z.object({
  date: z.string(),
  entries: z.array(endOfDayEntrySchema.extend({ facilityId: z.number().int() })),
  nextAfter: endOfDayCursorSchema.nullable().describe('Pass as `after` for the next (later) page; null: no more'),
});
export type EndOfDayEntriesPage = z.infer<typeof endOfDayEntriesPageSchema>;
