import type { RateInvoiceResponse } from '@fairway/contract/tee-times.contract';
import { withDynamicFees } from '@fairway/domain/tee-times/dynamic-pricing';
import { localToday } from '@fairway/domain/tee-times/local-date';
import { mayBookRate, memberRatePrices } from '@fairway/domain/tee-times/member-rates';
import { applyPromotion, isPromotionActive, priceForPlayers } from '@fairway/domain/tee-times/promotion';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { dynamicPricingOn } from './dynamic-pricing.ts';
import { findPromotion, promotionDefinitionOf } from './promotions.repository.ts';
import { findRate } from './tee-times.repository.ts';
import { type BookingEngineRow, engineSettings } from '../facilities/facilities.public.ts';
import { selectFacilities } from './tee-times.service.ts';

/** A band's first start minute as local `HH:mm`. */
const firstTeeTimeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** What GET /tee-times/rate/{rateId}/invoice asks for. */
export interface RateInvoiceQuery {
  rateId: number;
  gncFacilityId: number;
  players: number;
  transportation: 'Cart' | 'Walking';
  promotionCode?: string | undefined;
  date?: string | undefined;
  teetime?: string | undefined;
}

/**
 * A price preview of a rate for a party: green fees and the convenience fee per player, with
 * the promotion when its limits cover the rate and tee time and it allows that many players
 * (else the standard price, code dropped). A members' rate is unknown (404) to anyone but the
 * course's members, and shows the member's and the guests' fees ("Member", "Member Guest")
 * without promotion.
 */
export async function rateInvoice(
  db: Database,
  engine: BookingEngineRow,
  query: RateInvoiceQuery,
  now: Date,
  memberFacilityIds: readonly number[] = [],
): Promise<RateInvoiceResponse> {
  const [facility] = await selectFacilities(db, engine, [query.gncFacilityId]);
  if (!facility) throw new DomainError('NOT_FOUND', `Unknown facility ${query.gncFacilityId}`);
  const baseRate = await findRate(db, query.rateId);
  if (!baseRate || baseRate.facilityId !== facility.id || !mayBookRate(baseRate, facility.id, memberFacilityIds)) {
    throw new DomainError('NOT_FOUND', `Unknown rate ${query.rateId}`);
  }
  if (!baseRate.allowedPlayers.includes(query.players)) {
    throw new DomainError('BAD_REQUEST', `This rate is not sold for ${query.players} players`, {
      allowedPlayers: baseRate.allowedPlayers,
    });
  }
  if (baseRate.transportation !== 'Both' && baseRate.transportation !== query.transportation) {
    throw new DomainError('BAD_REQUEST', `This rate is sold with ${baseRate.transportation} only`);
  }
  // The course's dynamic price on the date (today without one), as search shows it.
  const date = query.teetime?.slice(0, 10) ?? query.date ?? localToday(now, facility.timeZone);
  const dynamic = await dynamicPricingOn(db, { facility, settings: engineSettings(engine), date, now });
  const rate = dynamic ? withDynamicFees(baseRate, dynamic.rule, dynamic.facts) : baseRate;

  let promotion = null;
  if (query.promotionCode && rate.audience === 'public') {
    const row = await findPromotion(db, engine.id, query.promotionCode);
    if (row && isPromotionActive(row.validFrom, row.validTo, date)) {
      // Without a tee time, the rate's first one of the date stands for it (a time window then reads the band's start).
      const teeTime = query.teetime ?? `${date}T${firstTeeTimeOf(rate.startMinute)}`;
      promotion = applyPromotion(rate, promotionDefinitionOf(row), {
        facilityId: facility.id,
        rateId: rate.id,
        teeTime,
      });
    }
  }
  const { price, promotionCode } = priceForPlayers({ ...rate, promotion }, query.players, query.transportation);
  const items = [{ label: 'Green Fees', quantity: query.players, unitPrice: price, total: price * query.players }];
  if (rate.audience === 'members') {
    const fees = memberRatePrices(rate, query.transportation);
    items.splice(0, 1, { label: 'Member', quantity: 1, unitPrice: fees.member, total: fees.member });
    if (query.players > 1)
      items.push({
        label: 'Member Guest',
        quantity: query.players - 1,
        unitPrice: fees.guest,
        total: fees.guest * (query.players - 1),
      });
  }
  if (rate.transactionFee > 0) {
    items.push({
      label: 'Convenience Fee',
      quantity: query.players,
      unitPrice: rate.transactionFee,
      total: rate.transactionFee * query.players,
    });
  }
  const subTotal = items.reduce((sum, item) => sum + item.total, 0);
  const money = (value: number) => ({ value, currencyCode: facility.currencyCode });
  return {
    rateId: rate.id,
    rateName: rate.name,
    facilityId: facility.id,
    playerCount: query.players,
    transportation: query.transportation,
    promotionCode,
    items,
    subTotal: money(subTotal),
    totalTaxes: money(0),
    grandTotal: money(subTotal),
  };
}
