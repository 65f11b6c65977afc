import { RESERVATION_STATUSES } from '@fairway/domain/reservations/reservation-status';
import { CARD_BRANDS } from '@fairway/domain/payments/card-validation';
import { z } from 'zod';
import { invoiceSchema } from './checkout.contract.ts';
import { moneyViewSchema } from './money-view.contract.ts';
import { PAYMENT_STATUSES } from './payments.contract.ts';
import { cardTokenRequestSchema, cardTokenResponseSchema } from './wallet.contract.ts';

// Reservations: history, detail, cancellation with refunds, day-of check-in and
// pay-and-check-in, booking metadata, and the guest's signed "manage booking" link
// (SPEC §3 Reservation and Check-in status, §4, §5, §7). Money in integer cents; tee times are
// local `YYYY-MM-DDTHH:mm` in the facility's zone. The endpoint README is
// apps/server/src/features/reservations/README.md.

/** The header carrying a guest's manage-booking token instead of a session. */
export const MANAGE_TOKEN_HEADER = 'x-fairway-manage-token';

/** The SPA route the manage-booking link opens (`?alias=…&token=…`). */
export const MANAGE_BOOKING_PATH = '/reservation/manage';

const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Expected YYYY-MM-DDTHH:mm');
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number),
  )
  .pipe(z.array(z.number().int().positive()).max(50));

