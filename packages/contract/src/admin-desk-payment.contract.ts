import { TENDERS } from '@fairway/domain/payments/money-view';
import { z } from 'zod';
import { moneyViewSchema } from './money-view.contract.ts';

// Taking payment at the desk: what a booking owes at the course (computed by the server from the
// reservation's money view) and the tenders staff take for it, with the receipt they print or e-mail.

/** An amount a tender takes: whole cents, more than nothing, at most 100 000.00. */
const amountSchema = z.number().int().positive().max(10_000_000);

/** The last four digits of a card the counter's own terminal took. */
export const cardLastFourSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'The last four digits of the card')
  .describe("The card's last four digits, as the counter's own terminal printed them");

/** A gift certificate's code as typed (dashes and spaces allowed). */
export const deskGiftCodeSchema = z
  .string()
  .trim()
  .min(4)
  .max(40)
  .describe('The gift certificate code as typed (dashes and spaces allowed)');

/** One tender of a payment at the desk. */
const deskTenderSchema = z.discriminatedUnion('tender', [
  z.object({ tender: z.literal('cash'), amountCents: amountSchema }),
  z.object({ tender: z.literal('card-present'), amountCents: amountSchema, lastFour: cardLastFourSchema }),
  z.object({ tender: z.literal('gift-certificate'), amountCents: amountSchema, code: deskGiftCodeSchema }),
]);
export type DeskTenderInput = z.infer<typeof deskTenderSchema>;

/** POST /api/admin/reservations/{id}/desk-payment body (Idempotency-Key header required). */
export const deskPaymentRequestSchema = z.object({
  tenders: z
    .array(deskTenderSchema)
    .min(1)
    .max(6)
    .describe('Amounts per tender; they must add up to exactly what is due at the course'),
  checkIn: z.boolean().describe('Also check in the players not yet checked in (the tee time’s day only)'),
  emailReceipt: z.boolean().default(true).describe('E-mail the receipt to the booker (when the booking has an e-mail)'),
});
export type DeskPaymentRequest = z.input<typeof deskPaymentRequestSchema>;

/** GET /api/admin/reservations/{id}/desk-payment answer: what the booking owes at the course, per player. */
export const deskPaymentDueSchema = z
  .object({
    reservationId: z.string(),
    confirmationNumber: z.string(),
    booker: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    course: z.string(),
    teetime: z.string(),
    currencyCode: z.string(),
    /** The money view's due at the course: what the tenders must add up to. */
    dueAtCourseCents: z.number().int(),
    players: z.array(
      z.object({
        slot: z.number().int(),
        name: z.string().nullable(),
        dueAtCourseCents: z.number().int(),
        checkedIn: z.boolean(),
      }),
    ),
    /** Whether players can be checked in now (the tee time's day at the course). */
    checkInToday: z.boolean(),
    money: moneyViewSchema,
  })
  .meta({ id: 'DeskPaymentDue' });
export type DeskPaymentDue = z.infer<typeof deskPaymentDueSchema>;

/** POST /api/admin/reservations/{id}/desk-payment answer: the receipt. */
export const deskPaymentReceiptSchema = z
  .object({
    receiptNumber: z.string(),
    reservationId: z.string(),
    confirmationNumber: z.string(),
    booker: z.object({ firstName: z.string(), lastName: z.string() }),
    course: z.string(),
    teetime: z.string(),
    currencyCode: z.string(),
    /** When it was taken (ISO instant). */
    at: z.string(),
    /** What was taken, by tender (the money view's check-in entries of this receipt). */
    tenders: z.array(
      z.object({
        tender: z.enum(TENDERS),
        amountCents: z.number().int(),
        lastFour: z.string().nullable(),
      }),
    ),
    paidCents: z.number().int(),
    /** The players paid for, and those checked in now. */
    paidSlots: z.array(z.number().int()),
    checkedInSlots: z.array(z.number().int()),
    /** The address the receipt was e-mailed to (null: not e-mailed). */
    emailedTo: z.string().nullable(),
    /** The reservation's money view after the payment. */
    money: moneyViewSchema,
  })
  .meta({ id: 'DeskPaymentReceipt' });
export type DeskPaymentReceipt = z.infer<typeof deskPaymentReceiptSchema>;
