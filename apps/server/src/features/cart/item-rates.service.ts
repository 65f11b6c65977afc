import type { ItemRateChoice } from '@fairway/contract/cart.contract';
import { canPriceItem } from '@fairway/domain/cart/rate-choices';
import { withDynamicFees } from '@fairway/domain/tee-times/dynamic-pricing';
import { mayBookRate } from '@fairway/domain/tee-times/member-rates';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { memberCoursesOf } from '../session/session.public.ts';
import { dynamicPricingOn } from '../tee-times/tee-times.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { findFacilityOfBookingEngine } from '../facilities/facilities.public.ts';
import { type CartActor, ownedCart, settingsOf } from './cart-access.ts';
import { listFacilityRates, listItems } from './cart.repository.ts';

/**
 * GET …/cart-item/{itemId}/rates: the facility's rates that can price the tee-time item as it
 * is (its day and time in the facility's zone, transportation and party size), the current
 * one included, at the course's dynamic price of the day. Read from the rates themselves, so a
 * tee time the cart holds in full (and that the search therefore no longer lists) still offers
 * its rates. Members' rates only to the course's members.
 */
export async function itemRateChoices(
  db: Database,
  actor: CartActor,
  cartId: string,
  itemId: string,
): Promise<ItemRateChoice[]> {
  const cart = await ownedCart(db, actor, cartId);
  const item = (await listItems(db, cart.id)).find((candidate) => candidate.id === itemId);
  if (!item) throw new DomainError('NOT_FOUND', 'Cart item not found');
  if (item.type !== 'tee-time' || item.facilityId === null)
    throw new DomainError('BAD_REQUEST', 'Only tee-time items have rates');
  const facility = await findFacilityOfBookingEngine(db, actor.engine.id, item.facilityId);
  if (!facility) throw new DomainError('NOT_FOUND', 'Unknown facility');
  const { extra } = item;
  const start = DateTime.fromISO(extra.teetime, { zone: facility.timeZone });
  const target = {
    weekday: start.weekday,
    minute: start.hour * 60 + start.minute,
    players: extra.players,
    transportation: extra.transportation,
    isSimulator: extra.rate.isSimulator,
  };
  const memberFacilityIds = await memberCoursesOf(db, actor.engine, actor.customerId);
  // Offered at the course's dynamic price of the day, the price choosing one would hold.
  const dynamic = await dynamicPricingOn(db, {
    facility,
    settings: settingsOf(actor.engine),
    date: extra.teetime.slice(0, 10),
    now: actor.now,
  });
  return (await listFacilityRates(db, item.facilityId))
    .map((row) => (dynamic ? withDynamicFees(row.rate, dynamic.rule, dynamic.facts) : row.rate))
    .filter(
      (rate) =>
        rate.id === extra.rate.rateId ||
        (canPriceItem(rate, target) && mayBookRate(rate, facility.id, memberFacilityIds)),
    )
    .map((rate) => ({
      rateId: rate.id,
      name: rate.name,
      holes: rate.holes,
      greenFeeCart: rate.greenFeeCart,
      greenFeeWalking: rate.greenFeeWalking,
      transactionFees: rate.transactionFee,
      transportation: rate.transportation,
    }));
}
