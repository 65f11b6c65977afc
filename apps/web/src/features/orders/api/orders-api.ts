import { orderListSchema, orderSchema, type Order } from '@fairway/contract/checkout.contract';
import { baseApi } from '../../../shared/api/base-api.ts';

/** GET /orders and GET /orders/{id} (SPEC §7), only for a signed-in non-guest. */
const ordersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], undefined>({
      query: () => 'orders',
      rawResponseSchema: orderListSchema,
      providesTags: ['Order'],
    }),
    getOrderDetail: build.query<Order, string>({
      query: (id) => `orders/${encodeURIComponent(id)}`,
      rawResponseSchema: orderSchema,
      providesTags: ['Order'],
    }),
  }),
});

/** Hooks of the order endpoints. */
export const { useGetOrdersQuery, useGetOrderDetailQuery } = ordersApi;
