import {
  cartSchema,
  productLineItemsResponseSchema,
  type AddCartItemBody,
  type Cart,
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
} = cartApi;
