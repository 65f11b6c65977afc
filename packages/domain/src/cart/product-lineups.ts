/** Product categories (SPEC §3/§9): 1 range balls, 2 sleeve of balls, 3 rental clubs. */
type ProductCategoryId = 1 | 2 | 3;

/** Inventory assumed for an unlimited product (SPEC §9). */
const FALLBACK_UNLIMITED_INVENTORY = 10000;

/** The spec's words when a lineup change changes nothing (SPEC §4). */
export const NO_CHANGES_MESSAGE = 'No changes detected...';

/** One add-on line of a tee-time item (SPEC §3 product lineup entry). */
export interface ProductLineupEntry {
  id: number;
  name: string;
  price: number;
  quantity: number;
  clientId: string;
  categoryId: ProductCategoryId;
}

/** The stock facts of a product item that the change rules read. */
export interface ProductStock {
  inventory: number | null;
  isUnlimited: boolean;
}

/** The inventory a quantity is checked against: unlimited (or unknown) counts as 10000. */
export function effectiveInventory(stock: ProductStock): number {
  return stock.isUnlimited || stock.inventory === null ? FALLBACK_UNLIMITED_INVENTORY : stock.inventory;
}

/** A quantity above the inventory falls back to 1 (SPEC §5). */
export function clampQuantity(quantity: number, stock: ProductStock): number {
  return quantity > effectiveInventory(stock) ? 1 : quantity;
}

/** The result of a lineup change: the new lines, or "No changes detected..." with nothing to save. */
export type LineupChangeResult = { changed: true; lineups: ProductLineupEntry[] } | { changed: false; message: string };

/**
 * Applies one change to an item's lineups (SPEC §4): quantity 0 removes the client's line; an
 * existing line of the same client is changed (switching product or category resets the
 * quantity to 1 when the old quantity exceeds the new inventory, unless unlimited); otherwise
 * a line is added. A quantity above inventory falls back to 1. No difference → not changed.
 */
export function applyLineupChange(
  current: readonly ProductLineupEntry[],
  change: ProductLineupEntry,
  stock: ProductStock,
): LineupChangeResult {
  const index = current.findIndex((line) => line.clientId === change.clientId);
  const old = current[index];
  let next: ProductLineupEntry[];
  if (change.quantity <= 0) {
    next = old === undefined ? [...current] : current.filter((_, at) => at !== index);
  } else if (old === undefined) {
    next = [...current, { ...change, quantity: clampQuantity(change.quantity, stock) }];
  } else {
    const switched = old.id !== change.id || old.categoryId !== change.categoryId;
    let quantity = clampQuantity(change.quantity, stock);
    if (switched && !stock.isUnlimited && old.quantity > effectiveInventory(stock)) quantity = 1;
    next = current.map((line, at) => (at === index ? { ...change, quantity } : line));
  }
  if (sameLineups(current, next)) return { changed: false, message: NO_CHANGES_MESSAGE };
  return { changed: true, lineups: next };
}

function sameLineups(a: readonly ProductLineupEntry[], b: readonly ProductLineupEntry[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((line, at) => {
    const other = b[at];
    return (
      other !== undefined &&
      line.id === other.id &&
      line.clientId === other.clientId &&
      line.categoryId === other.categoryId &&
      line.quantity === other.quantity &&
      line.price === other.price &&
      line.name === other.name
    );
  });
}
