import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import {
  adminGiftOptionsSchema,
  adminMembershipPlanSchema,
  giftOptionsInputSchema,
  giftOptionsParamsSchema,
  adminProductSchema,
  createProductRequestSchema,
  productInputSchema,
  productParamsSchema,
  createMembershipPlanRequestSchema,
  membershipPlanInputSchema,
  membershipPlanParamsSchema,
  storeCatalogueResponseSchema,
} from '@fairway/contract/admin-store.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireStaff } from './staff-session.service.ts';
import {
  createMembershipPlan,
  createProduct,
  editGiftOptions,
  editMembershipPlan,
  editProduct,
  storeCatalogue,
  type StoreCatalogueContext,
} from './store-catalogue.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/** The store catalogue under /api/admin/store, permission `store:manage`. */
export const storeCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest): Promise<StoreCatalogueContext> => {
    const engine = tenantOf(request);
    const auth = await requireStaff(app, request, engine, 'store:manage');
    return { app, engine, auth, now: app.accounts.now(), client: request.ip };
  };

  app.get(
    '/admin/store/catalogue',
    {
      schema: {
        tags,
        summary:
          "The store catalogue of the alias's courses: membership plans, featured products and each course's gift-certificate options, inactive ones included (prices in cents)",
        headers: staffHeadersSchema,
        response: { 200: storeCatalogueResponseSchema, ...errors },
      },
    },
    async (request) => storeCatalogue(app, (await signedIn(request)).engine),
  );

  app.post(
    '/admin/store/memberships',
    {
      schema: {
        tags,
        summary: "Adds a membership plan to one of the alias's courses; golfers' store sells it at once when active",
        headers: staffHeadersSchema,
        body: createMembershipPlanRequestSchema,
        response: { 200: adminMembershipPlanSchema, ...errors },
      },
    },
    async (request) => createMembershipPlan(await signedIn(request), request.body),
  );

  app.put(
    '/admin/store/memberships/:id',
    {
      schema: {
        tags,
        summary:
          "Edits one of the alias's membership plans (name, description, price, initiation fee, terms, active); golfers' store shows it at once",
        headers: staffHeadersSchema,
        params: membershipPlanParamsSchema,
        body: membershipPlanInputSchema,
        response: { 200: adminMembershipPlanSchema, ...errors },
      },
    },
    async (request) => editMembershipPlan(await signedIn(request), request.params.id, request.body),
  );

  app.post(
    '/admin/store/products',
    {
      schema: {
        tags,
        summary:
          "Adds a featured product to one of the alias's courses (name, lineup category, price, stock, brand, active)",
        headers: staffHeadersSchema,
        body: createProductRequestSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => createProduct(await signedIn(request), request.body),
  );

  app.put(
    '/admin/store/products/:id',
    {
      schema: {
        tags,
        summary:
          "Edits one of the alias's featured products; an inactive product leaves golfers' lists and carts at once",
        headers: staffHeadersSchema,
        params: productParamsSchema,
        body: productInputSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => editProduct(await signedIn(request), request.params.id, request.body),
  );

  app.put(
    '/admin/store/gift-certificates/:facilityId',
    {
      schema: {
        tags,
        summary:
          "Replaces a course's gift-certificate amounts and custom range (cents); none of either takes gift certificates off sale there",
        headers: staffHeadersSchema,
        params: giftOptionsParamsSchema,
        body: giftOptionsInputSchema,
        response: { 200: adminGiftOptionsSchema, ...errors },
      },
    },
    async (request) => editGiftOptions(await signedIn(request), request.params.facilityId, request.body),
  );
};
