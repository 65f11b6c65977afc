import {
  counterCatalogueSchema,
  counterSalePreviewRequestSchema,
  counterSalePreviewSchema,
  counterSaleReceiptSchema,
  counterSaleRequestSchema,
  giftCertificateBalanceSchema,
  giftCertificateCodeParamsSchema,
} from '@fairway/contract/admin-counter-sales.contract';
import { staffHeadersSchema, staffIdempotentHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { counterCatalogue } from './counter-catalogue.ts';
import { giftCertificateBalance, previewCounterSale, sellAtCounter } from './counter-sales.service.ts';
import { requireStaff } from './staff-session.service.ts';
import type { StaffMailerFor } from './tee-sheet-operations.service.ts';

// Walk-up sales at the counter: what the counter sells, a sale priced before it is taken, the sale
// itself, and a gift certificate's balance. Every role may (permission `counter:sell`): selling at
// the counter is the pro shop's work, like taking payment at the desk.

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['admin'];

/** GET /api/admin/counter-sales/catalogue, POST /api/admin/counter-sales{,/preview}, GET /api/admin/gift-certificates/{code}; see README.md. */
export const counterSalesRoutes: FastifyPluginAsyncZod<{ mailerFor: StaffMailerFor }> = async (app, { mailerFor }) => {
  app.get(
    '/admin/counter-sales/catalogue',
    {
      schema: {
        tags,
        summary: "What the counter sells: the alias's plans, gift-certificate amounts and products on sale, with stock",
        headers: staffHeadersSchema,
        response: { 200: counterCatalogueSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'counter:sell');
      return counterCatalogue(app.db, engine);
    },
  );

  app.post(
    '/admin/counter-sales/preview',
    {
      schema: {
        tags,
        summary: 'Prices the lines of a counter sale as the sale would (tax included); nothing is written',
        headers: staffHeadersSchema,
        body: counterSalePreviewRequestSchema,
        response: { 200: counterSalePreviewSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'counter:sell');
      return previewCounterSale(app.db, engine, request.body, app.accounts.now());
    },
  );

  app.post(
    '/admin/counter-sales',
    {
      schema: {
        tags,
        summary:
          'Sells memberships, gift certificates and products at the counter to a golfer or a walk-up, paid in cash, on the counter terminal or by gift certificate (adding up to exactly the priced total); once per Idempotency-Key',
        headers: staffIdempotentHeadersSchema,
        body: counterSaleRequestSchema,
        response: { 200: counterSaleReceiptSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'counter:sell');
      const actor = { auth, engine, client: request.ip, now: app.accounts.now() };
      return sellAtCounter(app, mailerFor, actor, request.body, request.headers['idempotency-key']);
    },
  );

  app.get(
    '/admin/gift-certificates/:code',
    {
      schema: {
        tags,
        summary: "A gift certificate of the alias's courses by its code: value, balance, delivery and redemptions",
        headers: staffHeadersSchema,
        params: giftCertificateCodeParamsSchema,
        response: { 200: giftCertificateBalanceSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'counter:sell');
      const courses = await listFacilitiesOfBookingEngine(app.db, engine.id);
      return giftCertificateBalance(
        app.db,
        engine,
        request.params.code,
        new Map(courses.map((course) => [course.id, course.name])),
      );
    },
  );
};
