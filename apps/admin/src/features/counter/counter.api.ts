import {
  type CounterCatalogue,
  counterCatalogueSchema,
  type CounterSalePreview,
  type CounterSalePreviewRequest,
  counterSalePreviewSchema,
  type CounterSaleReceipt,
  counterSaleReceiptSchema,
  type CounterSaleRequest,
  type GiftCertificateBalance,
  giftCertificateBalanceSchema,
} from '@fairway/contract/admin-counter-sales.contract';
import { type GolferSearchResponse, golferSearchResponseSchema } from '@fairway/contract/admin-golfers.contract';
import { consoleApi } from '../../app/console-api.ts';

/**
 * The Counter: what it sells (with stock), a sale priced by the server before it is taken, the
 * sale (with the screen's Idempotency-Key, so a retried click sells once), the golfer lookup
 * (the Golfers screen's search) and a gift certificate's balance. A sale refreshes the catalogue
 * (stock) and any balance shown.
 */
const counterApi = consoleApi.enhanceEndpoints({ addTagTypes: ['CounterCatalogue', 'GiftBalance'] }).injectEndpoints({
  endpoints: (build) => ({
    counterCatalogue: build.query<CounterCatalogue, undefined>({
      query: () => '/api/admin/counter-sales/catalogue',
      responseSchema: counterCatalogueSchema,
      providesTags: ['CounterCatalogue'],
    }),
    counterSalePreview: build.query<CounterSalePreview, CounterSalePreviewRequest>({
      query: (body) => ({ url: '/api/admin/counter-sales/preview', method: 'POST', body }),
      responseSchema: counterSalePreviewSchema,
      providesTags: ['CounterCatalogue'],
    }),
    sellAtCounter: build.mutation<CounterSaleReceipt, { body: CounterSaleRequest; key: string }>({
      query: ({ body, key }) => ({
        url: '/api/admin/counter-sales',
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
      responseSchema: counterSaleReceiptSchema,
      invalidatesTags: ['CounterCatalogue', 'GiftBalance'],
    }),
    counterGolferLookup: build.query<GolferSearchResponse, string>({
      query: (q) => `/api/admin/golfers?${new URLSearchParams({ q })}`,
      responseSchema: golferSearchResponseSchema,
    }),
    giftCertificateBalance: build.query<GiftCertificateBalance, string>({
      query: (code) => `/api/admin/gift-certificates/${encodeURIComponent(code)}`,
      responseSchema: giftCertificateBalanceSchema,
      providesTags: ['GiftBalance'],
    }),
  }),
});

export const {
  useCounterCatalogueQuery,
  useCounterSalePreviewQuery,
  useSellAtCounterMutation,
  useCounterGolferLookupQuery,
  useGiftCertificateBalanceQuery,
} = counterApi;
