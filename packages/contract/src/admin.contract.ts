import { STAFF_PAYMENT_METHODS } from '@fairway/domain/admin/staff-payment-methods';
import { memberGuestFeesProblem, RATE_AUDIENCES } from '@fairway/domain/tee-times/member-rates';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@fairway/domain/admin/staff-roles';
import { BLOCK_KINDS, blockRuleProblem } from '@fairway/domain/admin/tee-time-blocks';
import { ATTENDANCE_STATES } from '@fairway/domain/admin/player-attendance';
import { TEE_TIME_REFUSAL_CODES } from '@fairway/domain/admin/tee-time-refusal';
import { PROMOTION_STATUSES } from '@fairway/domain/tee-times/promotion-status';
import { RESERVATION_STATUSES } from '@fairway/domain/reservations/reservation-status';
import { PROMOTION_TYPES as PROMOTION_TYPES_LIST } from '@fairway/domain/tee-times/promotion';
import { emailLookupKey } from '@fairway/domain/session/email-identity';
import { MAX_PLAYERS_PER_TEE_TIME, MAX_SIMULATOR_PLAYERS } from '@fairway/domain/tee-times/allowed-players';
import { z } from 'zod';
import { emailAddressSchema } from './email-address.ts';
import { tenantHeadersSchema } from './tenancy.contract.ts';
import { isoDateSchema, localTeeTimeSchema, RESTRICTION_KINDS } from './tee-times.contract.ts';
import { moneyViewSchema } from './money-view.contract.ts';
import { phoneBookingRequestFields, phoneBookingResultFields } from './admin-phone-booking.contract.ts';

// The operator console: staff sessions and the read-only tee sheet.

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
  username: z.string().trim().min(1).max(254).overwrite(emailLookupKey),
  password: z.string().min(1).max(256),
});

/** A staff member as the console shows them. */
const staffMemberSchema = z
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
  facilityId: z.coerce
    .number()
    .int()
    .positive()
    .max(2147483647)
    .optional()
    .describe('One course of the alias; default every course'),
});

/** One player of a booked party. */
const teeSheetPlayerSchema = z.object({
  slot: z.number().int(),
  /** The booker for slot 1, a friend who accepted an invitation, else the name staff gave when booking, else null (a guest of the booker). */
  name: z.string().nullable(),
  /** no-show: marked by staff on the sheet (golfers still see booked). */
  status: z.enum(['booked', 'cancelled', 'checked-in', 'no-show']),
  /** Attendance in words: expected (booked, not yet checked in), checked-in, no-show; null for a cancelled player. */
  attendance: z.enum(ATTENDANCE_STATES).nullable(),
  paid: z.boolean(),
  dueAtCourse: z.number().int(),
  /** What cancelling this player gives back of the green fees paid (the golfer's own refund rule). */
  refundable: z.number().int().default(0),
});

/**
 * A reservation on the sheet: booked through this alias, or (on the sheet of an alias that runs the
 * course, not a partner site) through a partner alias selling the same course.
 */
const teeSheetReservationSchema = z.object({
  reservationId: z.string(),
  /**
   * The partner alias it was sold through; null when booked through this alias. A partner's booking
   * is checked in and marked no-show here like the alias's own; moving or cancelling it is the partner's.
   */
  bookedThrough: z.object({ alias: z.string(), name: z.string() }).nullable(),
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
  /** The ledger-backed money: paid and refunded by tender, what is due; the sheet's Paid, Refunded and Due read it. */
  money: moneyViewSchema.nullable().default(null),
});
export type TeeSheetReservation = z.infer<typeof teeSheetReservationSchema>;

/** Slots held on a tee time: a golfer's cart item (hold) or a cart's explicit lock, until expiresAt. */
const teeSheetHoldSchema = z.object({
  kind: z.enum(['cart-hold', 'lock', 'other']),
  slots: z.number().int(),
  expiresAt: z.string(),
});

