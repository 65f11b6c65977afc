import type { CartItem } from '@fairway/contract/cart.contract';
import { heldItems, isLapsedItem } from '@fairway/domain/cart/item-hold';
import { formatWallClock } from '../../../shared/format/wall-clock.ts';

/** A slot of a tee-time item (SPEC §3 slot roles). */
export interface ItemSlotView {
  id: string;
  name: string | null;
  customerId: string | null;
  isPrimary: boolean;
}

/** One priced portion of a tee-time item: the locked players' or the rest of the party's. */
export interface ItemPortionView {
  index: number;
  price: number;
  transactionFees: number;
  isPrimary: boolean;
  players: number;
}

/** The fields of a tee-time item's extra the screens read. */
export interface TeeTimeItemView {
  teetime: string;
  players: number;
  groupSize?: number;
  price: number;
  standardPrice?: number;
  transportation: 'Cart' | 'Walking';
  rate: { rateId?: number; name: string; allowedPlayers: number[]; isSimulator: boolean; transactionFees: number; holes?: number };
  rates?: ItemPortionView[];
  slots?: ItemSlotView[];
  lockedSlots?: number;
  lockExpiresAt?: string | null;
  /** When the item's own hold (the players its cart lock does not carry) lapses. */
  holdExpiresAt?: string | null;
  productLineups: { id: number; name: string; price: number; quantity: number; clientId: string; categoryId: 1 | 2 | 3 }[];
}

/** A tee-time item's extra, typed. */
export function teeTimeView(item: CartItem): TeeTimeItemView {
  return item.extra as unknown as TeeTimeItemView;
}

/** Whether the item's lock still holds at `now` (ms). */
export function isHoldActive(view: TeeTimeItemView, now: number): boolean {
  return Boolean(view.lockExpiresAt && (view.lockedSlots ?? 0) > 0 && Date.parse(view.lockExpiresAt) > now);
}

/** Whether a tee-time item's hold lapsed at `now` (ms): shown as lapsed, and not paid for until it is held again (issue #45). */
export function isItemLapsed(item: CartItem, now: number): boolean {
  return isLapsedItem(item, now);
}

/** The items a payment would charge at `now` (ms): the cart's without its lapsed tee times and their children. */
export function payableItems(items: readonly CartItem[], now: number): CartItem[] {
  return heldItems(items, now);
}

/** An item's money (cents): green fees, convenience fees and add-ons. */
export function itemAmounts(item: CartItem): { greenFees: number; fees: number; addOns: number } {
  if (item.type === 'tee-time') {
    const view = teeTimeView(item);
    return {
      greenFees: view.price * view.players,
      fees: view.rate.transactionFees * view.players,
      addOns: view.productLineups.reduce((sum, line) => sum + line.price * line.quantity, 0),
    };
  }
  const extra = item.extra as { price?: number; quantity?: number; value?: number; paymentPlan?: { price: number; initiationFee: number } };
  const amount = extra.paymentPlan
    ? extra.paymentPlan.price + extra.paymentPlan.initiationFee
    : extra.value !== undefined
      ? extra.value
      : (extra.price ?? 0) * (extra.quantity ?? 1);
  return { greenFees: 0, fees: 0, addOns: amount };
}

/** Whole minutes and seconds left, as m:ss (rounded down, so a fresh 10-minute hold never reads 10:01). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A local `YYYY-MM-DDTHH:mm` as the golfer reads it (the facility's wall clock, no zone shift). */
export function formatLocalTeeTime(teetime: string, locale: string): string {
  return formatWallClock(teetime, locale, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Items grouped by facility in first-seen order; children follow their parent's group. */
export function groupByFacility(items: CartItem[]): { facilityId: number | null; items: CartItem[] }[] {
  const groups = new Map<number | null, CartItem[]>();
  for (const item of items) {
    const list = groups.get(item.facilityId) ?? [];
    list.push(item);
    groups.set(item.facilityId, list);
  }
  return [...groups].map(([facilityId, list]) => ({ facilityId, items: list }));
}
