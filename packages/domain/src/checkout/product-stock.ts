// What a cart takes from the courses' product stock. A product leaves stock in two
// ways: as a featured product (its own cart item, usually a tee time's child) and as an add-on
// line of a tee time (its product lineup). Both count against the same inventory.

/** The fields of a cart item the stock rules read. */
export interface StockCartItem {
  id: string;
  type: string;
  parentId: string | null;
  extra: unknown;
}

/** One product's quantity taken by a cart (or a reservation). */
export interface ProductQuantity {
  productId: number;
  quantity: number;
}

/** A product a cart wants, with the cart item to name when it has too few left (the first item that asks for it). */
export interface ProductWanted extends ProductQuantity {
  cartItemId: string;
}

/** A product's stock as stored. */
export interface ProductStockFacts {
  inventory: number | null;
  isUnlimited: boolean;
  isActive: boolean;
}

function positiveInteger(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The products one cart item takes: a featured product's quantity, or a tee time's add-on lines. */
export function productsOfItem(item: StockCartItem): ProductQuantity[] {
  const extra = (item.extra ?? {}) as { productId?: unknown; quantity?: unknown; productLineups?: unknown };
  if (item.type === 'featured-product') {
    // A featured product's quantity defaults to 1 (as its invoice line does).
    const productId = positiveInteger(extra.productId);
    const quantity = extra.quantity === undefined ? 1 : positiveInteger(extra.quantity);
    return productId > 0 && quantity > 0 ? [{ productId, quantity }] : [];
  }
  if (item.type === 'tee-time' && Array.isArray(extra.productLineups)) {
    return (extra.productLineups as { id?: unknown; quantity?: unknown }[]).flatMap((line) => {
      const productId = positiveInteger(line.id);
      const quantity = positiveInteger(line.quantity);
      return productId > 0 && quantity > 0 ? [{ productId, quantity }] : [];
    });
  }
  return [];
}

/**
 * What the cart takes from stock, one entry per product in product-id order (the order in which
 * checkouts lock the product rows, so two checkouts never wait on each other in a circle). An
 * add-on line is blamed on its tee time's item (the line lives on it), a featured product on itself.
 */
export function productsWanted(items: readonly StockCartItem[]): ProductWanted[] {
  const wanted = new Map<number, ProductWanted>();
  for (const item of items) {
    for (const { productId, quantity } of productsOfItem(item)) {
      const previous = wanted.get(productId);
      wanted.set(productId, {
        productId,
        quantity: (previous?.quantity ?? 0) + quantity,
        cartItemId: previous?.cartItemId ?? item.id,
      });
    }
  }
  return [...wanted.values()].sort((a, b) => a.productId - b.productId);
}

/** Sums quantities per product (product-id order). */
export function sumByProduct(lines: readonly ProductQuantity[]): ProductQuantity[] {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.productId, (sums.get(line.productId) ?? 0) + line.quantity);
  return [...sums].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);
}

/**
 * Whether `quantity` can be sold now: an unlimited product always (SPEC §9: its inventory is not
 * counted); a product taken off sale or gone never; otherwise while its inventory covers it.
 */
export function canSell(stock: ProductStockFacts | undefined, quantity: number): boolean {
  if (!stock || !stock.isActive) return false;
  return stock.isUnlimited || (stock.inventory ?? 0) >= quantity;
}

/** The first wanted product its stock cannot cover, or null when all can be sold. */
export function firstShortProduct(
  wanted: readonly ProductWanted[],
  stock: ReadonlyMap<number, ProductStockFacts>,
): ProductWanted | null {
  return wanted.find((entry) => !canSell(stock.get(entry.productId), entry.quantity)) ?? null;
}
