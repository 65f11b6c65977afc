import { RESERVATION_STATUSES } from '@fairway/domain/reservations/reservation-status';
import { z } from 'zod';

// The operator console's golfer lookup: the alias's golfer accounts by name, e-mail or
// phone, and one golfer with their reservations and orders.

/** Golfers a search page lists. */
export const GOLFER_PAGE_SIZE = 25;

/**
 * The most golfer accounts a search counts and lists (8 pages): a term that more match lists none
 * and the console asks for a longer one (a first name too, the e-mail, the phone's digits).
 */
export const GOLFER_MATCH_LIMIT = 200;

/** GET /api/admin/golfers query. */
export const golferSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100)
    .describe(
      'Part of a first or last name (or "first last"), an e-mail address or a phone number; at least 2 characters',
    ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  include: z
    .literal('guests')
    .optional()
    .describe(
      'Also list guests who booked through the alias without an account (contact details from their bookings), at most a page of them, on page 1',
    ),
});

/** One golfer account of the alias. */
const golferSummarySchema = z.object({
  id: z.string().describe("The golfer's public id"),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type GolferSummary = z.infer<typeof golferSummarySchema>;

/** A guest who booked through the alias without an account, as their latest booking names them. */
const guestBookerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  lastBookedAt: z.string(),
});
export type GuestBooker = z.infer<typeof guestBookerSchema>;

/** GET /api/admin/golfers answer. */
export const golferSearchResponseSchema = z.object({
  golfers: z.array(golferSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe(`Accounts matching, at most ${GOLFER_MATCH_LIMIT}`),
  tooMany: z
    .boolean()
    .describe(`More than ${GOLFER_MATCH_LIMIT} accounts match: none are listed and \`total\` is ${GOLFER_MATCH_LIMIT}`),
  /** With `include=guests`: guests matching the term, latest booking first (at most pageSize; none on later pages). */
  guests: z.array(guestBookerSchema).optional(),
});
export type GolferSearchResponse = z.infer<typeof golferSearchResponseSchema>;

/** GET /api/admin/golfers/{id} params. */
export const golferParamsSchema = z.object({ id: z.string().uuid() });

/** The most reservations, and orders, one page of a golfer's record holds. */
export const GOLFER_HISTORY_PAGE_SIZE_MAX = 100;

/** GET /api/admin/golfers/{id} query: a page of `limit` reservations and orders, each after its own cursor. */
export const golferDetailQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(GOLFER_HISTORY_PAGE_SIZE_MAX)
    .default(50)
    .describe(`Reservations and orders a page (each), at most ${GOLFER_HISTORY_PAGE_SIZE_MAX}`),
  reservationsBefore: z
    .uuid()
    .optional()
    .describe('Reservations after this one (older tee times): the previous page’s `nextReservationsBefore`'),
  ordersBefore: z.uuid().optional().describe('Orders older than this one: the previous page’s `nextOrdersBefore`'),
});

/** GET /api/admin/golfers/{id}: the golfer, a page of their reservations (newest tee time first) and of their orders (newest first) through this alias. */
export const golferDetailSchema = z.object({
  golfer: golferSummarySchema,
  nextReservationsBefore: z
    .string()
    .nullable()
    .describe('Pass as `reservationsBefore` for the next (older) reservations; null: no more'),
  nextOrdersBefore: z.string().nullable().describe('Pass as `ordersBefore` for the next (older) orders; null: no more'),
  reservations: z.array(
    z.object({
      reservationId: z.string(),
      confirmationNumber: z.string(),
      orderNumber: z.string(),
      facilityId: z.number().int(),
      courseName: z.string(),
      teetime: z.string(),
      /** Players still booked, as the golfer's own list counts them (a cancelled booking: the players it was for). */
      players: z.number().int(),
      rateName: z.string(),
      /** The status the golfer sees (the domain's reservationStatusOf). */
      status: z.enum(RESERVATION_STATUSES),
      /** From the ledger-backed money view: paid, refunded and due (cents). */
      paidCents: z.number().int().default(0),
      refundedCents: z.number().int().default(0),
      dueAtCourseCents: z.number().int().default(0),
    }),
  ),
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      createdAt: z.string(),
      status: z.string(),
      currencyCode: z.string(),
      grandTotal: z.number().int(),
      paidNow: z.number().int(),
      dueAtCourse: z.number().int(),
      /** Refunded so far (ledger-backed money view). */
      refunded: z.number().int().default(0),
      /** Top-level items: tee times (a walk-in's too), memberships, gift certificates, products. */
      items: z.number().int(),
    }),
  ),
});
export type GolferDetail = z.infer<typeof golferDetailSchema>;
