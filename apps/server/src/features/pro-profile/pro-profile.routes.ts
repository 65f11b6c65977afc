import { IDEMPOTENCY_HEADER } from '@fairway/contract/checkout.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import {
  accountPaymentBodySchema,
  accountPaymentResultSchema,
  billingListSchema,
  billingStatementSchema,
  creditAccountSchema,
  creditBooksResponseSchema,
  loyaltySchema,
  MAX_PAGE_SIZE,
  proCreditCardsSchema,
  proCustomerSchema,
  proFacilityQuerySchema,
  proGiftCertificatesSchema,
  proLocationsResponseSchema,
  proMembershipsResponseSchema,
  proOrderDetailSchema,
  proOrderParamsSchema,
  proOrdersSchema,
  proPagedQuerySchema,
  proPagedRangeQuerySchema,
  proRangeQuerySchema,
  statementHistorySchema,
} from '@fairway/contract/pro-profile.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { ProSection } from '@fairway/domain/pro-profile/pro-sections';
import { defaultOrdersRange } from '@fairway/domain/pro-profile/statements';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireCustomer } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { savedCardsOf } from '../wallet/wallet.public.ts';
import { payAccount } from './account-payments.ts';
import { proContext, requireFlag } from './pro-access.ts';
import {
  billingStatement,
  loyalty,
  proGiftCertificates,
  proOrderDetail,
  proOrders,
  rangeOf,
  statementHistory,
} from './pro-history.service.ts';
import {
  billingList,
  creditAccount,
  proCreditBooks,
  proCustomer,
  proLocations,
  proMemberships,
} from './pro-profile.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['pro-profile'];
const headers = tenantHeadersSchema;
const paymentHeaders = tenantHeadersSchema.extend({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .max(255)
    .optional()
    .describe(
      'Required: a replay with the same key returns the first answer and charges once; another body with it is a 422',
    ),
});

/**
 * The pro profile of SPEC §7 "Profile info" under /api/profile/pro/…: 401 without a golfer's
 * session (guests included), 403 FORBIDDEN when proProfile (or the section's flag) is
 * off, 404 NOT_FOUND without a member record at the alias. See README.md.
 */
