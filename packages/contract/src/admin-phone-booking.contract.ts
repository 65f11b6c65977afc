import { MAX_PLAYERS_PER_TEE_TIME } from '@fairway/domain/tee-times/allowed-players';
import { z } from 'zod';
import { localTeeTimeSchema, promotionCodeSchema } from './tee-times.contract.ts';

// The phone booking's part of the walk-in call (POST /api/admin/reservations): the other players'
// names, a promotion code and a manager's price override; and the price quote the dialog shows
// before booking (GET /api/admin/reservations/quote). The server prices both with one function.

/** The most a price override may set the party's green fees to (cents): a typing slip, not a price. */
export const MAX_OVERRIDE_CENTS = 10_000_000;

/** The walk-in request's fields of a phone booking (spread into walkInRequestSchema). */
export const phoneBookingRequestFields = {
  playerNames: z
    .array(z.string().trim().max(100))
    .max(MAX_PLAYERS_PER_TEE_TIME - 1)
    .optional()
    .describe(
      'Names of players 2, 3 and 4 in order (player 1 is the booker); an empty name leaves that player unnamed. At most players − 1',
    ),
  promotionCode: promotionCodeSchema
    .optional()
    .describe(
      'A promotion code, priced as golfers’ search and cart price it; one that does not apply is 400 "Promotion could not be applied"',
    ),
  priceOverride: z
    .object({
      greenFeesCents: z.number().int().min(0).max(MAX_OVERRIDE_CENTS).describe("The party's green fees before tax"),
      reason: z.string().trim().min(1).max(200),
    })
    .optional()
    .describe('Staff’s own price for the party, with why (permission prices:override: owners and managers); audited'),
};

/** GET /api/admin/reservations/quote query: what POST /api/admin/reservations would charge now. */
export const phoneBookingQuoteQuerySchema = z.object({
  facilityId: z.coerce.number().int().positive().max(2147483647),
  teetime: localTeeTimeSchema,
  rateId: z.coerce.number().int().positive().max(2147483647),
  players: z.coerce.number().int().min(1).max(MAX_PLAYERS_PER_TEE_TIME),
  transportation: z.enum(['Cart', 'Walking']).optional(),
  promotionCode: promotionCodeSchema.optional(),
});

/** The quote: the party's green fees with and without the code, the tax and the total (cents). */
export const phoneBookingQuoteSchema = z.object({
  currencyCode: z.string(),
  players: z.number().int(),
  standardGreenFees: z.number().int(),
  greenFees: z.number().int(),
  /** The code asked for: applied (priced in) or not (search's "Promotion could not be applied"); null without one. */
  promotion: z.object({ code: z.string(), applied: z.boolean(), discountCents: z.number().int() }).nullable(),
  subTotal: z.number().int(),
  totalTaxes: z.number().int(),
  grandTotal: z.number().int(),
});
export type PhoneBookingQuote = z.infer<typeof phoneBookingQuoteSchema>;

/** The walk-in answer's fields of a phone booking (absent from answers stored before they existed). */
export const phoneBookingResultFields = {
  /** Players 2–4 staff named (slot and name). */
  namedPlayers: z.array(z.object({ slot: z.number().int(), name: z.string() })).optional(),
  /** The promotion code priced in, or null. */
  promotionCode: z.string().nullable().optional(),
  /** Staff set the price (a `reservation.price-override` entry records it). */
  priceOverridden: z.boolean().optional(),
};
