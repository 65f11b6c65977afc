import {
  IDEMPOTENCY_HEADER,
  cartInvoiceSchema,
  checkoutResultSchema,
  orderSchema,
  type CartInvoice,
  type CheckoutResult,
  type Order,
  type ProcessPaymentBody,
} from '@fairway/contract/checkout.contract';
import { checkGiftCodeResponseSchema } from '@fairway/contract/store.contract';
import { cardTokenResponseSchema, type CardTokenResponse } from '@fairway/contract/wallet.contract';
import type { z } from 'zod';
import { baseApi } from '../../../shared/api/base-api.ts';

/** A gift code's balance at this alias (POST /gift-certificates/check). */
export type GiftCodeBalance = z.infer<typeof checkGiftCodeResponseSchema>;

/** Checkout calls of SPEC §7 (invoice, payment token, gift code, process-payment, finalize, order, metadata). */
export const checkoutApi = baseApi.enhanceEndpoints({ addTagTypes: ['Cart', 'Order'] }).injectEndpoints({
  endpoints: (build) => ({
    createInvoice: build.mutation<CartInvoice, { cartId: string; memberFlow: boolean }>({
      query: ({ cartId, memberFlow }) => ({
        url: `shopping-cart/${cartId}/invoice`,
        method: 'POST',
        body: { memberFlow },
      }),
      rawResponseSchema: cartInvoiceSchema,
    }),
    requestPaymentToken: build.mutation<CardTokenResponse, { cartId: string; originUrl: string }>({
      query: ({ cartId, originUrl }) => ({
        url: `shopping-cart/${cartId}/payment-token`,
        method: 'POST',
        body: { originUrl },
      }),
      rawResponseSchema: cardTokenResponseSchema,
    }),
    checkGiftCode: build.mutation<GiftCodeBalance, { code: string }>({
      query: ({ code }) => ({ url: 'gift-certificates/check', method: 'POST', body: { code } }),
      rawResponseSchema: checkGiftCodeResponseSchema,
    }),
    // accept-language: the confirmation e-mail goes out in the golfer's language.
    processPayment: build.mutation<
      CheckoutResult,
      { cartId: string; idempotencyKey: string; body: ProcessPaymentBody; language: string }
    >({
      query: ({ cartId, idempotencyKey, body, language }) => ({
        url: `shopping-cart/${cartId}/process-payment`,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey, 'accept-language': language },
      }),
      rawResponseSchema: checkoutResultSchema,
    }),
    // Idempotent by payment on the server; the attempt's key belongs to process-payment's body only.
    finalizePayment: build.mutation<CheckoutResult, { cartId: string; paymentId: string }>({
      query: ({ cartId, paymentId }) => ({
        url: `shopping-cart/${cartId}/process-payment/finalize`,
        method: 'POST',
        body: { paymentId },
      }),
      rawResponseSchema: checkoutResultSchema,
    }),
    getOrder: build.query<Order, string>({
      query: (orderId) => `orders/${encodeURIComponent(orderId)}`,
      rawResponseSchema: orderSchema,
      providesTags: ['Order'],
    }),
    putCartMetadata: build.mutation<unknown, { cartId: string; googleRWGToken: string }>({
      query: ({ cartId, googleRWGToken }) => ({
        url: `shopping-cart/${cartId}/metadata`,
        method: 'PUT',
        body: { googleRWGToken },
      }),
    }),
  }),
});

/** Refetches the cart everywhere (the cart feature's query provides the shared 'Cart' tag). */
export const invalidateCart = () => checkoutApi.util.invalidateTags(['Cart']);

/** Hooks of the checkout endpoints. */
export const {
  useCreateInvoiceMutation,
  useRequestPaymentTokenMutation,
  useCheckGiftCodeMutation,
  useProcessPaymentMutation,
  useFinalizePaymentMutation,
  useGetOrderQuery,
} = checkoutApi;
