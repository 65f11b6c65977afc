import { STAFF_PERMISSIONS, STAFF_ROLES } from '@fairway/domain/admin/staff-roles';
import { RESERVATION_STATUSES } from '@fairway/domain/reservations/reservation-status';
import { z } from 'zod';
import { tenantHeadersSchema } from './tenancy.contract.ts';
import { isoDateSchema } from './tee-times.contract.ts';

// The operator console (issue #18), first slice: staff sessions and the read-only tee sheet.

/**
 * The header a staff session token travels in. Staff tokens never go in `Authorization` or a
 * cookie (where golfers' do), and they start with STAFF_TOKEN_PREFIX: neither kind of token can
 * be taken for the other.
 */
export const STAFF_TOKEN_HEADER = 'x-fairway-staff-token';
/** Every staff session token starts with this. */
export const STAFF_TOKEN_PREFIX = 'fws_';

/** The headers of an /api/admin call: the alias and the staff token. */
export const staffHeadersSchema = tenantHeadersSchema.extend({
  [STAFF_TOKEN_HEADER]: z.string().max(200).optional().describe('The staff session token from POST /api/admin/session'),
});

/** POST /api/admin/session body. */
export const staffSignInRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(256),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

/** A staff member as the console shows them. */
export const staffMemberSchema = z
  .object({
    username: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A staff session: the token (only in the sign-in answer), when it lapses, and who it is. */
export const staffSessionSchema = z.object({
  sessionToken: z.string().optional(),
  expiresAt: z.string(),
  staff: staffMemberSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** GET /api/admin/tee-sheet query. */
export const teeSheetQuerySchema = z.object({
  date: isoDateSchema.describe("Local date of the sheet, in each course's time zone"),
  facilityId: z.coerce.number().int().positive().max(2147483647).optional().describe('One course of the alias; default every course'),
});
export type TeeSheetQuery = z.infer<typeof teeSheetQuerySchema>;

/** One player of a booked party. */
export const teeSheetPlayerSchema = z.object({
  slot: z.number().int(),
  /** The booker for slot 1, a friend who accepted an invitation, else null (a guest of the booker). */
  name: z.string().nullable(),
  status: z.enum(['booked', 'cancelled', 'checked-in']),
  paid: z.boolean(),
  dueAtCourse: z.number().int(),
});

/** A reservation on the sheet (booked through this alias). */
export const teeSheetReservationSchema = z.object({
  reservationId: z.string(),
  confirmationNumber: z.string(),
  orderNumber: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  booker: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  players: z.array(teeSheetPlayerSchema),
  /** Players not cancelled. */
  totalPlayers: z.number().int(),
  checkedInPlayers: z.number().int(),
  rateName: z.string(),
  holes: z.number().int(),
  transportation: z.enum(['Cart', 'Walking']),
  notes: z.string(),
  currencyCode: z.string(),
  /** Paid online at booking (cents). */
  paidNow: z.number().int(),
  paidAtCheckIn: z.number().int(),
  /** Still due at the course (cents). */
  dueAtCourse: z.number().int(),
  refunded: z.number().int(),
});
export type TeeSheetReservation = z.infer<typeof teeSheetReservationSchema>;

/** Slots held on a tee time: a golfer's cart item (hold) or a cart's explicit lock, until expiresAt. */
export const teeSheetHoldSchema = z.object({
  kind: z.enum(['cart-hold', 'lock', 'other']),
  slots: z.number().int(),
  expiresAt: z.string(),
});

/** One interval of a course's day. */
export const teeSheetTimeSchema = z.object({
  teetime: z.string(),
  /** Booked players of every booking engine that sells this course (what search counts). */
  bookedPlayers: z.number().int(),
  /** Of those, players booked through another booking engine (shown without names). */
  otherEnginePlayers: z.number().int(),
  heldSlots: z.number().int(),
  availableSlots: z.number().int(),
  reservations: z.array(teeSheetReservationSchema),
  holds: z.array(teeSheetHoldSchema),
});
export type TeeSheetTime = z.infer<typeof teeSheetTimeSchema>;

/** GET /api/admin/tee-sheet answer: a day per course. */
export const teeSheetResponseSchema = z
  .object({
    date: isoDateSchema,
    courses: z.array(
      z.object({
        facilityId: z.number().int(),
        courseId: z.string(),
        name: z.string(),
        timeZone: z.string(),
        currencyCode: z.string(),
        teeTimes: z.array(teeSheetTimeSchema),
      }),
    ),
  })
  .meta({ id: 'TeeSheet' });
export type TeeSheet = z.infer<typeof teeSheetResponseSchema>;
