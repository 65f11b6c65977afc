import { firstShortProduct, productsWanted, type StockCartItem } from '@fairway/domain/checkout/product-stock';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { productStockOf } from '../cart/cart.public.ts';

/**
 * Refuses a payment whose cart wants more of a product (its featured products and its tee times'
 * add-ons together) than is left, before any card is authorised: PRODUCT_SOLD_OUT with
 * the item marked processed_failure (SPEC §4), the add-on's tee time or the featured product. The
 * booking's conditional update stays the guarantee when checkouts race; a cart without products
 * reads nothing.
 */
export async function requireProductsInStock(db: Database, items: readonly StockCartItem[]): Promise<void> {
  const wanted = productsWanted(items);
  if (wanted.length === 0) return;
  const short = firstShortProduct(
    wanted,
    await productStockOf(
      db,
      wanted.map((entry) => entry.productId),
    ),
  );
  if (!short) return;
  const message = new DomainError('PRODUCT_SOLD_OUT').message;
  throw new DomainError('PRODUCT_SOLD_OUT', message, {
    items: [{ cartItemId: short.cartItemId, marker: 'processed_failure', error: message }],
  });
}
