import {
  type AccountPaymentBody,
  type AccountPaymentResult,
  type BillingList,
  type BillingStatement,
  type CreditAccount,
  type CreditBook,
  type Loyalty,
  type ProCustomer,
  type ProLocation,
  type ProMembership,
  type ProOrderDetail,
  type ProOrders,
  type StatementHistory,
  accountPaymentResultSchema,
  billingListSchema,
  billingStatementSchema,
  creditAccountSchema,
  creditBooksResponseSchema,
  loyaltySchema,
  MAX_PAGE_SIZE,
  proCreditCardsSchema,
  proCustomerSchema,
  proGiftCertificatesSchema,
  proLocationsResponseSchema,
  proMembershipsResponseSchema,
  proOrderDetailSchema,
  proOrdersSchema,
  statementHistorySchema,
} from '@fairway/contract/pro-profile.contract';
import type { WalletCard } from '@fairway/contract/wallet.contract';
import type { z } from 'zod';
import { baseApi } from '../../../shared/api/base-api.ts';

/** A date range (local dates of the facility); absent: the server's default, the last 12 months. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

const query = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `profile/pro/${path}?${text}` : `profile/pro/${path}`;
};

/**
 * The pro profile's calls (SPEC §7 "Profile info"), under /api/profile/pro/… Only for a signed-in
 * non-guest: the screens mount behind SignedInOnly, so guests never call them (SPEC §6).
 */
export const proProfileApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ProAccount', 'Wallet', 'ProMembership'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProCustomer: build.query<ProCustomer, undefined>({
        query: () => 'profile/pro/customer',
        rawResponseSchema: proCustomerSchema,
        providesTags: ['ProAccount'],
      }),
      getProLocations: build.query<ProLocation[], undefined>({
        query: () => 'profile/pro/locations',
        rawResponseSchema: proLocationsResponseSchema,
        providesTags: ['ProAccount'],
      }),
      getProMemberships: build.query<ProMembership[], undefined>({
        query: () => 'profile/pro/memberships',
        rawResponseSchema: proMembershipsResponseSchema,
        providesTags: ['ProMembership'],
      }),
      getBillingList: build.query<BillingList, undefined>({
        query: () => query('memberships/billing-list', { pageIndex: 0, pageSize: MAX_PAGE_SIZE }),
        rawResponseSchema: billingListSchema,
        providesTags: ['ProMembership'],
      }),
      cancelProMembership: build.mutation<unknown, { id: string; gnFacilityId: number }>({
        query: ({ id, gnFacilityId }) => ({
          url: `memberships/${encodeURIComponent(id)}/cancel`,
          method: 'POST',
          body: { gnFacilityId },
        }),
        invalidatesTags: ['ProMembership'],
      }),
      getLoyalty: build.query<Loyalty, undefined>({
        query: () => 'profile/pro/loyalty',
        rawResponseSchema: loyaltySchema,
        providesTags: ['ProAccount'],
      }),
      getCreditBooks: build.query<CreditBook[], undefined>({
        query: () => 'profile/pro/credit-books',
        rawResponseSchema: creditBooksResponseSchema,
        providesTags: ['ProAccount'],
      }),
      getCreditAccount: build.query<CreditAccount, undefined>({
        query: () => 'profile/pro/credit-account',
        rawResponseSchema: creditAccountSchema,
        providesTags: ['ProAccount'],
      }),
      getBillingStatement: build.query<BillingStatement, DateRange>({
        query: (range) => query('billing-statement', { ...range }),
        rawResponseSchema: billingStatementSchema,
        providesTags: ['ProAccount'],
      }),
      getStatementHistory: build.query<StatementHistory, DateRange>({
        query: (range) => query('statement-history', { ...range, pageIndex: 0, pageSize: 60 }),
        rawResponseSchema: statementHistorySchema,
        providesTags: ['ProAccount'],
      }),
      getProOrders: build.query<ProOrders, DateRange>({
        query: (range) => query('orders', { ...range, pageIndex: 0, pageSize: 100 }),
        rawResponseSchema: proOrdersSchema,
        providesTags: ['ProAccount'],
      }),
      getProOrder: build.query<ProOrderDetail, string>({
        query: (id) => `profile/pro/orders/${encodeURIComponent(id)}`,
        rawResponseSchema: proOrderDetailSchema,
      }),
      getProGiftCertificates: build.query<z.infer<typeof proGiftCertificatesSchema>, undefined>({
        query: () => 'profile/pro/gift-certificates',
        rawResponseSchema: proGiftCertificatesSchema,
      }),
      // Tagged Wallet: adding or deleting a card in the wallet panel refreshes this list.
      getProCreditCards: build.query<WalletCard[], undefined>({
        query: () => 'profile/pro/credit-cards',
        rawResponseSchema: proCreditCardsSchema,
        providesTags: ['Wallet'],
      }),
      payAccount: build.mutation<AccountPaymentResult, { body: AccountPaymentBody; idempotencyKey: string }>({
        query: ({ body, idempotencyKey }) => ({
          url: 'profile/pro/credit-account/payments',
          method: 'POST',
          body,
          headers: { 'idempotency-key': idempotencyKey },
        }),
        rawResponseSchema: accountPaymentResultSchema,
        invalidatesTags: ['ProAccount'],
      }),
    }),
  });

export const {
  useGetProCustomerQuery,
  useGetProLocationsQuery,
  useGetProMembershipsQuery,
  useGetBillingListQuery,
  useCancelProMembershipMutation,
  useGetLoyaltyQuery,
  useGetCreditBooksQuery,
  useGetCreditAccountQuery,
  useGetBillingStatementQuery,
  useGetStatementHistoryQuery,
  useGetProOrdersQuery,
  useGetProOrderQuery,
  useGetProGiftCertificatesQuery,
  useGetProCreditCardsQuery,
  usePayAccountMutation,
} = proProfileApi;
