import { MONEY_SOURCES, TENDERS } from '@fairway/domain/payments/money-view';
import { z } from 'zod';

// The ledger-backed money view of a reservation or an order (domain
// packages/domain/src/payments/money-view.ts): paid and refunded by tender with their dates, what
// is due at the course and from friends. Every screen and e-mail that states an amount reads it.

/** A card as the processor vaulted it (brand as stored: visa, mastercard, amex, discover, unknown). */
const cardRefSchema = z.object({ brand: z.string(), lastFour: z.string() });

/** One payment or refund. */
const moneyEntrySchema = z.object({
  tender: z.enum(TENDERS),
  amountCents: z.number().int(),
  /** When (ISO instant). */
  at: z.string(),
  card: cardRefSchema.nullable(),
  slot: z.number().int().nullable(),
  source: z.enum(MONEY_SOURCES),
  /** settled: done at the processor (or at the counter); pending: not yet; failed: the processor refused. */
  state: z.enum(['settled', 'pending', 'failed']),
});

/** The money of a reservation or an order. */
export const moneyViewSchema = z
  .object({
    currencyCode: z.string(),
    paid: z.array(moneyEntrySchema),
    refunded: z.array(moneyEntrySchema),
    paidCents: z.number().int(),
    refundedCents: z.number().int(),
    /** paid − refunded. */
    netCents: z.number().int(),
    dueAtCourseCents: z.number().int(),
    dueFromFriends: z.array(z.object({ slot: z.number().int(), amountCents: z.number().int(), dueBy: z.string() })),
    dueFromFriendsCents: z.number().int(),
  })
  .meta({ id: 'MoneyView' });
export type MoneyViewAnswer = z.infer<typeof moneyViewSchema>;
