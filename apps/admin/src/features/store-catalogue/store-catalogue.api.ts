import {
  type AdminGiftOptions,
  type AdminMembershipPlan,
  type AdminProduct,
  adminGiftOptionsSchema,
  adminMembershipPlanSchema,
  adminProductSchema,
  type CreateMembershipPlanRequest,
  type CreateProductRequest,
  type GiftOptionsInput,
  type MembershipPlanInput,
  type ProductInput,
  type StoreCatalogueResponse,
  storeCatalogueResponseSchema,
} from '@fairway/contract/admin-store.contract';
import { consoleApi } from '../../app/console-api.ts';

type Catalogue = StoreCatalogueResponse;
/** Where a saved item goes in the catalogue. */
type Place<Saved> = (catalogue: Catalogue, saved: Saved) => void;

/** Puts `item` in place of the entry `same` finds, or adds it. */
function upsert<Item>(entries: Item[], item: Item, same: (entry: Item) => boolean) {
  const index = entries.findIndex(same);
  if (index === -1) entries.push(item);
  else entries[index] = item;
}
const placePlan: Place<AdminMembershipPlan> = (catalogue, plan) =>
  upsert(catalogue.memberships, plan, (entry) => entry.id === plan.id);
const placeProduct: Place<AdminProduct> = (catalogue, product) =>
  upsert(catalogue.products, product, (entry) => entry.id === product.id);
const placeGiftOptions: Place<AdminGiftOptions> = (catalogue, options) =>
  upsert(catalogue.giftCertificates, options, (entry) => entry.facilityId === options.facilityId);

/**
 * The store catalogue (`store:manage`): one read of everything. A write shows its saved item in
 * the catalogue as soon as it answers (the screen says "saved" over the new figures), and its
 * tag refreshes the whole catalogue after.
 */
const storeCatalogueApi = consoleApi.enhanceEndpoints({ addTagTypes: ['StoreCatalogue'] }).injectEndpoints({
  endpoints: (build) => ({
    storeCatalogue: build.query<StoreCatalogueResponse, undefined>({
      query: () => '/api/admin/store/catalogue',
      responseSchema: storeCatalogueResponseSchema,
      providesTags: ['StoreCatalogue'],
    }),
    createMembershipPlan: build.mutation<AdminMembershipPlan, CreateMembershipPlanRequest>({
      query: (body) => ({ url: '/api/admin/store/memberships', method: 'POST', body }),
      responseSchema: adminMembershipPlanSchema,
      onQueryStarted: (_arg, api) => showSaved(api, placePlan),
      invalidatesTags: ['StoreCatalogue'],
    }),
    updateMembershipPlan: build.mutation<AdminMembershipPlan, { id: number; body: MembershipPlanInput }>({
      query: ({ id, body }) => ({ url: `/api/admin/store/memberships/${id}`, method: 'PUT', body }),
      responseSchema: adminMembershipPlanSchema,
      onQueryStarted: (_arg, api) => showSaved(api, placePlan),
      invalidatesTags: ['StoreCatalogue'],
    }),
    createProduct: build.mutation<AdminProduct, CreateProductRequest>({
      query: (body) => ({ url: '/api/admin/store/products', method: 'POST', body }),
      responseSchema: adminProductSchema,
      onQueryStarted: (_arg, api) => showSaved(api, placeProduct),
      invalidatesTags: ['StoreCatalogue'],
    }),
    updateProduct: build.mutation<AdminProduct, { id: number; body: ProductInput }>({
      query: ({ id, body }) => ({ url: `/api/admin/store/products/${id}`, method: 'PUT', body }),
      responseSchema: adminProductSchema,
      onQueryStarted: (_arg, api) => showSaved(api, placeProduct),
      invalidatesTags: ['StoreCatalogue'],
    }),
    updateGiftOptions: build.mutation<AdminGiftOptions, { facilityId: number; body: GiftOptionsInput }>({
      query: ({ facilityId, body }) => ({
        url: `/api/admin/store/gift-certificates/${facilityId}`,
        method: 'PUT',
        body,
      }),
      responseSchema: adminGiftOptionsSchema,
      onQueryStarted: (_arg, api) => showSaved(api, placeGiftOptions),
      invalidatesTags: ['StoreCatalogue'],
    }),
  }),
});

/** Once a write answers, puts its saved item in the cached catalogue. */
async function showSaved<Saved>(
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Saved }> },
  place: Place<Saved>,
) {
  const saved = await queryFulfilled.then(
    (answer) => answer.data,
    () => null,
  );
  if (saved !== null)
    dispatch(storeCatalogueApi.util.updateQueryData('storeCatalogue', undefined, (draft) => place(draft, saved)));
}

export const {
  useStoreCatalogueQuery,
  useCreateMembershipPlanMutation,
  useUpdateMembershipPlanMutation,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUpdateGiftOptionsMutation,
} = storeCatalogueApi;