/** GET /reservation/history query (SPEC §7). */
export const reservationHistoryQuerySchema = z.object({
  /** Facility ids (comma-separated or repeated); absent: every facility of the engine. */
  facilityIds: idList.optional(),
  /** Tee times at or after this local time. */
  playDateMin: localDateTime.optional(),
  /** Tee times at or before this local time. */
  playDateMax: localDateTime.optional(),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReservationHistoryQuery = z.infer<typeof reservationHistoryQuerySchema>;

/** Path parameters of a reservation. */
export const reservationParamsSchema = z.object({ id: z.uuid() });

/** One player slot of a reservation (slot 1 is the party lead). */
const bookingSlotSchema = z.object({
  slot: z.number().int(),
  status: z.enum(['booked', 'cancelled', 'checked-in']),
  /** Nothing is due at the course for this player any more (prepaid, or paid at check-in). */
  paid: z.boolean(),
  /** This player's share of what is due at the course (0 once paid or cancelled). */
  dueAtCourse: z.number().int(),
  /** What cancelling this player would refund now (0 when refunds are off or nothing was paid). */
  refundable: z.number().int(),
  /** The friend who accepted the lead's invitation for this partner slot; null otherwise. */
  name: z.string().nullable(),
  /** A split payment's partner slot whose share is not captured yet: when it is due (ISO); null otherwise. */
  shareDueBy: z.string().nullable().default(null),
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** A featured product bought with the tee time. */
const featuredProductLineSchema = z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() });

/** What may be done with the reservation now, and why not. */
const reservationActionsSchema = z.object({
  cancel: z.object({
    allowed: z.boolean(),
    /** The last instant (ISO, UTC) it can be cancelled online. */
    deadline: z.string(),
    onlineCancellationHours: z.number(),
    refundGreenFees: z.boolean(),
    /** The course's phone, for the golfer who is past the window. */
    coursePhone: z.string().nullable(),
  }),
  checkIn: z.object({
    /** smartPlay.checkIn is on and now is within checkInWindow hours before the tee time. */
    windowOpen: z.boolean(),
    /** When check-in opens (ISO, UTC); null when check-in is off. */
    opensAt: z.string().nullable(),
    canCheckIn: z.boolean(),
    canPayAndCheckIn: z.boolean(),
    fullyCheckedIn: z.boolean(),
  }),
});

/** A reservation as the history and detail answer it: SPEC §3 Reservation fields plus status and money. */
const reservationSummarySchema = z
  .object({
    ReservationID: z.string(),
    Invoice: z.object({ Time: z.string(), FacilityID: z.number().int(), PlayerCount: z.number().int() }),
    BookingSlots: z.array(bookingSlotSchema),
    Customer: z.object({ Email: z.string(), FirstName: z.string(), LastName: z.string(), Phone: z.string() }),
    confirmationNumber: z.string(),
    /** Players not cancelled. */
    totalPlayers: z.number().int(),
    teetimes: z.array(
      z.object({
        teetime: z.string(),
        players: z.number().int(),
        rateName: z.string(),
        holes: z.number().int(),
        transportation: z.enum(['Cart', 'Walking']),
      }),
    ),
    featuredProductsInvoice: z.array(featuredProductLineSchema),
    /** Which list it is in: decided in the facility's zone against now (domain splitReservations). */
    list: z.enum(['past', 'upcoming']),
    status: z.enum(RESERVATION_STATUSES),
    facility: z.object({
      id: z.number().int(),
      gnFacilityId: z.number().int(),
      name: z.string(),
      timeZone: z.string(),
      phone: z.string().nullable(),
    }),
    teetime: z.string(),
    rateName: z.string(),
    holes: z.number().int(),
    notes: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    currencyCode: z.string(),
    /** What this tee time's invoice charged the booker at booking. */
    paidNow: z.number().int(),
    /** With split payment: the other players' shares, paid through their invitations (or by the booker at the deadline). */
    friendsShare: z.number().int().default(0),
    /** What is still due at the course (players not cancelled and not yet paid). */
    dueAtCourse: z.number().int(),
    /** Refunded so far for this reservation. */
    refunded: z.number().int(),
    /** Paid at check-in so far. */
    paidAtCheckIn: z.number().int(),
    card: z.object({ brand: z.enum(CARD_BRANDS), lastFour: z.string() }).nullable(),
    /** The ledger-backed money of this reservation: by tender, with dates; null for an invitee. */
    money: moneyViewSchema.nullable().default(null),
    actions: reservationActionsSchema,
    /**
     * Who is looking: the booker (or the holder of its manage link), or a friend who accepted an
     * invitation to it: a read-only view without the booker's contact, money, order or actions.
     */
    viewer: z.enum(['booker', 'invitee']),
    /** For an invitee: the party lead's first name. */
    invitedBy: z.string().nullable(),
  })
  .meta({ id: 'ReservationSummary' });
export type ReservationSummary = z.infer<typeof reservationSummarySchema>;

/** GET /reservation/{id}/history: one reservation with its booking invoice (lines, add-ons) and its events. */
export const reservationDetailSchema = reservationSummarySchema
  .extend({
    invoice: invoiceSchema.nullable(),
    events: z.array(
      z.object({
        kind: z.enum(['booked', 'cancelled', 'checked-in', 'paid-at-check-in', 'refunded', 'rain-check']),
        at: z.string(),
        slots: z.array(z.number().int()),
        amount: z.number().int(),
        reason: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ReservationDetail' });
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;

/** GET /reservation/history: upcoming (oldest first) then past (newest first), paged by skip/take. */
export const reservationHistorySchema = z
  .object({
    items: z.array(reservationSummarySchema),
    /** How many match the filters, across both lists. */
    total: z.number().int(),
    upcomingTotal: z.number().int(),
    pastTotal: z.number().int(),
    skip: z.number().int(),
    take: z.number().int(),
  })
  .meta({ id: 'ReservationHistory' });
export type ReservationHistory = z.infer<typeof reservationHistorySchema>;

/** PUT /reservations/{id}/cancel (SPEC §7): some players (slot numbers) or, without players, everyone left. */
export const cancelReservationBodySchema = z.object({
  players: z.array(z.number().int().min(1).max(6)).min(1).max(6).optional(),
  reason: z.string().trim().max(500).default(''),
});
export type CancelReservationBody = z.input<typeof cancelReservationBodySchema>;

/** The refund a cancellation made. */
const refundSchema = z.object({
  amountCents: z.number().int(),
  /** The part of amountCents put back on a gift certificate (the card got the rest). */
  giftCertificateCents: z.number().int(),
  /** The part put back on a member's credit book (rounds of the players it paid for, or an amount). */
  creditBookCents: z.number().int().default(0),
  currencyCode: z.string(),
  paymentId: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
});

/** The answer of a cancellation: what was cancelled, the refund, and the reservation now. */
export const cancelReservationResultSchema = z
  .object({ cancelledSlots: z.array(z.number().int()), refund: refundSchema, reservation: reservationDetailSchema })
  .meta({ id: 'CancelReservationResult' });
export type CancelReservationResult = z.infer<typeof cancelReservationResultSchema>;

/** GET /reservation/{id}/checkin/status query (SPEC §7). */
export const checkInStatusQuerySchema = z.object({ gnFacilityId: z.coerce.number().int().positive().optional() });

/** SPEC §3 Check-in status, with the §4 eligibility and the window. */
export const checkInStatusSchema = z
  .object({
    bookingId: z.string(),
    totalNumberOfPlayers: z.number().int(),
    numberOfPlayersPaid: z.number().int(),
    numberOfPlayersCheckedIn: z.number().int(),
    /** Slots not cancelled. */
    slotNumbers: z.array(z.number().int()),
    vendor: z.string(),
    Invoice: z.object({ Pricing: z.object({ DueAtCourse: z.object({ Value: z.number().int() }) }) }),
    /** A pay-and-check-in of this reservation is running. */
    processing: z.boolean(),
    currencyCode: z.string(),
    slots: z.array(bookingSlotSchema),
    window: z.object({ open: z.boolean(), opensAt: z.string().nullable(), closesAt: z.string() }),
    canCheckIn: z.boolean(),
    canPayAndCheckIn: z.boolean(),
    fullyCheckedIn: z.boolean(),
  })
  .meta({ id: 'CheckInStatus' });
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

/** POST /reservation/checkin (SPEC §7): the slots to check in, or all with isFullCheckIn. */
export const checkInBodySchema = z.object({
  bookingId: z.uuid(),
  facilityId: z.number().int().positive(),
  slots: z.array(z.number().int().min(1).max(6)).max(6).default([]),
  isFullCheckIn: z.boolean().default(false),
  externalReservationId: z.string().max(200).nullable().optional(),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

/** POST /reservation/{id}/checkin/card-token: a hosted card entry for pay-and-check-in (originUrl: the page that frames it). */
export const checkInCardTokenBodySchema = cardTokenRequestSchema;
/** Its answer: the wallet's SPEC §3 token answer (CheckoutUrl, Token, TokenTypeId). */
export const checkInCardTokenSchema = cardTokenResponseSchema;

/**
 * POST /reservation/{id}/pay-and-checkin (SPEC §7) with an Idempotency-Key header: pays the
 * due-at-course share of `playerCount` unpaid players and checks them in. A saved card
 * (walletOptionId + securityCode) or a hosted card token (paymentToken).
 */
export const payAndCheckInBodySchema = z
  .object({
    playerCount: z.number().int().min(1).max(6),
    walletOptionId: z.string().max(64).nullable().default(null),
    securityCode: z.string().max(4).default(''),
    paymentToken: z.string().max(200).nullable().default(null),
  })
  .refine((body) => (body.walletOptionId === null) !== (body.paymentToken === null), {
    message: 'Give either walletOptionId or paymentToken',
    path: ['walletOptionId'],
  });
export type PayAndCheckInBody = z.input<typeof payAndCheckInBodySchema>;

/** The answer of pay-and-check-in: the check-in invoice and the status now. */
export const payAndCheckInResultSchema = z
  .object({
    invoice: z.object({
      invoiceNumber: z.string(),
      amountCents: z.number().int(),
      currencyCode: z.string(),
      slots: z.array(z.number().int()),
      paymentId: z.string(),
      paymentStatus: z.enum(PAYMENT_STATUSES),
    }),
    status: checkInStatusSchema,
  })
  .meta({ id: 'PayAndCheckInResult' });
export type PayAndCheckInResult = z.infer<typeof payAndCheckInResultSchema>;

/** PUT /reservations/{id}/metadata (SPEC §7). */
export const reservationMetadataBodySchema = z
  .object({
    googleRWGToken: z.string().min(1).max(500).optional(),
    merchantChanged: z.union([z.literal(1), z.literal(2)]).optional(),
    externalReservationId: z.string().min(1).max(200).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
/** The metadata kept with a reservation. */
export const reservationMetadataSchema = z.object({
  googleRWGToken: z.string().nullable(),
  merchantChanged: z.number().int().nullable(),
  externalReservationId: z.string().nullable(),
});

/** GET /reservation/manage?token=: the reservation a manage-booking link opens. */
export const manageQuerySchema = z.object({ token: z.string().min(1).max(1000) });
/** Its answer: the reservation and until when the link works. */
export const manageReservationSchema = z
  .object({ reservation: reservationDetailSchema, expiresAt: z.string() })
  .meta({ id: 'ManagedReservation' });
