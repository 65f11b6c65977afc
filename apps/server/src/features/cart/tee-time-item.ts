import { itemRatePortions, teeTimeItemPrice } from '@fairway/domain/cart/item-price';
import { mayBookRate, memberRatePortions, memberRatePrices } from '@fairway/domain/tee-times/member-rates';
import type { PromotionDefinition } from '@fairway/domain/tee-times/promotion';
import { isBookableTeeTime } from '@fairway/domain/tee-times/booking-window';
import { partyCapacity } from '@fairway/domain/tee-times/allowed-players';
import { DateTime } from 'luxon';
import type { TeeTimeItemExtra } from '@fairway/contract/cart.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { Database } from '../../db/client.ts';
import { memberCoursesOf } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { findFacilityRate } from './cart.repository.ts';
import { findEngineCourseRate } from './choice.repository.ts';
import type { DynamicPricingRuleRow } from '../tee-times/tee-times.public.ts';
import { type BookingEngineRow, courseSettings, type FacilityRow } from '../facilities/facilities.public.ts';

/** A partner or primary slot of a tee-time item (SPEC §3 slot roles). */
type ItemSlot = TeeTimeItemExtra['slots'][number];

/** The extra of a tee-time item as stored (the contract's shape; the repository parses it when it reads the item). */
export type TeeTimeExtra = TeeTimeItemExtra;

/** The facility, rate and validated facts a tee-time item is built from. */
export interface TeeTimeChoice {
  facility: FacilityRow;
  rate: NonNullable<Awaited<ReturnType<typeof findFacilityRate>>>;
  /** The course's dynamic pricing rule row as read with the rate (null: none saved; absent: not read). */
  rule?: DynamicPricingRuleRow | null;
}

/** The engine's facility and the facility's rate (and the course's pricing rule, one statement), or 404; a members' rate only for the course's members (403). */
export async function resolveChoice(
  db: Database,
  actor: { engine: BookingEngineRow; customerId: number | null },
  facilityId: number,
  rateId: number,
): Promise<TeeTimeChoice> {
  const found = await findEngineCourseRate(db, actor.engine.id, facilityId, rateId);
  if (!found) throw new DomainError('NOT_FOUND', 'Unknown facility');
  const { facility, rate, rule } = found;
  if (!rate) throw new DomainError('NOT_FOUND', 'Unknown rate');
  if (
    rate.audience === 'members' &&
    !mayBookRate(rate, facilityId, await memberCoursesOf(db, actor.engine, actor.customerId))
  ) {
    throw new DomainError('MEMBERS_ONLY_RATE', undefined, { rateId });
  }
  return { facility, rate, rule };
}

/**
 * Refuses a tee time that cannot be sold: outside the booking window, or outside the rate's
 * days and hours, or with a transportation the rate does not offer.
 */
export function assertSellable(
  choice: TeeTimeChoice,
  teetime: string,
  transportation: 'Cart' | 'Walking',
  now: Date,
  settings: FacilitySettings,
) {
  const start = DateTime.fromISO(teetime, { zone: choice.facility.timeZone });
  const minute = start.hour * 60 + start.minute;
  const { rate } = choice;
  const sellable =
    start.isValid &&
    isBookableTeeTime(teetime, now, choice.facility.timeZone, courseSettings(settings, choice.facility).inventory) &&
    rate.daysOfWeek.includes(start.weekday) &&
    minute >= rate.startMinute &&
    minute < rate.endMinute &&
    (rate.transportation === 'Both' || rate.transportation === transportation);
  if (!sellable) throw new DomainError('TEE_TIME_NOT_AVAILABLE');
}

/** Slots for a party: the primary slot and bookable partner slots, keeping named ones. */
function slotsFor(players: number, current: ItemSlot[], newId: () => string): ItemSlot[] {
  const kept = current.slice(0, players);
  while (kept.length < players)
    kept.push({ id: newId(), name: null, rateIndex: 0, customerId: null, isPrimary: kept.length === 0 });
  return kept;
}

/**
 * Builds a tee-time item's extra: the price with the promotion where its limits cover the rate
 * and tee time and it allows the party (else the standard price and the code dropped), split
 * when some of the party's slots are locked.
 * A members' rate prices the member (slot 1) and the guests apart, with no promotion.
 */
export function buildTeeTimeExtra(input: {
  choice: TeeTimeChoice;
  teetime: string;
  players: number;
  transportation: 'Cart' | 'Walking';
  lockedSlots: number;
  lockExpiresAt: Date | null;
  promotion: PromotionDefinition | null;
  previous?: TeeTimeExtra;
  holdExpiresAt: Date;
  newId: () => string;
}): { extra: TeeTimeExtra; promotionCode: string | null } {
  const { rate } = input.choice;
  const forMembers = rate.audience === 'members';
  const { price, standardPrice, promotionCode } = forMembers
    ? { ...priceOfMember(rate, input.transportation), promotionCode: null }
    : teeTimeItemPrice(
        rate,
        input.promotion,
        { facilityId: input.choice.facility.id, rateId: rate.id, teeTime: input.teetime },
        input.players,
        input.transportation,
      );
  const rates = forMembers
    ? memberRatePortions(rate, input.players, input.transportation, rate.transactionFee)
    : itemRatePortions(price, input.players, input.lockedSlots, rate.transactionFee);
  const lockedSlots = Math.min(Math.max(0, input.lockedSlots), input.players);
  const extra: TeeTimeExtra = {
    teetime: input.teetime,
    players: input.players,
    groupSize: partyCapacity(rate.isSimulator, rate.groupSize),
    price,
    standardPrice,
    transportation: input.transportation,
    rate: {
      holes: rate.holes,
      rateId: rate.id,
      rateSetId: rate.rateSetId,
      name: rate.name,
      transactionFees: rate.transactionFee,
      transportation: input.transportation,
      isSimulator: rate.isSimulator,
      duration: rate.durationMinutes,
      allowedPlayers: rate.allowedPlayers,
      membersOnly: forMembers,
    },
    rates,
    slots: slotsFor(input.players, input.previous?.slots ?? [], input.newId),
    productLineups: input.previous?.productLineups ?? [],
    lockedSlots,
    lockExpiresAt: lockedSlots > 0 && input.lockExpiresAt ? input.lockExpiresAt.toISOString() : null,
    termsAndConditions: input.previous?.termsAndConditions ?? null,
    teetimeNotes: input.previous?.teetimeNotes ?? null,
    reservationId: null,
    reservationStatusId: null,
    holdExpiresAt: input.holdExpiresAt.toISOString(),
  };
  return { extra, promotionCode };
}

function priceOfMember(rate: TeeTimeChoice['rate'], transportation: 'Cart' | 'Walking') {
  const { member } = memberRatePrices(rate, transportation);
  return { price: member, standardPrice: member };
}
