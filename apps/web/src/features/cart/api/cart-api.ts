import {
  cartSchema,
  itemRateChoicesResponseSchema,
  putLockResponseSchema,
  productLineItemsResponseSchema,
  type AddCartItemBody,
  type Cart,
  type ItemRateChoice,
  type ProductItem,
  type UpdateCartItemBody,
} from '@fairway/contract/cart.contract';
import { baseApi } from '../../../shared/api/base-api.ts';

/** Cart calls of SPEC §7, validated by the contract. */
export const cartApi = baseApi.enhanceEndpoints({ addTagTypes: ['Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    createCart: build.mutation<Cart, Record<string, never>>({
      query: () => ({ url: 'shopping-cart', method: 'POST', body: {}}),
      rawResponseSchema: cartSchema,
    }),
    getCart: build.query<Cart, string>({
      query: (id) => `shopping-cart/${id}`,
      rawResponseSchema: cartSchema,
      providesTags: ['Cart'],
    }),
    addCartItem: build.mutation<Cart, { cartId: string; body: AddCartItemBody }>({
      query: ({ cartId, body }) => ({ url: `shopping-cart/${cartId}/cart-item`, method: 'POST', body}),
      rawResponseSchema: cartSchema,
      invalidatesTags: ['Cart'],
    }),
    updateCartItem: build.mutation<Cart, { cartId: string; itemId: string; body: UpdateCartItemBody }>({
      query: ({ cartId, itemId, body }) => ({ url: `shopping-cart/${cartId}/cart-item/${itemId}`, method: 'PATCH', body}),
      rawResponseSchema: cartSchema,
      invalidatesTags: ['Cart'],
    }),
    deleteCartItem: build.mutation<Cart, { cartId: string; itemId: string }>({
      query: ({ cartId, itemId }) => ({
        url: `shopping-cart/${cartId}/cart-item/${itemId}`,
        method: 'DELETE',
        params: { removeChildren: 'true', eventType: 'deleted' },
      }),
      rawResponseSchema: cartSchema,
      invalidatesTags: ['Cart'],
    }),
    addCartSlot: build.mutation<Cart, { cartId: string; itemId: string; name: string }>({
      query: ({ cartId, itemId, name }) => ({ url: `shopping-cart/${cartId}/cart-item/${itemId}/slot`, method: 'POST', body: name ? { name } : {} }),
      rawResponseSchema: cartSchema,
      invalidatesTags: ['Cart'],
    }),
    removeCartSlot: build.mutation<Cart, { cartId: string; itemId: string; slotId: string }>({
      query: ({ cartId, itemId, slotId }) => ({ url: `shopping-cart/${cartId}/cart-item/${itemId}/slot/${slotId}`, method: 'DELETE' }),
      rawResponseSchema: cartSchema,
      invalidatesTags: ['Cart'],
    }),
    putTeeTimeLock: build.mutation<unknown, { facilityId: number; teetime: string; slots: number; cartId: string }>({
      query: ({ facilityId, ...body }) => ({ url: `course/${facilityId}/tee-time/lock`, method: 'PUT', body }),
      rawResponseSchema: putLockResponseSchema,
      invalidatesTags: ['Cart'],
    }),
    deleteTeeTimeLock: build.mutation<null, { facilityId: number; teetime: string; cartId: string }>({
      query: ({ facilityId, ...body }) => ({ url: `course/${facilityId}/tee-time/lock`, method: 'DELETE', body }),
      invalidatesTags: ['Cart'],
    }),
    /** The rates a tee-time item can switch to as it is. */
    getItemRates: build.query<ItemRateChoice[], { cartId: string; itemId: string }>({
      query: ({ cartId, itemId }) => `shopping-cart/${cartId}/cart-item/${itemId}/rates`,
      rawResponseSchema: itemRateChoicesResponseSchema,
      providesTags: ['Cart'],
    }),
    getProductLineItems: build.query<ProductItem[], number[]>({
      query: (facilityIds) => ({ url: 'product-line-items', params: facilityIds.length ? { facilityIds: facilityIds.join(',') } : {} }),
      rawResponseSchema: productLineItemsResponseSchema,
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
  useLazyGetCartQuery,
} = cartApi;
