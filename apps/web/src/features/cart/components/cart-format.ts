import type { CartItem } from '@fairway/contract/cart.contract';

/** The fields of a tee-time item's extra the screens read. */
export interface TeeTimeItemView {
  teetime: string;
  players: number;
  price: number;
  transportation: 'Cart' | 'Walking';
  rate: { name: string; allowedPlayers: number[]; isSimulator: boolean; transactionFees: number };
  productLineups: { id: number; name: string; price: number; quantity: number; clientId: string; categoryId: 1 | 2 | 3 }[];
}

/** A tee-time item's extra, typed. */
export function teeTimeView(item: CartItem): TeeTimeItemView {
  return item.extra as unknown as TeeTimeItemView;
}

/** A local `YYYY-MM-DDTHH:mm` as the golfer reads it (the facility's wall clock, no zone shift). */
export function formatLocalTeeTime(teetime: string, locale: string): string {
  const date = new Date(`${teetime}:00Z`);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
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
