import { randomUUID } from 'node:crypto';
import { isPromotionActive, type PromotionDefinition } from '@fairway/domain/tee-times/promotion';
import { withDynamicFees } from '@fairway/domain/tee-times/dynamic-pricing';
import type { Database } from '../../db/client.ts';
import { dynamicPricingOn, findPromotion, promotionDefinitionOf } from '../tee-times/tee-times.public.ts';
import { type CartActor, holdUntil, settingsOf } from './cart-access.ts';
import { assertSellable, buildTeeTimeExtra, type TeeTimeChoice, type TeeTimeExtra } from './tee-time-item.ts';
import type { HoldWrite } from './hold.repository.ts';
import { holdItemParty } from './tee-time-hold.ts';

/**
 * The promotion of a code when it exists on the engine and is valid on the tee time's local date;
 * its limits (rates, courses, days, times) are applied where the item is priced.
 */
async function activePromotion(
  db: Database,
  engineId: number,
  code: string,
  localDate: string,
): Promise<PromotionDefinition | null> {
  const row = await findPromotion(db, engineId, code);
  if (!row || !isPromotionActive(row.validFrom, row.validTo, localDate)) return null;
  return promotionDefinitionOf(row);
}

/** What a tee-time item becomes after an add or a change. */
export interface TeeTimeItemChange {
  cartId: string;
  itemId: string;
  facilityId: number;
  choice: TeeTimeChoice;
  teetime: string;
  players: number;
  transportation: 'Cart' | 'Walking';
  /** The code the item carries (null: none, or dropped earlier). */
  promotionCode: string | null;
  previous?: TeeTimeExtra;
}

/**
 * Checks the tee time can be sold, holds the party's slots (the cart's own lock carries its
 * locked slots) and prices the item: the course's dynamic price of the day when its rule is on,
 * with the promotion when its limits cover the rate and tee time and it allows the party, else the
 * standard price with the code dropped (SPEC §5).
 */
export async function holdAndPriceItem(
  tx: Database,
  actor: CartActor,
  change: TeeTimeItemChange,
  options: { deferHoldWrite?: boolean } = {},
): Promise<{ extra: TeeTimeExtra; promotionCode: string | null; pendingHold?: HoldWrite }> {
  const settings = settingsOf(actor.engine);
  const { rate } = change.choice;
  assertSellable(change.choice, change.teetime, change.transportation, actor.now, settings);
  await actor.releaseGate?.(tx, {
    engine: actor.engine,
    facility: change.choice.facility,
    teeTime: change.teetime,
    customerId: actor.customerId,
    cartId: change.cartId,
    itemId: change.itemId,
    ticket: actor.releaseTicket ?? null,
    now: actor.now,
  });
  const holdExpiresAt = holdUntil(actor.now);
  const hold = await holdItemParty(tx, {
    cartId: change.cartId,
    itemId: change.itemId,
    facilityId: change.facilityId,
    teeTime: change.teetime,
    players: change.players,
    now: actor.now,
    expiresAt: holdExpiresAt,
    isSimulator: rate.isSimulator,
    singlesMode: settings.inventory.singlesMode,
    rateAllowedPlayers: rate.allowedPlayers,
    ...(options.deferHoldWrite ? { deferWrite: true } : {}),
  });
  const promotion = change.promotionCode
    ? await activePromotion(tx, actor.engine.id, change.promotionCode, change.teetime.slice(0, 10))
    : null;
  // The course's dynamic price of the day, as search computed it (bookings only: this hold does
  // not move it); the item keeps it while the hold lives and checkout charges what the item says.
  const date = change.teetime.slice(0, 10);
  const dynamic = await dynamicPricingOn(tx, {
    facility: change.choice.facility,
    settings,
    date,
    now: actor.now,
    ...(change.choice.rule !== undefined ? { ruleRow: change.choice.rule } : {}),
  });
  const priced = buildTeeTimeExtra({
    choice: dynamic ? { ...change.choice, rate: withDynamicFees(rate, dynamic.rule, dynamic.facts) } : change.choice,
    teetime: change.teetime,
    players: change.players,
    transportation: change.transportation,
    lockedSlots: hold.lockedSlots,
    lockExpiresAt: hold.lockExpiresAt,
    promotion,
    ...(change.previous ? { previous: change.previous } : {}),
    holdExpiresAt,
    newId: randomUUID,
  });
  return hold.pending ? { ...priced, pendingHold: hold.pending } : priced;
}
