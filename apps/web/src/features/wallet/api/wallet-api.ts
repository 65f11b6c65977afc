import {
  type AddCard,
  type CardTokenResponse,
  type WalletCard,
  type WalletCardUpdate,
  cardTokenResponseSchema,
  walletCardSchema,
  walletListSchema,
} from '@fairway/contract/wallet.contract';
import { baseApi } from '../../../shared/api/base-api.ts';

/** Wallet endpoints (SPEC §7 Wallet and credit-card calls), only for a signed-in customer. */
const walletApi = baseApi.enhanceEndpoints({ addTagTypes: ['Wallet'] }).injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<WalletCard[], undefined>({
      query: () => 'wallet',
      rawResponseSchema: walletListSchema,
      providesTags: ['Wallet'],
    }),
    updateWalletCard: build.mutation<WalletCard, { id: string; body: WalletCardUpdate }>({
      query: ({ id, body }) => ({ url: `wallet/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      rawResponseSchema: walletCardSchema,
      invalidatesTags: ['Wallet'],
    }),
    deleteWalletCard: build.mutation<null, string>({
      query: (id) => ({ url: `wallet/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Wallet'],
    }),
    requestCardToken: build.mutation<CardTokenResponse, { originUrl: string }>({
      query: (body) => ({ url: 'profile/credit-cards/token', method: 'POST', body }),
      rawResponseSchema: cardTokenResponseSchema,
    }),
    addWalletCard: build.mutation<WalletCard, AddCard>({
      query: (body) => ({ url: 'profile/credit-cards', method: 'POST', body }),
      rawResponseSchema: walletCardSchema,
      invalidatesTags: ['Wallet'],
    }),
  }),
});

/** Hooks of the wallet endpoints. */
export const {
  useGetWalletQuery,
  useUpdateWalletCardMutation,
  useDeleteWalletCardMutation,
  useRequestCardTokenMutation,
  useAddWalletCardMutation,
} = walletApi;
