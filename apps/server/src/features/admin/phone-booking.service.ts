import type { PhoneBookingQuote } from '@fairway/contract/admin-phone-booking.contract';
import { type PhoneBookingPrice, phoneBookingPrice } from '@fairway/domain/admin/phone-booking-price';
import { can } from '@fairway/domain/admin/staff-roles';
import { isPromotionActive, type PromotionDefinition } from '@fairway/domain/tee-times/promotion';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { walkInInvoice } from '../checkout/checkout.public.ts';
import { type FacilityRow, findFacilityOfBookingEngine } from '../facilities/facilities.public.ts';
import { findPromotion, promotionDefinitionOf } from '../tee-times/tee-times.public.ts';
import { rateToBook } from './staff-rates.ts';
import type { StaffActor } from './tee-sheet-operations.service.ts';

// A phone booking's price: the rate's fees as search shows them now, a promotion code looked up
// and applied as golfers' search and cart do, or a manager's own price. The quote the dialog shows
// and the booking itself both come from priceOfBooking, so the quote is what the booking charges.

/** What a phone booking asks beyond the walk-in's rate and party. */
interface PhoneBookingAsk {
  playerNames?: string[] | undefined;
  promotionCode?: string | undefined;
  priceOverride?: { greenFeesCents: number; reason: string } | undefined;
}

/** The words golfers' search answers a code with that does not apply (SPEC §4 promotion flow). */
const PROMOTION_NOT_APPLIED = 'Promotion could not be applied';

/**
 * Refuses, before anything is read or written, what no price can mend: an override by a role
 * without `prices:override` (403), an override together with a code, or more names than players.
 */
export function checkPhoneBookingAsk(actor: StaffActor, players: number, ask: PhoneBookingAsk): void {
  if (ask.priceOverride && !can(actor.auth.staff.role, 'prices:override'))
    throw new DomainError('FORBIDDEN', 'Only a manager or an owner may set the price', { field: 'priceOverride' });
  if (ask.priceOverride && ask.promotionCode)
    throw new DomainError('VALIDATION_FAILED', 'Use a promotion code or a price override, not both', {
      field: 'priceOverride',
    });
  if ((ask.playerNames?.length ?? 0) > players - 1)
    throw new DomainError('VALIDATION_FAILED', 'Name only the players after the booker', { field: 'playerNames' });
}

/** Players 2–4 staff named, by slot (empty names left out). */
export function namedPlayersOf(playerNames: readonly string[] = []): { slot: number; name: string }[] {
  return playerNames.flatMap((name, index) => (name ? [{ slot: index + 2, name }] : []));
}

/**
 * The promotion of a code as search and the cart find it: the alias's code, switched on, with uses
 * left, whose dates cover the tee time's local day; null otherwise.
 */
async function promotionOn(
  db: Database,
  engineId: number,
  code: string,
  teetime: string,
): Promise<PromotionDefinition | null> {
  const row = await findPromotion(db, engineId, code);
  return row && isPromotionActive(row.validFrom, row.validTo, teetime.slice(0, 10)) ? promotionDefinitionOf(row) : null;
}

type SoldRate = Awaited<ReturnType<typeof rateToBook>>['rate'];

/** The party's price with the code asked for (null: none) and whether it applied. */
export async function priceOfBooking(
  db: Database,
  actor: StaffActor,
  facility: FacilityRow,
  rate: SoldRate,
  booking: { teetime: string; players: number; transportation: 'Cart' | 'Walking' } & PhoneBookingAsk,
): Promise<PhoneBookingPrice & { codeAsked: string | null }> {
  const codeAsked = booking.promotionCode || null;
  // A members' rate takes no promotion, as in golfers' search.
  const promotion =
    codeAsked && rate.audience !== 'members'
      ? await promotionOn(db, actor.engine.id, codeAsked, booking.teetime)
      : null;
  const price = phoneBookingPrice({
    rate,
    promotion,
    target: { facilityId: facility.id, rateId: rate.id, teeTime: booking.teetime },
    players: booking.players,
    transportation: booking.transportation,
    overrideGreenFees: booking.priceOverride?.greenFeesCents ?? null,
  });
  return { ...price, codeAsked };
}

/** The booking's 400 for a code that does not price this booking (unknown, off, used up, out of its dates or limits). */
export function assertPromotionApplied(price: { codeAsked: string | null; promotionCode: string | null }): void {
  if (price.codeAsked && !price.promotionCode)
    throw new DomainError('VALIDATION_FAILED', PROMOTION_NOT_APPLIED, {
      field: 'promotionCode',
      promotionCode: price.codeAsked,
    });
}

/** GET /api/admin/reservations/quote: what the booking would charge now, with the code's verdict. */
export async function quotePhoneBooking(
  db: Database,
  actor: StaffActor,
  query: {
    facilityId: number;
    teetime: string;
    rateId: number;
    players: number;
    transportation?: 'Cart' | 'Walking' | undefined;
    promotionCode?: string | undefined;
  },
): Promise<PhoneBookingQuote> {
  const facility = await findFacilityOfBookingEngine(db, actor.engine.id, query.facilityId);
  if (!facility) throw new DomainError('NOT_FOUND', 'Unknown course');
  const { rate, transportation } = await rateToBook(db, actor, facility, query);
  const price = await priceOfBooking(db, actor, facility, rate, { ...query, transportation });
  const draft = walkInInvoice({ facility, players: query.players, greenFees: price.greenFees, paidAtCounter: true });
  return {
    currencyCode: facility.currencyCode,
    players: query.players,
    standardGreenFees: price.standardGreenFees,
    greenFees: price.greenFees,
    promotion: price.codeAsked
      ? { code: price.codeAsked, applied: price.promotionCode !== null, discountCents: price.promotionDiscount }
      : null,
    subTotal: draft.subTotal,
    totalTaxes: draft.totalTaxes,
    grandTotal: draft.grandTotal,
  };
}