/** One interval of a course's day. */
const teeSheetTimeSchema = z.object({
  teetime: z.string(),
  /** Booked players of every booking engine that sells this course (what search counts). */
  bookedPlayers: z.number().int(),
  /** Of those, players booked through another booking engine and not listed in `reservations` (a partner site sees other aliases' players only as this count). */
  otherEnginePlayers: z.number().int(),
  heldSlots: z.number().int(),
  availableSlots: z.number().int(),
  /** The tee time has started (its start is at or before the server's clock, in the course's zone): nothing is booked or moved onto it. */
  started: z.boolean(),
  /** Ids of the course's `blocks` that close this tee time (empty: open). */
  blockIds: z.array(z.number().int()),
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
        /** Operators' blocks that close intervals of the day: tee times from fromTime (inclusive) to toTime (exclusive). */
        blocks: z.array(
          z.object({
            id: z.number().int(),
            kind: z.enum(BLOCK_KINDS),
            restriction: z.enum(RESTRICTION_KINDS).nullable(),
            reason: z.string(),
            fromTime: z.string(),
            toTime: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'TeeSheet' });
export type TeeSheet = z.infer<typeof teeSheetResponseSchema>;

// Second slice: operations on the tee sheet (walk-in / phone booking, move, cancel, check-in).

const positiveId = z.number().int().positive().max(2147483647);

/** GET /api/admin/rates query: the rates a course sells at one tee time. */
export const staffRatesQuerySchema = z.object({
  facilityId: z.coerce.number().int().positive().max(2147483647),
  teetime: localTeeTimeSchema.describe("Local tee time in the course's zone"),
});

/** A rate the walk-in dialog offers, with its green fees per player (cents). */
const staffRateSchema = z.object({
  rateId: z.number().int(),
  name: z.string(),
  holes: z.number().int(),
  transportation: z.enum(['Cart', 'Walking', 'Both']),
  greenFeeCart: z.number().int(),
  greenFeeWalking: z.number().int(),
  allowedPlayers: z.array(z.number().int()),
});
export const staffRatesResponseSchema = z.object({
  currencyCode: z.string(),
  taxRateBps: z.number().int(),
  rates: z.array(staffRateSchema),
});
export type StaffRates = z.infer<typeof staffRatesResponseSchema>;

/** POST /api/admin/reservations body: a walk-in or phone booking (Idempotency-Key header required). */
export const walkInRequestSchema = z.object({
  facilityId: positiveId,
  teetime: localTeeTimeSchema,
  players: z.number().int().min(1).max(MAX_PLAYERS_PER_TEE_TIME),
  rateId: positiveId,
  transportation: z.enum(['Cart', 'Walking']).optional().describe('Default: Cart where the rate offers it'),
  golfer: z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().max(100).default(''),
    email: emailAddressSchema.optional(),
    phone: z.string().trim().max(40).optional(),
  }),
  paymentMethod: z.enum(STAFF_PAYMENT_METHODS),
  notes: z.string().trim().max(500).optional(),
  language: z
    .enum(['en', 'fr', 'es', 'de'])
    .optional()
    .describe(
      "The language of the golfer's confirmation e-mail (sent when an e-mail is given). Default: their account's language, else English",
    ),
  intoBlock: z
    .boolean()
    .optional()
    .describe(
      "Book into the alias's own league, event, shotgun-start or other block covering the time (never a maintenance block); without it a blocked time is refused",
    ),
  ...phoneBookingRequestFields,
});
export type WalkInRequest = z.input<typeof walkInRequestSchema>;

/** The walk-in as booked: the server's price. */
export const walkInResultSchema = z.object({
  reservationId: z.string(),
  confirmationNumber: z.string(),
  orderNumber: z.string(),
  facilityId: z.number().int(),
  teetime: z.string(),
  players: z.number().int(),
  rateName: z.string(),
  transportation: z.enum(['Cart', 'Walking']),
  paymentMethod: z.enum(STAFF_PAYMENT_METHODS),
  currencyCode: z.string(),
  grandTotal: z.number().int(),
  paidNow: z.number().int(),
  dueAtCourse: z.number().int(),
  /** Whether the e-mail matched a golfer account of the alias (the booking shows in their reservations). */
  linkedToGolferAccount: z.boolean(),
  ...phoneBookingResultFields,
});
export type WalkInResult = z.infer<typeof walkInResultSchema>;

/** /api/admin/reservations/{id}… path. */
export const staffReservationParamsSchema = z.object({ id: z.uuid() });
/** /api/admin/reservations/{id}/players/{slot}/attendance path. */
export const staffPlayerParamsSchema = z.object({ id: z.uuid(), slot: z.coerce.number().int().min(1).max(6) });

/** PUT /api/admin/reservations/{id}/tee-time body: where the party moves. */
export const moveRequestSchema = z.object({ facilityId: positiveId, teetime: localTeeTimeSchema });
export const moveResultSchema = z.object({
  reservationId: z.string(),
  players: z.number().int(),
  from: z.object({ facilityId: z.number().int(), teetime: z.string() }),
  to: z.object({ facilityId: z.number().int(), teetime: z.string() }),
});
export type MoveResult = z.infer<typeof moveResultSchema>;

/** GET /api/admin/reservations/{id}/move-targets query: the day (and optionally one course) to list. */
export const moveTargetsQuerySchema = z.object({
  date: isoDateSchema.describe("Local date, in each course's time zone"),
  facilityId: z.coerce
    .number()
    .int()
    .positive()
    .max(2147483647)
    .optional()
    .describe('One course of the alias; default every course'),
});

/** Why a party cannot take a tee time: the code and words of the 409 the move would answer, with its details. */
const teeTimeRefusalSchema = z.object({
  code: z.enum(TEE_TIME_REFUSAL_CODES),
  message: z.string(),
  details: z.object({
    blockId: z.number().int().optional(),
    kind: z.enum(BLOCK_KINDS).optional(),
    blockReason: z.string().optional(),
    availableSlots: z.number().int().optional(),
    players: z.number().int().optional(),
  }),
});

/** GET /api/admin/reservations/{id}/move-targets answer: each tee time of the day, whether the party can move there and if not why. */
export const moveTargetsResponseSchema = z
  .object({
    reservationId: z.string(),
    /** Players who would move (those not cancelled). */
    players: z.number().int(),
    from: z.object({ facilityId: z.number().int(), teetime: z.string() }),
    date: isoDateSchema,
    courses: z.array(
      z.object({
        facilityId: z.number().int(),
        name: z.string(),
        timeZone: z.string(),
        /** Every tee time of the course's sheet that day except the party's own, in order. */
        teeTimes: z.array(
          z.object({
            teetime: z.string(),
            /** Four minus booked players and every unexpired hold: what the move checks. */
            freeSlots: z.number().int(),
            /** null: the party can move here; else why not (the move would answer this 409). */
            refusal: teeTimeRefusalSchema.nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'MoveTargets' });
export type MoveTargets = z.infer<typeof moveTargetsResponseSchema>;

/** POST /api/admin/reservations/{id}/cancellation body (Idempotency-Key header required). */
export const staffCancelRequestSchema = z.object({
  players: z
    .array(z.number().int().min(1).max(6))
    .min(1)
    .max(6)
    .optional()
    .describe('Slot numbers; default every player not checked in'),
  refund: z.boolean(),
  reason: z.string().trim().min(1).max(500),
});
export type StaffCancelRequest = z.infer<typeof staffCancelRequestSchema>;
export const staffCancelResultSchema = z.object({
  cancelledSlots: z.array(z.number().int()),
  refund: z.object({
    amountCents: z.number().int(),
    currencyCode: z.string(),
    /** processor: back to the card through the PaymentProvider; counter: paid back in cash or on the terminal (recorded); none. */
    method: z.enum(['processor', 'counter', 'none']),
    paymentStatus: z.string().nullable(),
  }),
});
export type StaffCancelResult = z.infer<typeof staffCancelResultSchema>;

/** PUT /api/admin/reservations/{id}/players/{slot}/attendance body: booked undoes a check-in or no-show (the same day). */
export const attendanceRequestSchema = z.object({ state: z.enum(['checked-in', 'no-show', 'booked']) });
export const attendanceResultSchema = z.object({
  reservationId: z.string(),
  slot: z.number().int(),
  state: z.enum(['checked-in', 'no-show', 'booked']),
});
export type AttendanceState = z.infer<typeof attendanceRequestSchema>['state'];
export type AttendanceResult = z.infer<typeof attendanceResultSchema>;

/** The headers of a walk-in booking or a cancellation: the staff headers and the required Idempotency-Key. */
export const staffIdempotentHeadersSchema = staffHeadersSchema.extend({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Required: a replay with the same key returns the first answer; another body with it is a 422'),
});

// Blocks of tee times: see apps/server/src/features/admin/README.md.

const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a local time as HH:mm');

/** When and why a block closes a course's tee times. */
export const blockInputSchema = z
  .object({
    facilityId: z.number().int().positive().max(2147483647),
    kind: z.enum(BLOCK_KINDS),
    /** Shown to golfers as the §9 restriction alert of that kind, when one is chosen. */
    restriction: z.enum(RESTRICTION_KINDS).nullable().optional(),
    reason: z.string().trim().min(1).max(300).describe('Shown to golfers on the days the block applies'),
    startsOn: isoDateSchema,
    endsOn: isoDateSchema.optional().describe('Last date, inclusive; default startsOn (a one-off block)'),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .max(7)
      .optional()
      .describe('ISO weekdays 1 (Monday) … 7 (Sunday); empty or absent: every date'),
    fromTime: localTimeSchema.describe('Local HH:mm, inclusive'),
    toTime: z
      .union([localTimeSchema, z.literal('24:00')])
      .describe('Local HH:mm, exclusive (24:00: the end of the day)'),
  })
  .transform((input) => ({
    ...input,
    restriction: input.restriction ?? null,
    endsOn: input.endsOn ?? input.startsOn,
    weekdays: [...(input.weekdays ?? [])].sort((a, b) => a - b),
  }))
  .superRefine((input, context) => {
    const problem = blockRuleProblem(input);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: [] });
  });
export type BlockInput = z.infer<typeof blockInputSchema>;

/** POST /api/admin/blocks body: the block, and the operator's acknowledgement of the bookings it covers. */
export const createBlockRequestSchema = z.object({
  block: blockInputSchema,
  acknowledgeConflicts: z
    .boolean()
    .optional()
    .describe('Required (true) when bookings fall inside the block; they stay booked'),
});

/** A saved block. */
const blockSchema = z
  .object({
    id: z.number().int(),
    facilityId: z.number().int(),
    courseName: z.string(),
    kind: z.enum(BLOCK_KINDS),
    restriction: z.enum(RESTRICTION_KINDS).nullable(),
    reason: z.string(),
    startsOn: isoDateSchema,
    endsOn: isoDateSchema,
    weekdays: z.array(z.number().int()),
    fromTime: z.string(),
    toTime: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'TeeTimeBlock' });
export type Block = z.infer<typeof blockSchema>;

/** A booking inside a block (booked through this alias). */
const blockConflictSchema = z.object({
  reservationId: z.string(),
  confirmationNumber: z.string(),
  teetime: z.string(),
  players: z.number().int(),
  booker: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type BlockConflict = z.infer<typeof blockConflictSchema>;

/** POST /api/admin/blocks/preview answer: what saving the block would close and collide with. */
export const blockPreviewSchema = z.object({
  /** Tee times of the course's sheet the block closes: inside its hours, on its dates within the booking window, not yet started (the sheet then shows exactly these with the block in `blockIds`). */
  closedTeeTimes: z.number().int(),
  conflicts: z.array(blockConflictSchema),
  /** Players booked inside the block through another alias that sells the course (no names). */
  otherEnginePlayers: z.number().int(),
});
export type BlockPreview = z.infer<typeof blockPreviewSchema>;

/** POST /api/admin/blocks answer. */
export const createBlockResponseSchema = z.object({
  block: blockSchema,
  conflicts: z.array(blockConflictSchema),
  otherEnginePlayers: z.number().int(),
});

/** The longest from…to GET /api/admin/blocks answers (the console lists 120 days): its answer stays bounded. */
const BLOCKS_RANGE_DAYS_MAX = 366;

/** GET /api/admin/blocks query: blocks that apply somewhere in from…to. */
export const blocksQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    facilityId: z.coerce.number().int().positive().max(2147483647).optional(),
  })
  .refine(
    ({ from, to }) =>
      Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) <= BLOCKS_RANGE_DAYS_MAX * 86_400_000,
    { message: `A range spans at most ${BLOCKS_RANGE_DAYS_MAX} days`, path: ['to'] },
  );

/** GET /api/admin/blocks answer. */
export const blocksResponseSchema = z.object({ blocks: z.array(blockSchema) });

/** DELETE /api/admin/blocks/{id} path. */
export const blockParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** DELETE /api/admin/blocks/{id} answer: how many tee times became bookable again. */
export const deleteBlockResponseSchema = z.object({ ok: z.literal(true), reopenedTeeTimes: z.number().int() });

// Rates and promotions: see apps/server/src/features/admin/README.md.

/** Green fees and other money of the console: integer cents, 0 … 1,000,000.00. */
const centsSchema = z.number().int('Amounts are whole cents').min(0, 'Amounts cannot be negative').max(100_000_000);
const playerCountsSchema = (most: number) =>
  z
    .array(z.number().int().min(1).max(most))
    .min(1, 'Allow at least one player count')
    .max(most)
    .refine((counts) => new Set(counts).size === counts.length, 'Each player count once')
    .transform((counts) => [...counts].sort((a, b) => a - b));

/** What an operator sets on a rate: its band (ISO weekdays and local start…end), fees in cents, players, flags. */
export const rateInputSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    holes: z.union([z.literal(9), z.literal(18)]),
    greenFeeCart: centsSchema.describe('Green fee per player riding, in cents'),
    greenFeeWalking: centsSchema.describe('Green fee per player walking, in cents'),
    transactionFee: centsSchema
      .optional()
      .describe('Online transaction fee per player, in cents (absent: unchanged on an edit, 0 on a new rate)'),
    transportation: z.enum(['Cart', 'Walking', 'Both']),
    allowedPlayers: playerCountsSchema(MAX_SIMULATOR_PLAYERS).describe(
      'Party sizes the rate sells (1–4; simulator bays up to 6)',
    ),
    daysOfWeek: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'Choose at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each day once')
      .transform((days) => [...days].sort((a, b) => a - b))
      .describe('ISO weekdays 1 (Monday) … 7 (Sunday) of the band'),
    fromTime: localTimeSchema.describe('Band start, local HH:mm, inclusive'),
    toTime: z
      .union([localTimeSchema, z.literal('24:00')])
      .describe('Band end, local HH:mm, exclusive (24:00: the end of the day)'),
    showAsHotDeal: z.boolean(),
    trade: z.boolean().describe('An industry (trade) rate'),
    audience: z
      .enum(RATE_AUDIENCES)
      .default('public')
      .describe(
        "public: every golfer; members: only golfers holding an active membership of the course, where user.memberGuestRate is on (the green fees above are then the member's)",
      ),
    memberGuestFeeCart: centsSchema
      .nullable()
      .optional()
      .describe("A members' rate: each guest's green fee riding, in cents (required for members)"),
    memberGuestFeeWalking: centsSchema
      .nullable()
      .optional()
      .describe("A members' rate: each guest's green fee walking, in cents (required for members)"),
  })
  .superRefine((input, context) => {
    if (input.fromTime >= input.toTime)
      context.addIssue({ code: 'custom', message: 'The band must end after it starts', path: ['toTime'] });
    const missing = memberGuestFeesProblem(input);
    if (missing)
      context.addIssue({ code: 'custom', message: "Enter the member-guest fees of a members' rate", path: [missing] });
  });
export type RateInput = z.infer<typeof rateInputSchema>;

/** POST /api/admin/rates body: a new rate in one of the alias's rate sets. */
export const createRateRequestSchema = z.object({ rateSetId: positiveId, rate: rateInputSchema });

/** /api/admin/rates/{rateId} path. */
export const rateParamsSchema = z.object({ rateId: z.coerce.number().int().positive().max(2147483647) });

/** A rate as the console shows it. */
export const adminRateSchema = z
  .object({
    rateId: z.number().int(),
    rateSetId: z.number().int(),
    name: z.string(),
    holes: z.number().int(),
    greenFeeCart: z.number().int(),
    greenFeeWalking: z.number().int(),
    transactionFee: z.number().int(),
    transportation: z.enum(['Cart', 'Walking', 'Both']),
    allowedPlayers: z.array(z.number().int()),
    daysOfWeek: z.array(z.number().int()),
    fromTime: z.string(),
    toTime: z.string(),
    showAsHotDeal: z.boolean(),
    trade: z.boolean(),
    isSimulator: z.boolean(),
    audience: z.enum(RATE_AUDIENCES),
    memberGuestFeeCart: z.number().int().nullable(),
    memberGuestFeeWalking: z.number().int().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminRate' });
export type AdminRate = z.infer<typeof adminRateSchema>;

/** A rate set of a course with its rates. */
const adminRateSetSchema = z.object({
  rateSetId: z.number().int(),
  facilityId: z.number().int(),
  courseName: z.string(),
  currencyCode: z.string(),
  name: z.string(),
  rates: z.array(adminRateSchema),
});
export type AdminRateSet = z.infer<typeof adminRateSetSchema>;

/** GET /api/admin/rate-sets answer: the rate sets of every course the alias shows. */
export const rateSetsResponseSchema = z.object({ rateSets: z.array(adminRateSetSchema) });
export type RateSetsResponse = z.infer<typeof rateSetsResponseSchema>;

/** A cap on a promotion's uses: a whole number from 1, or null for none. */
const promotionCapSchema = z
  .number()
  .int('A limit is a whole number')
  .min(1, 'A limit is at least 1')
  .max(1_000_000)
  .nullable()
  .default(null);

/** Ids picked from a list: each once, kept in ascending order. */
const idSetSchema = (most: number, once: string) =>
  z
    .array(positiveId)
    .max(most)
    .refine((ids) => new Set(ids).size === ids.length, once)
    .transform((ids) => [...ids].sort((a, b) => a - b));

/**
 * Where a promotion applies, beyond its dates and party sizes: every limit must hold, and an
 * empty list (or no time window) leaves that limit open. Days and times are the course's own
 * (facility-local), as its tee times read.
 */
const promotionLimitsInputSchema = z
  .object({
    facilityIds: idSetSchema(100, 'Each course once')
      .default([])
      .describe("Courses (facility ids of the alias's courses) it applies on; empty: every course"),
    rateIds: idSetSchema(500, 'Each rate once')
      .default([])
      .describe(
        "Rates (rate ids, as GET /api/admin/rate-sets lists them per course; not members' rates) it applies to; empty: every rate",
      ),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each day once')
      .transform((days) => [...days].sort((a, b) => a - b))
      .default([])
      .describe("ISO weekdays 1 (Monday) … 7 (Sunday) of the tee time's local date; empty: every day"),
    fromTime: localTimeSchema
      .nullable()
      .default(null)
      .describe('Earliest local tee time, HH:mm, inclusive (null together with toTime: all day)'),
    toTime: z
      .union([localTimeSchema, z.literal('24:00')])
      .nullable()
      .default(null)
      .describe('Local tee times before this, HH:mm, exclusive (24:00: the end of the day)'),
  })
  .superRefine((limits, context) => {
    if ((limits.fromTime === null) !== (limits.toTime === null)) {
      context.addIssue({
        code: 'custom',
        message: 'Enter both ends of the time window, or neither',
        path: [limits.fromTime === null ? 'fromTime' : 'toTime'],
      });
    } else if (limits.fromTime !== null && limits.toTime !== null && limits.toTime <= limits.fromTime) {
      context.addIssue({ code: 'custom', message: 'The time window must end after it starts', path: ['toTime'] });
    }
  });
export type PromotionLimitsInput = z.infer<typeof promotionLimitsInputSchema>;

/** A promotion code as an operator defines it (SPEC §9 types). */
export const promotionInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, 'A code is 2–32 letters, digits, - or _'),
    type: z.enum(PROMOTION_TYPES_LIST),
    value: z
      .number()
      .int()
      .min(0)
      .max(100_000_000)
      .describe('fixed: the price in cents; amount: cents off; percent: percent off (0–100); none: 0'),
    allowedPlayers: playerCountsSchema(MAX_PLAYERS_PER_TEE_TIME).describe('Party sizes the promotion applies to'),
    validFrom: isoDateSchema.nullable().describe('First local date it applies (null: open)'),
    validTo: isoDateSchema.nullable().describe('Last local date it applies, inclusive (null: open)'),
    active: z.boolean().describe('An inactive code applies nowhere'),
    maxUses: promotionCapSchema.describe(
      'At most this many bookings with the code in all; cancelled ones give theirs back (null: no limit)',
    ),
    maxUsesPerGolfer: promotionCapSchema.describe(
      'At most this many bookings with the code per golfer, by e-mail (null: no limit)',
    ),
    limits: promotionLimitsInputSchema
      .optional()
      .describe(
        'Courses, rates, weekdays and time window it applies to (absent: none on a new code, unchanged on an edit)',
      ),
  })
  .superRefine((input, context) => {
    if (input.type === 'percent' && input.value > 100)
      context.addIssue({ code: 'custom', message: 'A percent off is at most 100', path: ['value'] });
    if (input.validFrom !== null && input.validTo !== null && input.validTo < input.validFrom) {
      context.addIssue({
        code: 'custom',
        message: 'The promotion must end on or after its first day',
        path: ['validTo'],
      });
    }
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** /api/admin/promotions/{id} path. */
export const promotionParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** A promotion of the alias. */
export const adminPromotionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(PROMOTION_TYPES_LIST),
    value: z.number().int(),
    allowedPlayers: z.array(z.number().int()),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    active: z.boolean(),
    maxUses: z.number().int().nullable(),
    maxUsesPerGolfer: z.number().int().nullable(),
    uses: z.number().int().describe('Bookings made with the code and not cancelled'),
    limits: z
      .object({
        facilityIds: z.array(z.number().int()),
        rateIds: z.array(z.number().int()),
        weekdays: z.array(z.number().int()),
        fromTime: z.string().nullable(),
        toTime: z.string().nullable(),
      })
      .describe('Where it applies (see PromotionInput.limits); an empty list or a null window is no limit'),
    status: z
      .enum(PROMOTION_STATUSES)
      .describe(
        "Today (the alias's local date): expired after validTo, used-up at maxUses, inactive when switched off, scheduled before validFrom, else active",
      ),
    promotionTemplateId: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminPromotion' });
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** GET /api/admin/promotions answer. */
export const promotionsResponseSchema = z.object({ promotions: z.array(adminPromotionSchema) });
