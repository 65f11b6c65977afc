import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import {
  addCardSchema,
  cardTokenRequestSchema,
  cardTokenResponseSchema,
  walletCardSchema,
  walletCardUpdateSchema,
  walletListSchema,
} from '@fairway/contract/wallet.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { requireCustomer } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { addCard, deleteCard, listWallet, requestCardToken, updateCard } from './wallet.service.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['wallet'];
const idParams = z.object({ id: z.uuid() });

/** SPEC §6: card adding and deleting follow proProfile.billingDisplay (403 when the engine turns them off). */
function requireCardAction(engine: BookingEngineRow, action: 'addCreditCards' | 'deleteCreditCards'): void {
  if (!resolveFacilitySettings(engine.settings ?? {}).proProfile.billingDisplay[action])
    throw new DomainError('FORBIDDEN', 'This card action is not available for this course.');
}

/** The signed-in golfer's wallet (SPEC §7 Wallet and credit-card calls), under /api; guests get a 401. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet',
    {
      schema: {
        tags,
        summary: "The golfer's saved cards, default first (at most 20: a wallet keeps no more)",
        headers: tenantHeadersSchema,
        response: { 200: walletListSchema, ...errors },
      },
    },
    async (request, reply) => listWallet(app, await requireCustomer(app, request, reply, tenantOf(request))),
  );

  app.patch(
    '/wallet/:id',
    {
      schema: {
        tags,
        summary: "Updates a saved card's name, expiry and billing details, or makes it the default",
        headers: tenantHeadersSchema,
        params: idParams,
        body: walletCardUpdateSchema,
        response: { 200: walletCardSchema, ...errors },
      },
    },
    async (request, reply) =>
      updateCard(app, await requireCustomer(app, request, reply, tenantOf(request)), request.params.id, request.body),
  );

  app.delete(
    '/wallet/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a saved card (the default card cannot be deleted)',
        headers: tenantHeadersSchema,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const auth = await requireCustomer(app, request, reply, engine);
      requireCardAction(engine, 'deleteCreditCards');
      await deleteCard(app, auth, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/profile/credit-cards/token',
    {
      schema: {
        tags,
        summary: 'Opens hosted card entry at the payment gateway (SPEC §3 token response)',
        headers: tenantHeadersSchema,
        body: cardTokenRequestSchema,
        response: { 200: cardTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const auth = await requireCustomer(app, request, reply, engine);
      requireCardAction(engine, 'addCreditCards');
      return requestCardToken(app, auth, request.body.originUrl, {
        ownOrigin: app.accounts.originOf(request),
        allowedOrigins: engine.allowedOrigins,
      });
    },
  );

  app.post(
    '/profile/credit-cards',
    {
      schema: {
        tags,
        summary:
          'Saves the card the hosted page tokenised (SPEC §3 add-card payload); a 21st card is a 409 (a wallet holds at most 20)',
        headers: tenantHeadersSchema,
        body: addCardSchema,
        response: { 201: walletCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const auth = await requireCustomer(app, request, reply, engine);
      requireCardAction(engine, 'addCreditCards');
      const card = await addCard(app, auth, request.body);
      return reply.code(201).send(card);
    },
  );
};
