import type { Cart } from '@fairway/contract/cart.contract';
import type { CartInvoicePreview } from '@fairway/contract/checkout.contract';
import { useGetInvoicePreviewQuery } from '../api/cart-api.ts';
import { payableItems } from '../components/cart-format.ts';
import { useNow } from './use-now.ts';

/** One item's lines and amounts as the invoice will show them. */
export type ItemPreview = CartInvoicePreview['items'][number];

/**
 * What the cart's invoice will say, from the server (GET …/invoice-preview): every
 * amount the cart shows comes from here, none is added up in the browser. Asked again after each
 * cart change (the Cart tag) and when a tee time's hold lapses (the server then leaves it out).
 */
export function useInvoicePreview(cart: Cart | undefined) {
  const now = useNow(Boolean(cart?.items.length), 5000);
  const held = cart
    ? payableItems(cart.items, now)
        .map((item) => item.id)
        .join(',')
    : '';
  const query = useGetInvoicePreviewQuery(
    { cartId: cart?.cartId ?? '', held },
    { skip: !cart || cart.items.length === 0 },
  );
  const preview = query.isError ? undefined : query.data;
  return {
    preview,
    itemPreview: (itemId: string): ItemPreview | undefined =>
      preview?.items.find((entry) => entry.cartItemId === itemId),
    unavailable: query.isError,
  };
}
