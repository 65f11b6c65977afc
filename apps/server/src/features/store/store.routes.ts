import type { CurrencyCode } from '@fairway/domain/facilities/feature-areas';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import {
  cancelMembershipBodySchema,
  cancelMembershipParamsSchema,
  checkGiftCodeBodySchema,
  checkGiftCodeResponseSchema,
  giftCertificatesResponseSchema,
  membershipPlansResponseSchema,
  profileMembershipSchema,
  profileMembershipsQuerySchema,
  profileMembershipsResponseSchema,
  storeCatalogueQuerySchema,
  storeProductsResponseSchema,
} from '@fairway/contract/store.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { customerTokenOf, findCustomerAuth, requireCustomer } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { findGiftTender } from './gift-tender.ts';
import type { Database } from '../../db/client.ts';
import { createMailer } from '../mail/mail.public.ts';
import { registerStoreJobs } from './store-jobs.ts';
import {
  cancelMembership,
  giftCertificates,
  membershipCatalogue,
  profileMemberships,
  storeProducts,
} from './store.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['store'];
const headers = tenantHeadersSchema;

/** Store calls of SPEC §7 (under /api): catalogue, the golfer's memberships and gift certificates. */
/** Gift-code checks one client may make per minute: enough for a golfer's typos, too few to guess codes (ASVS 6.3.1). */
const GIFT_CODE_CHECKS_PER_MINUTE = 30;

/** What the store area is registered with (app.ts). */
export interface StoreRoutesOptions {
  /** SMTP_URL: with it the outbox is queued for delivery, without it kept for /dev/outbox. */
  smtpUrl: string | undefined;
}

export const storeRoutes: FastifyPluginAsyncZod<StoreRoutesOptions> = async (app, { smtpUrl }) => {
  // The billing job mails outside a transaction; a gift certificate's delivery in the one marking it delivered.
  const mailerFor = (db: Database) => createMailer(smtpUrl, db);
  // Only on the gift-code check (global: false), per client IP.
  await app.register(rateLimit, { global: false });
  const giftCodeLimiter = app.createRateLimit({ max: GIFT_CODE_CHECKS_PER_MINUTE, timeWindow: 60_000 });
  const limitGiftCodeChecks = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await giftCodeLimiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new DomainError('RATE_LIMITED', 'Too many gift certificate checks. Please wait a minute and try again.');
    }
  };

  registerStoreJobs(app, mailerFor(app.db), mailerFor);

  app.get(
    '/memberships',
    {
      schema: {
        tags,
        summary: "The alias's membership plans, priced by the server (no sign-in)",
        headers,
        querystring: storeCatalogueQuerySchema,
        response: { 200: membershipPlansResponseSchema, ...errors },
      },
    },
    async (request) => membershipCatalogue(app.db, tenantOf(request), request.query.facilityIds),
  );

  app.get(
    '/gift-certificates',
    {
      schema: {
        tags,
        summary:
          "Gift-certificate options of the alias's facilities, and the signed-in golfer's certificates with balances",
        headers,
        querystring: storeCatalogueQuerySchema,
        response: { 200: giftCertificatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const token = customerTokenOf(request, engine);
      const auth = token ? await findCustomerAuth(app, engine, token) : null;
      return giftCertificates(app.db, engine, auth?.customer ?? null, request.query.facilityIds);
    },
  );

  app.post(
    '/gift-certificates/check',
    {
      schema: {
        tags,
        summary:
          "A gift-certificate code's balance before paying with it (a delivered certificate of one of the alias's facilities; 422 GIFT_CODE_INVALID otherwise)",
        headers,
        body: checkGiftCodeBodySchema,
        response: { 200: checkGiftCodeResponseSchema, ...errors, 429: errorResponseSchema },
      },
      onRequest: limitGiftCodeChecks,
    },
    async (request) => {
      const tender = await findGiftTender(app.db, tenantOf(request), request.body.code);
      if (!tender) throw new DomainError('GIFT_CODE_INVALID');
      return {
        balance: tender.balance,
        currencyCode: tender.currencyCode as CurrencyCode,
        facilityId: tender.facilityId,
      };
    },
  );

  app.get(
    '/store/products',
    {
      schema: {
        tags,
        summary: "Featured products of the alias's facilities",
        headers,
        querystring: storeCatalogueQuerySchema,
        response: { 200: storeProductsResponseSchema, ...errors },
      },
    },
    async (request) => storeProducts(app.db, tenantOf(request), request.query.facilityIds),
  );

  app.get(
    '/v2/profile/memberships',
    {
      schema: {
        tags,
        summary: "The signed-in golfer's memberships",
        headers,
        querystring: profileMembershipsQuerySchema,
        response: { 200: profileMembershipsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const auth = await requireCustomer(app, request, reply, engine);
      return profileMemberships(app.db, engine, auth.customer, app.accounts.now(), request.query.gnFacilityIds);
    },
  );

  app.post(
    '/memberships/:id/cancel',
    {
      schema: {
        tags,
        summary: "Cancels the golfer's membership when the settings allow it",
        headers,
        params: cancelMembershipParamsSchema,
        body: cancelMembershipBodySchema,
        response: { 200: profileMembershipSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const auth = await requireCustomer(app, request, reply, engine);
      return cancelMembership(
        app.db,
        engine,
        auth.customer,
        request.params.id,
        request.body.gnFacilityId,
        app.accounts.now(),
      );
    },
  );
};
