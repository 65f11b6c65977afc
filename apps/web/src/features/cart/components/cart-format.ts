import type { CartItem } from '@fairway/contract/cart.contract';
import { heldItems, isLapsedItem } from '@fairway/domain/cart/item-hold';
import type { InvoiceLine } from '@fairway/contract/checkout.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { spansSeveralZones } from '@fairway/domain/facilities/time-zones';
import type { TFunction } from 'i18next';
import { formatWallClock } from '../../../shared/format/wall-clock.ts';
import { formatZonedInstant } from '../../../shared/format/zoned-tee-time.ts';
import { hasProductLabel } from '../../../shared/i18n/invoice-line-label.ts';

/** A slot of a tee-time item (SPEC §3 slot roles). */
interface ItemSlotView {
  id: string;
  name: string | null;
  customerId: string | null;
  isPrimary: boolean;
}

/** One priced portion of a tee-time item: the locked players' or the rest of the party's. */
interface ItemPortionView {
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
  rate: {
    rateId?: number;
    name: string;
    allowedPlayers: number[];
    isSimulator: boolean;
    transactionFees: number;
    holes?: number;
  };
  rates?: ItemPortionView[];
  slots?: ItemSlotView[];
  lockedSlots?: number;
  lockExpiresAt?: string | null;
  /** When the item's own hold (the players its cart lock does not carry) lapses. */
  holdExpiresAt?: string | null;
  productLineups: {
    id: number;
    name: string;
    price: number;
    quantity: number;
    clientId: string;
    categoryId: 1 | 2 | 3;
  }[];
}

/** A tee-time item's extra, typed. */
export function teeTimeView(item: CartItem): TeeTimeItemView {
  return item.extra as unknown as TeeTimeItemView;
}

/** Whether the item's lock still holds at `now` (ms). */
export function isHoldActive(view: TeeTimeItemView, now: number): boolean {
  return Boolean(view.lockExpiresAt && (view.lockedSlots ?? 0) > 0 && Date.parse(view.lockExpiresAt) > now);
}

/** Whether a tee-time item's hold lapsed at `now` (ms): shown as lapsed, and not paid for until it is held again. */
export function isItemLapsed(item: CartItem, now: number): boolean {
  return isLapsedItem(item, now);
}

/** The items a payment would charge at `now` (ms): the cart's without its lapsed tee times and their children. */
export function payableItems(items: readonly CartItem[], now: number): CartItem[] {
  return heldItems(items, now);
}

/** Whole minutes and seconds left, as m:ss (rounded down, so a fresh 10-minute hold never reads 10:01). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A local `YYYY-MM-DDTHH:mm` as the golfer reads it (the facility's wall clock, no zone shift). */
export function formatLocalTeeTime(teetime: string, locale: string): string {
  return formatWallClock(teetime, locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * A cart item's tee time: with its zone ("3:30 PM MST") when `timeZone` is given, i.e. when the
 * engine's courses lie in more than one zone, else the plain wall clock.
 */
export function formatItemTeeTime(teetime: string, locale: string, timeZone: string | null): string {
  // formatZonedInstant reads a local time without an offset in the zone it is given.
  return timeZone ? formatZonedInstant(teetime, timeZone, locale) : formatLocalTeeTime(teetime, locale);
}

/** The zone a cart names beside its tee times: the course's, when the engine's courses span several zones; else none. */
export function itemZoneOf(facility: Facility | undefined, facilities: readonly Facility[]): string | null {
  return facility && spansSeveralZones(facilities) ? facility.timeZone : null;
}

/**
 * An invoice line's label in the golfer's language: a SPEC §9 product label by its kind, any other
 * line (a plan's or product's name) as the facility wrote it. The words are the cart's own
 * (`cart.lines`, in the first load with the cart panel), not checkout's (loaded with its screen).
 */
export function lineLabel(t: TFunction, line: Pick<InvoiceLine, 'kind' | 'label'>): string {
  return hasProductLabel(line.kind) ? t(`cart.lines.${line.kind}`) : line.label;
}

/** What a store or product item is called in the cart, and what is said under its name (never its type's code). */
export function storeItemName(t: TFunction, item: CartItem): { name: string; detail: string | null } {
  const extra = item.extra as { name?: unknown; quantity?: unknown; recipientName?: unknown };
  const named = typeof extra.name === 'string' ? extra.name : null;
  switch (item.type) {
    case 'membership':
      return { name: named ?? t('cart.kinds.membership'), detail: t('cart.kinds.membership') };
    case 'gift-certificate':
      return {
        name: t('cart.lines.gift-certificate'),
        detail:
          typeof extra.recipientName === 'string' && extra.recipientName
            ? t('cart.giftFor', { name: extra.recipientName })
            : null,
      };
    default: {
      const quantity = typeof extra.quantity === 'number' && extra.quantity > 1 ? ` × ${extra.quantity}` : '';
      return { name: `${named ?? t('cart.kinds.product')}${quantity}`, detail: t('cart.kinds.product') };
    }
  }
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