export const proProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.accounts.now();
  async function contextOf(request: FastifyRequest, reply: FastifyReply, section: ProSection, gnFacilityId?: number) {
    const engine = tenantOf(request);
    const auth = await requireCustomer(app, request, reply, engine);
    return proContext(app.db, engine, auth.customer, section, gnFacilityId);
  }
  const get = (path: string, summary: string, querystring: z.ZodType, response: z.ZodType) => ({
    path: `/profile/pro/${path}`,
    options: { schema: { tags, summary, headers, querystring, response: { 200: response, ...errors } } },
  });

  const customer = get(
    'customer',
    "The golfer's member record and the pro sections shown",
    proFacilityQuerySchema,
    proCustomerSchema,
  );
  app.get(customer.path, customer.options, async (request, reply) =>
    proCustomer(app.db, await contextOf(request, reply, 'profile')),
  );

  const locations = get(
    'locations',
    "The member's facilities that carry a balance",
    proFacilityQuerySchema,
    proLocationsResponseSchema,
  );
  app.get(locations.path, locations.options, async (request, reply) =>
    proLocations(app.db, await contextOf(request, reply, 'locations')),
  );

  app.get(
    '/profile/pro/memberships',
    {
      schema: {
        tags,
        summary: "The member's memberships at the facility",
        headers,
        querystring: proFacilityQuerySchema,
        response: { 200: proMembershipsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      proMemberships(app.db, await contextOf(request, reply, 'memberships', request.query.gnFacilityId), now()),
  );

  app.get(
    '/profile/pro/memberships/billing-list',
    {
      schema: {
        tags,
        summary: `Membership instalments (pageIndex 0 and pageSize ${MAX_PAGE_SIZE} by default); needs membershipsDisplay.billingDetails`,
        headers,
        querystring: proPagedQuerySchema.extend({
          pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
        }),
        response: { 200: billingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request, reply, 'memberships', request.query.gnFacilityId);
      requireFlag(ctx.settings.membershipsDisplay.billingDetails);
      return billingList(app.db, ctx, request.query.pageIndex, request.query.pageSize);
    },
  );

  app.get(
    '/profile/pro/loyalty',
    {
      schema: {
        tags,
        summary: 'Loyalty points earned per booking and purchase',
        headers,
        querystring: proFacilityQuerySchema,
        response: { 200: loyaltySchema, ...errors },
      },
    },
    async (request, reply) => loyalty(app.db, await contextOf(request, reply, 'loyalty', request.query.gnFacilityId)),
  );

  app.get(
    '/profile/pro/credit-books',
    {
      schema: {
        tags,
        summary: 'Prepaid credit books and what bookings used of them',
        headers,
        querystring: proFacilityQuerySchema,
        response: { 200: creditBooksResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      proCreditBooks(app.db, await contextOf(request, reply, 'credit-books', request.query.gnFacilityId)),
  );

  app.get(
    '/profile/pro/credit-account',
    {
      schema: {
        tags,
        summary: "The member's credit account at the facility",
        headers,
        querystring: proFacilityQuerySchema,
        response: { 200: creditAccountSchema, ...errors },
      },
    },
    async (request, reply) =>
      creditAccount(app.db, await contextOf(request, reply, 'billing', request.query.gnFacilityId)),
  );

  app.get(
    '/profile/pro/billing-statement',
    {
      schema: {
        tags,
        summary: 'The credit account statement of a date range (default: the last 12 months)',
        headers,
        querystring: proRangeQuerySchema,
        response: { 200: billingStatementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request, reply, 'statements', request.query.gnFacilityId);
      return billingStatement(app.db, ctx, rangeOf(ctx, request.query, now()));
    },
  );

  app.get(
    '/profile/pro/statement-history',
    {
      schema: {
        tags,
        summary: 'Monthly statements of a date range, newest first',
        headers,
        querystring: proPagedRangeQuerySchema,
        response: { 200: statementHistorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request, reply, 'statements', request.query.gnFacilityId);
      return statementHistory(
        app.db,
        ctx,
        rangeOf(ctx, request.query, now()),
        request.query.pageIndex,
        request.query.pageSize,
      );
    },
  );

  app.get(
    '/profile/pro/orders',
    {
      schema: {
        tags,
        summary:
          'Closed orders of the member at the facility in a date range (default: the last 90 days), with the range listed',
        headers,
        querystring: proPagedRangeQuerySchema,
        response: { 200: proOrdersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request, reply, 'orders', request.query.gnFacilityId);
      return proOrders(
        app.db,
        ctx,
        rangeOf(ctx, request.query, now(), defaultOrdersRange),
        request.query.pageIndex,
        request.query.pageSize,
      );
    },
  );

  app.get(
    '/profile/pro/orders/:id',
    {
      schema: {
        tags,
        summary: 'One closed order of the member',
        headers,
        params: proOrderParamsSchema,
        querystring: proFacilityQuerySchema,
        response: { 200: proOrderDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      proOrderDetail(app.db, await contextOf(request, reply, 'orders', request.query.gnFacilityId), request.params.id),
  );

  app.get(
    '/profile/pro/gift-certificates',
    {
      schema: {
        tags,
        summary: 'Gift certificates the member bought or received at the facility',
        headers,
        querystring: proFacilityQuerySchema,
        response: { 200: proGiftCertificatesSchema, ...errors },
      },
    },
    async (request, reply) =>
      proGiftCertificates(app.db, await contextOf(request, reply, 'profile', request.query.gnFacilityId)),
  );

  app.get(
    '/profile/pro/credit-cards',
    {
      schema: {
        tags,
        summary: 'Saved cards for billing (billingDisplay.viewCreditCards)',
        headers,
        querystring: proFacilityQuerySchema,
        response: { 200: proCreditCardsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request, reply, 'billing', request.query.gnFacilityId);
      requireFlag(ctx.settings.billingDisplay.viewCreditCards);
      return savedCardsOf(app.db, ctx.customer.id);
    },
  );

  app.post(
    '/profile/pro/credit-account/payments',
    {
      schema: {
        tags,
        summary:
          'Pays the account balance (payAccountBalance) or an amount up to it (creditAccountPayment) with a saved card; Idempotency-Key required',
        headers: paymentHeaders,
        body: accountPaymentBodySchema,
        response: { 200: accountPaymentResultSchema, ...errors, 402: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      const ctx = await contextOf(request, reply, 'billing', request.body.gnFacilityId);
      if (typeof key !== 'string' || key.trim() === '')
        throw new DomainError('BAD_REQUEST', 'An Idempotency-Key header of 1 to 255 characters is required');
      return payAccount(app, ctx, request.body, key.trim(), now());
    },
  );
};
