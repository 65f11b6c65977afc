import { REFUND_TENDERS } from '@fairway/domain/payments/counter-credits';
import { z } from 'zod';
import { moneyViewSchema } from './money-view.contract.ts';

// Credits staff give at the counter (apps/server/src/features/admin/README.md "Credits: refunds and
// rain checks"): a custom refund by tender and a rain check. What may go back is the server's,
// from the reservation's money view; requests name amounts, the server checks them against it.

/** An amount given back: whole cents, more than nothing, at most 100 000.00. */
const amountSchema = z.number().int().positive().max(10_000_000);
const reasonSchema = z.string().trim().min(1).max(500).describe('Why (kept in the audit log and on the booking)');

/** What a staff member may give back at once: unlimited (owner, manager) or up to the pro-shop limit. */
const creditAllowanceSchema = z.object({
  /** null: no limit (owners and managers). */
  limitCents: z.number().int().nullable(),
  /** Whether this staff member is held to limitCents (pro-shop); with limitCents null they may give nothing. */
  limited: z.boolean(),
});

/** GET /api/admin/reservations/{id}/credits answer: the Refund and Rain check dialogs' figures. */
export const reservationCreditsSchema = z
  .object({
    reservationId: z.string(),
    confirmationNumber: z.string(),
    booker: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      /** Whether the booker has a golfer account (a credit-book rain check needs one with a membership). */
      hasAccount: z.boolean(),
    }),
    currencyCode: z.string(),
    /** Per tender the booking paid: paid, given back, and what a refund may take now. */
    refundable: z.array(
      z.object({
        tender: z.enum(REFUND_TENDERS),
        paidCents: z.number().int(),
        refundedCents: z.number().int(),
        refundableCents: z.number().int(),
        cardLastFour: z.string().nullable(),
      }),
    ),
    rainCheck: z.object({
      /** The booked players and the green fees each paid (online and at the course). */
      players: z.array(z.object({ slot: z.number().int(), greenFeeCents: z.number().int(), checkedIn: z.boolean() })),
      /** The players a rain check is for by default: those not checked in, or all when every one is. */
      defaultPlayers: z.array(z.number().int()),
      /** The green fees the default players paid, capped at maxCents. */
      defaultCents: z.number().int(),
      /** What the booking paid and still keeps. */
      maxCents: z.number().int(),
      /** The course's choice (settings reservations.rainChecks.issueAs). */
      issueAs: z.enum(['gift-certificate', 'credit-book']),
      /** Whether a credit-book rain check can go on the booker's account (else it is a gift certificate). */
      creditBookAvailable: z.boolean(),
    }),
    allowance: creditAllowanceSchema,
    money: moneyViewSchema,
  })
  .meta({ id: 'ReservationCredits' });
export type ReservationCredits = z.infer<typeof reservationCreditsSchema>;

/** POST /api/admin/reservations/{id}/refund body (Idempotency-Key header required). */
export const customRefundRequestSchema = z.object({
  lines: z
    .array(z.object({ tender: z.enum(REFUND_TENDERS), amountCents: amountSchema }))
    .min(1)
    .max(4)
    .refine((lines) => new Set(lines.map((line) => line.tender)).size === lines.length, 'One line per tender')
    .describe('Amounts per tender, each at most what that tender paid and was not yet given back'),
  reason: reasonSchema,
});
export type CustomRefundRequest = z.infer<typeof customRefundRequestSchema>;

/** POST /api/admin/reservations/{id}/refund answer. */
export const customRefundResultSchema = z.object({
  reservationId: z.string(),
  confirmationNumber: z.string(),
  currencyCode: z.string(),
  refundedCents: z.number().int(),
  /** Each line as the money view states it: a card refund is settled once the processor refunded it. */
  lines: z.array(
    z.object({
      tender: z.enum(REFUND_TENDERS),
      amountCents: z.number().int(),
      state: z.enum(['settled', 'pending', 'failed']),
    }),
  ),
  emailedTo: z.string().nullable(),
  money: moneyViewSchema,
});
export type CustomRefundResult = z.infer<typeof customRefundResultSchema>;

/** POST /api/admin/reservations/{id}/rain-check body (Idempotency-Key header required). */
export const rainCheckRequestSchema = z.object({
  players: z
    .array(z.number().int().min(1).max(6))
    .min(1)
    .max(6)
    .optional()
    .describe('The players who did not play (slots); default those not checked in, or all when every one is'),
  amountCents: amountSchema
    .optional()
    .describe(
      'Default: the green fees those players paid, as the server computes them (at most what the booking keeps)',
    ),
  reason: reasonSchema,
});
export type RainCheckRequest = z.infer<typeof rainCheckRequestSchema>;

/** POST /api/admin/reservations/{id}/rain-check answer. */
export const rainCheckResultSchema = z.object({
  reservationId: z.string(),
  confirmationNumber: z.string(),
  currencyCode: z.string(),
  amountCents: z.number().int(),
  issuedAs: z.enum(['gift-certificate', 'credit-book']),
  /** The course issues credit-book rain checks but the booker has no account with a membership: a gift certificate instead. */
  fellBackToGiftCertificate: z.boolean(),
  /** The gift certificate's code as shown to people (XXXX-XXXX-XXXX-XXXX); null for a credit book. */
  code: z.string().nullable(),
  creditBook: z.object({ id: z.string(), name: z.string() }).nullable(),
  emailedTo: z.string().nullable(),
  money: moneyViewSchema,
});
export type RainCheckResult = z.infer<typeof rainCheckResultSchema>;
