import {
  addCartItemBodySchema,
  addSlotBodySchema,
  cartItemParamsSchema,
  cartItemTrailBodySchema,
  cartParamsSchema,
  cartSchema,
  cartSlotParamsSchema,
  createCartBodySchema,
  deleteCartItemQuerySchema,
  isBookableResponseSchema,
  itemPartySizesResponseSchema,
  itemRateChoicesResponseSchema,
  updateCartItemBodySchema,
} from '@fairway/contract/cart.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { RELEASE_TICKET_HEADER } from '@fairway/contract/release-queue.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { customerTokenOf, findCustomerAuth } from '../session/session.public.ts';
import type { CartActor } from './cart-access.ts';
import { addSlot, isBookable, removeSlot } from './cart-slots.service.ts';
import { registerCartSweeps } from './cart-sweeps.ts';
import { itemPartySizeChoices } from './item-party-sizes.service.ts';
import { itemRateChoices } from './item-rates.service.ts';
import {
  addItem,
  addTrail,
  createCart,
  deleteItemOf,
  getCart,
  removeCart,
  type StoreItemsPort,
  updateItemOf,
} from './cart.service.ts';

/** Options of the cart routes. */
export interface CartRoutesOptions {
  /** Most top-level items in one cart; default 10. */
  itemsLimit?: number;
  /** The store's catalogue pricing of membership and gift-certificate items (wired by app.ts). */
  storeItems?: StoreItemsPort;
}

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['cart'];

/** The engine, the signed-in customer if any (an unknown token is simply anonymous) and the app clock. */
export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<CartActor> {
  const engine = tenantOf(request);
  const token = customerTokenOf(request, engine);
  const auth = token ? await findCustomerAuth(app, engine, token) : null;
  const ticket = request.headers[RELEASE_TICKET_HEADER];
  return {
    engine,
    customerId: auth?.customer.id ?? null,
    now: app.accounts.now(),
    releaseTicket: typeof ticket === 'string' ? ticket : null,
    releaseGate: app.releaseGate,
    releaseTurnCheck: app.releaseTurnCheck,
  };
}

/** Shopping cart calls of SPEC §7 (under /api). */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, options) => {
  // Search answers count cart holds: drop the per-process search cache after any change.
  const changed = () => app.teeTimeSearchCache.invalidate();
  const headers = tenantHeadersSchema;
  registerCartSweeps(app);

  // nullish: Fastify hands an absent body to the validator as null, and a client may send none.
  app.post(
    '/shopping-cart',
    {
      schema: {
        tags,
        summary: "A new anonymous cart, or the signed-in golfer's cart",
        headers,
        body: createCartBodySchema.nullish(),
        response: { 201: cartSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCart(app.db, await actorOf(app, request))),
  );

  app.get(
    '/shopping-cart/:id',
    {
      schema: {
        tags,
        summary: 'A cart with its items and their trail',
        headers,
        params: cartParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => getCart(app.db, await actorOf(app, request), request.params.id),
  );

  app.delete(
    '/shopping-cart/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a cart and frees its slots',
        headers,
        params: cartParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCart(app.db, await actorOf(app, request), request.params.id);
      changed();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/shopping-cart/:id/cart-item',
    {
      schema: {
        tags,
        summary: 'Adds an item; a tee time claims its slots',
        headers,
        params: cartParamsSchema,
        body: addCartItemBodySchema,
        response: { 201: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cart = await addItem(app.db, await actorOf(app, request), request.params.id, request.body, {
        itemsLimit: options.itemsLimit,
        storeItems: options.storeItems,
      });
      changed();
      return reply.status(201).send(cart);
    },
  );

  app.patch(
    '/shopping-cart/:id/cart-item/:itemId',
    {
      schema: {
        tags,
        summary: 'Changes a tee-time item',
        headers,
        params: cartItemParamsSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await updateItemOf(
        app.db,
        await actorOf(app, request),
        request.params.id,
        request.params.itemId,
        request.body,
      );
      changed();
      return cart;
    },
  );

  app.delete(
    '/shopping-cart/:id/cart-item/:itemId',
    {
      schema: {
        tags,
        summary: 'Removes an item (and its children unless removeChildren=false)',
        headers,
        params: cartItemParamsSchema,
        querystring: deleteCartItemQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await deleteItemOf(
        app.db,
        await actorOf(app, request),
        request.params.id,
        request.params.itemId,
        request.query.removeChildren,
      );
      changed();
      return cart;
    },
  );

  app.get(
    '/shopping-cart/:id/cart-item/:itemId/rates',
    {
      schema: {
        tags,
        summary: 'The rates a tee-time item can switch to as it is',
        headers,
        params: cartItemParamsSchema,
        response: { 200: itemRateChoicesResponseSchema, ...errors },
      },
    },
    async (request) => itemRateChoices(app.db, await actorOf(app, request), request.params.id, request.params.itemId),
  );

  app.get(
    '/shopping-cart/:id/cart-item/:itemId/party-sizes',
    {
      schema: {
        tags,
        summary:
          "The party sizes a tee-time item can change to (SPEC §5 allowed players over the tee time's open slots)",
        headers,
        params: cartItemParamsSchema,
        response: { 200: itemPartySizesResponseSchema, ...errors },
      },
    },
    async (request) =>
      itemPartySizeChoices(app.db, await actorOf(app, request), request.params.id, request.params.itemId),
  );

  app.post(
    '/shopping-cart/:id/cart-item/:itemId/trail',
    {
      schema: {
        tags,
        summary: "Records an event and its errors on an item's trail",
        headers,
        params: cartItemParamsSchema,
        body: cartItemTrailBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      addTrail(
        app.db,
        await actorOf(app, request),
        request.params.id,
        request.params.itemId,
        request.body.eventType,
        request.body.errors,
      ),
  );

  app.post(
    '/shopping-cart/:id/cart-item/:itemId/slot',
    {
      schema: {
        tags,
        summary: 'Adds a partner slot',
        headers,
        params: cartItemParamsSchema,
        body: addSlotBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await addSlot(
        app.db,
        await actorOf(app, request),
        request.params.id,
        request.params.itemId,
        request.body,
      );
      changed();
      return cart;
    },
  );

  app.delete(
    '/shopping-cart/:id/cart-item/:itemId/slot/:slotId',
    {
      schema: {
        tags,
        summary: 'Removes a partner slot',
        headers,
        params: cartSlotParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await removeSlot(
        app.db,
        await actorOf(app, request),
        request.params.id,
        request.params.itemId,
        request.params.slotId,
      );
      changed();
      return cart;
    },
  );

  app.post(
    '/shopping-cart/:id/cart-item/:itemId/is-bookable',
    {
      schema: {
        tags,
        summary: 'Whether a tee-time item can still be booked (re-claims its slots)',
        headers,
        params: cartItemParamsSchema,
        response: { 200: isBookableResponseSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await isBookable(app.db, await actorOf(app, request), request.params.id, request.params.itemId);
      changed();
      return answer;
    },
  );
};
