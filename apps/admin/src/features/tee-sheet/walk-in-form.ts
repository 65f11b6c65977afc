import { z } from 'zod';
import { MAX_OVERRIDE_CENTS } from '@fairway/contract/admin-phone-booking.contract';
import { type WalkInRequest, walkInRequestSchema } from '@fairway/contract/admin.contract';
import { centsOf } from '../../shared/amounts.ts';

const golfer = walkInRequestSchema.shape.golfer.shape;
const playerName = z.string().trim().max(100);

/**
 * The walk-in / phone booking form: the request's fields, flat, as the inputs give them (empty
 * optional fields are left out of the request). Players 2–4 are named in `player2`…`player4`; the
 * override's amount is typed as a decimal and sent as cents.
 */
const walkInFormSchema = z.object({
  rateId: z.coerce.number().pipe(walkInRequestSchema.shape.rateId),
  players: z.coerce.number().pipe(walkInRequestSchema.shape.players),
  transportation: z.enum(['Cart', 'Walking']),
  firstName: golfer.firstName,
  lastName: golfer.lastName.unwrap(),
  email: z.literal('').or(golfer.email.unwrap()),
  phone: golfer.phone.unwrap(),
  language: z.literal('').or(walkInRequestSchema.shape.language.unwrap()),
  paymentMethod: walkInRequestSchema.shape.paymentMethod,
  notes: walkInRequestSchema.shape.notes.unwrap(),
  intoBlock: z.boolean(),
  player2: playerName,
  player3: playerName,
  player4: playerName,
  promotionCode: z.string().trim().max(40),
  override: z.boolean(),
  overrideAmount: z.string().trim(),
  overrideReason: z.string().trim().max(200),
});
export type WalkInFormInput = z.input<typeof walkInFormSchema>;
export type WalkInForm = z.output<typeof walkInFormSchema>;

/** The form's empty values. */
export const WALK_IN_FORM_DEFAULTS: Omit<WalkInFormInput, 'players'> = {
  rateId: '',
  transportation: 'Cart',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  language: '',
  paymentMethod: 'cash',
  notes: '',
  intoBlock: false,
  player2: '',
  player3: '',
  player4: '',
  promotionCode: '',
  override: false,
  overrideAmount: '',
  overrideReason: '',
};

/** The form's checks beyond each field's: a block's tick, and an override's amount and reason. */
export function walkInFormRules(blocked: boolean) {
  return walkInFormSchema
    .refine((input) => !blocked || input.intoBlock, { path: ['intoBlock'] })
    .refine((input) => !input.override || (centsOf(input.overrideAmount) ?? Infinity) <= MAX_OVERRIDE_CENTS, {
      path: ['overrideAmount'],
    })
    .refine((input) => !input.override || input.overrideReason !== '', { path: ['overrideReason'] });
}

/** The names typed for players 2…n of the party (trailing empty ones left out; none: undefined). */
function playerNamesOf(input: Pick<WalkInForm, 'players' | 'player2' | 'player3' | 'player4'>) {
  const names = [input.player2, input.player3, input.player4].slice(0, Math.max(0, input.players - 1));
  while (names.length > 0 && names.at(-1) === '') names.pop();
  return names.length > 0 ? names : undefined;
}

/** The booking request of a filled form (the server decides the price; the override is cents with its reason). */
export function walkInRequestOf(
  input: WalkInForm,
  place: { facilityId: number; teetime: string; blocked: boolean; mayOverride: boolean },
): WalkInRequest {
  const playerNames = playerNamesOf(input);
  const overrideCents = place.mayOverride && input.override ? centsOf(input.overrideAmount) : null;
  return {
    facilityId: place.facilityId,
    teetime: place.teetime,
    players: input.players,
    rateId: input.rateId,
    transportation: input.transportation,
    golfer: {
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.email ? { email: input.email } : {}),
      ...(input.phone ? { phone: input.phone } : {}),
    },
    paymentMethod: input.paymentMethod,
    ...(input.notes ? { notes: input.notes } : {}),
    // The golfer's confirmation e-mail in the language they speak on the phone (default: their account's).
    ...(input.email && input.language ? { language: input.language } : {}),
    ...(place.blocked ? { intoBlock: input.intoBlock } : {}),
    ...(playerNames ? { playerNames } : {}),
    // A price of staff's own replaces any code (the server refuses both at once).
    ...(overrideCents !== null
      ? { priceOverride: { greenFeesCents: overrideCents, reason: input.overrideReason } }
      : input.promotionCode
        ? { promotionCode: input.promotionCode }
        : {}),
  };
}
