import type {
  AddCartItemBody,
  Cart,
  ItemPartySizes,
  ItemRateChoice,
  ProductItem,
  UpdateCartItemBody,
} from '@fairway/contract/cart.contract';
import type { CartInvoicePreview } from '@fairway/contract/checkout.contract';
import { baseApi } from '../../../shared/api/base-api.ts';

/** Cart calls of SPEC §7; the server checks their answers against the contract (see base-api.ts). */
const cartApi = baseApi.enhanceEndpoints({ addTagTypes: ['Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    createCart: build.mutation<Cart, Record<string, never>>({
      query: () => ({ url: 'shopping-cart', method: 'POST', body: {} }),
    }),
    getCart: build.query<Cart, string>({
      query: (id) => `shopping-cart/${id}`,
      providesTags: ['Cart'],
    }),
    addCartItem: build.mutation<Cart, { cartId: string; body: AddCartItemBody }>({
      query: ({ cartId, body }) => ({ url: `shopping-cart/${cartId}/cart-item`, method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    updateCartItem: build.mutation<Cart, { cartId: string; itemId: string; body: UpdateCartItemBody }>({
      query: ({ cartId, itemId, body }) => ({
        url: `shopping-cart/${cartId}/cart-item/${itemId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Cart'],
    }),
    deleteCartItem: build.mutation<Cart, { cartId: string; itemId: string }>({
      query: ({ cartId, itemId }) => ({
        url: `shopping-cart/${cartId}/cart-item/${itemId}`,
        method: 'DELETE',
        params: { removeChildren: 'true', eventType: 'deleted' },
      }),
      invalidatesTags: ['Cart'],
    }),
    addCartSlot: build.mutation<Cart, { cartId: string; itemId: string; name: string }>({
      query: ({ cartId, itemId, name }) => ({
        url: `shopping-cart/${cartId}/cart-item/${itemId}/slot`,
        method: 'POST',
        body: name ? { name } : {},
      }),
      invalidatesTags: ['Cart'],
    }),
    removeCartSlot: build.mutation<Cart, { cartId: string; itemId: string; slotId: string }>({
      query: ({ cartId, itemId, slotId }) => ({
        url: `shopping-cart/${cartId}/cart-item/${itemId}/slot/${slotId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Cart'],
    }),
    putTeeTimeLock: build.mutation<unknown, { facilityId: number; teetime: string; slots: number; cartId: string }>({
      query: ({ facilityId, ...body }) => ({ url: `course/${facilityId}/tee-time/lock`, method: 'PUT', body }),
      invalidatesTags: ['Cart'],
    }),
    deleteTeeTimeLock: build.mutation<null, { facilityId: number; teetime: string; cartId: string }>({
      query: ({ facilityId, ...body }) => ({ url: `course/${facilityId}/tee-time/lock`, method: 'DELETE', body }),
      invalidatesTags: ['Cart'],
    }),
    /** The rates a tee-time item can switch to as it is. */
    getItemRates: build.query<ItemRateChoice[], { cartId: string; itemId: string }>({
      query: ({ cartId, itemId }) => `shopping-cart/${cartId}/cart-item/${itemId}/rates`,
      providesTags: ['Cart'],
    }),
    /** The party sizes a tee-time item can change to (SPEC §5 allowed players). */
    getItemPartySizes: build.query<ItemPartySizes, { cartId: string; itemId: string }>({
      query: ({ cartId, itemId }) => `shopping-cart/${cartId}/cart-item/${itemId}/party-sizes`,
      providesTags: ['Cart'],
    }),
    /**
     * What the invoice will say: each item's lines, the summary's groups, the totals.
     * `held` names the items held now, so a hold lapsing asks again (the server then leaves it out).
     */
    getInvoicePreview: build.query<CartInvoicePreview, { cartId: string; held: string }>({
      query: ({ cartId }) => `shopping-cart/${cartId}/invoice-preview`,
      providesTags: ['Cart'],
    }),
    getProductLineItems: build.query<ProductItem[], number[]>({
      query: (facilityIds) => ({
        url: 'product-line-items',
        params: facilityIds.length ? { facilityIds: facilityIds.join(',') } : {},
      }),
      keepUnusedDataFor: 600,
    }),
  }),
});

/** Hooks of the cart endpoints. */
export const {
  useCreateCartMutation,
  useGetCartQuery,
  useAddCartItemMutation,
  useUpdateCartItemMutation,
  useDeleteCartItemMutation,
  useGetProductLineItemsQuery,
  useAddCartSlotMutation,
  useRemoveCartSlotMutation,
  usePutTeeTimeLockMutation,
  useDeleteTeeTimeLockMutation,
  useGetItemRatesQuery,
  useGetItemPartySizesQuery,
  useGetInvoicePreviewQuery,
  useLazyGetCartQuery,
} = cartApi;
