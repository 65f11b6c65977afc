// A payment charges only what the golfer still holds. A tee-time item's party is held
// by two rows: the cart's lock on the tee time carries `lockedSlots` of it until `lockExpiresAt`
// (an alert offer's hold is such a lock, for the whole party), and the item's own hold carries
// the rest until `holdExpiresAt` (renewed whenever the item changes). Once either lapses, those
// slots are back on sale: the item is shown as lapsed, left out of the invoice and not booked,
// until the golfer holds it again.

/** The fields of a tee-time item's extra that say what it holds. */
export interface ItemHoldFacts {
  players: number;
  lockedSlots?: number | null;
  lockExpiresAt?: string | null;
  /** Absent on items stored before it was: their hold is taken as live. */
  holdExpiresAt?: string | null;
}

const liveAt = (expiresAt: string | null | undefined, now: number) => {
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isFinite(at) && at > now;
};

/** How many of the item's players are held at `now` (ms since the epoch). */
export function heldPlayers(facts: ItemHoldFacts, now: number): number {
  const players = Math.max(0, facts.players);
  const locked = Math.min(Math.max(0, facts.lockedSlots ?? 0), players);
  const byLock = locked > 0 && liveAt(facts.lockExpiresAt, now) ? locked : 0;
  const byItem =
    players - locked > 0 && (facts.holdExpiresAt == null || liveAt(facts.holdExpiresAt, now)) ? players - locked : 0;
  return byLock + byItem;
}

/** Whether part of the item's party is no longer held at `now` (ms): not payable until held again. */
export function isHoldLapsed(facts: ItemHoldFacts, now: number): boolean {
  return heldPlayers(facts, now) < Math.max(0, facts.players);
}

/** The fields of a cart item the lapse rule reads. */
export interface HoldCartItem {
  id: string;
  type: string;
  parentId: string | null;
  extra: unknown;
}

/** Whether a cart item is a tee time whose hold lapsed at `now` (ms). */
export function isLapsedItem(item: HoldCartItem, now: number): boolean {
  return item.type === 'tee-time' && isHoldLapsed(item.extra as ItemHoldFacts, now);
}

/** The cart's items without its lapsed tee times and their children (what a payment may charge). */
export function heldItems<T extends HoldCartItem>(items: readonly T[], now: number): T[] {
  const lapsed = new Set(items.filter((item) => isLapsedItem(item, now)).map((item) => item.id));
  if (lapsed.size === 0) return [...items];
  return items.filter((item) => !lapsed.has(item.id) && !(item.parentId !== null && lapsed.has(item.parentId)));
}
