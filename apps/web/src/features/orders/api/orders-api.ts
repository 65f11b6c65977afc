import { orderListSchema, orderSchema, type Order } from '@fairway/contract/checkout.contract';
import { baseApi } from '../../../shared/api/base-api.ts';

/** Orders a page of the Orders screen asks for (the server allows up to ORDERS_PAGE_SIZE_MAX). */
export const ORDERS_PAGE_SIZE = 25;

/** GET /orders and GET /orders/{id} (SPEC §7), only for a signed-in non-guest. */
const ordersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of ORDERS_PAGE_SIZE orders older than `before` (the previous page's last orderId). */
    getOrders: build.query<Order[], { before?: string }>({
      query: ({ before }) => ({ url: 'orders', params: { limit: ORDERS_PAGE_SIZE, ...(before ? { before } : {}) } }),
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
