import type { CartInvoice, CartInvoicePreview, Invoice } from '@fairway/contract/checkout.contract';
import { heldItems } from '@fairway/domain/cart/item-hold';
import { cartSummaryGroups } from '@fairway/domain/checkout/cart-summary';
import { engineSettings } from '../facilities/facilities.public.ts';
import type { CardTokenResponse } from '@fairway/contract/wallet.contract';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/domain-error.ts';
import {
  computeCartInvoice,
  invoiceRowOf,
  memberFacilitiesOf,
  repricedItems,
  toCartInvoice,
  toInvoice,
} from './cart-invoice.ts';
import { type CheckoutContext, isAllowedOrigin } from './checkout-context.ts';
import { findInvoice, upsertCartMetadata } from './checkout.repository.ts';
import {
  cartItemsWithFacilities,
  lockedCartItemsWithFacilities,
  replaceOpenInvoicesAndCommit,
} from './invoice.repository.ts';
import { findOrder } from './orders.repository.ts';
import { cartReference } from './process-payment.service.ts';
import { splitOffer } from './split-checkout.ts';
import { creditBookOffers } from './credit-book-checkout.ts';
import { ownedCart } from '../cart/cart.public.ts';
import { cardTokenAnswer } from '../payments/payments.public.ts';

/**
 * POST /shopping-cart/{id}/invoice: the invoice of every top-level item, stored (replacing the
 * cart's Open invoices; Closed ones stay) and linked from the items and their children.
 */
export async function createCartInvoice(
  app: FastifyInstance,
  ctx: CheckoutContext,
  cartId: string,
  memberFlow: boolean,
): Promise<CartInvoice> {
  const settings = engineSettings(ctx.actor.engine);
  return app.db.transaction(async (tx) => {
    const { cart, ...stored } = await lockedCartItemsWithFacilities(tx, cartId, () =>
      ownedCart(tx, ctx.actor, cartId, true),
    );
    const items = await repricedItems(tx, stored.items, ctx.actor.customerId, ctx.actor.now);
    const computed = await computeCartInvoice(
      tx,
      items,
      {
        memberFlow: memberFlow && settings.checkout.rewardsProgramMembers.enabled,
        memberFacilityIds: await memberFacilitiesOf(tx, settings.user.memberGuestRate, ctx.actor.customerId),
      },
      stored.facilities,
    );
    const splitPayment = splitOffer(settings, ctx.customer !== null, computed, ctx.actor.now);
    const creditBooks = await creditBookOffers(tx, ctx.actor.engine, ctx.customer?.id ?? null, computed, ctx.actor.now);
    const rows = await replaceOpenInvoicesAndCommit(
      tx,
      cart.id,
      computed.invoices.map((entry) => ({
        row: invoiceRowOf(ctx.actor.engine.id, cart.id, computed.currencyCode, entry),
        itemIds: [entry.item, ...entry.children].map((item) => item.id),
      })),
    );
    return { ...toCartInvoice(cart.id, computed.currencyCode, rows), splitPayment, creditBooks };
  });
}

/**
 * GET /shopping-cart/{id}/invoice-preview: the invoice computeCartInvoice would make
 * now, not stored, so the cart panel and /cart show each item's lines (the initiation fee and the
 * fees as lines of their own), the summary's groups and the totals the checkout will show. Store
 * items are priced from today's catalogue where they can be; a membership in an anonymous cart
 * (checkout asks the golfer to sign in first) keeps the price it was added at.
 */
export async function previewCartInvoice(
  app: FastifyInstance,
  ctx: CheckoutContext,
  cartId: string,
): Promise<CartInvoicePreview> {
  const settings = engineSettings(ctx.actor.engine);
  const cart = await ownedCart(app.db, ctx.actor, cartId);
  const stored = await cartItemsWithFacilities(app.db, cart.id);
  const items = await repricedItems(app.db, stored.items, ctx.actor.customerId, ctx.actor.now).catch(
    (error: unknown) => {
      if (error instanceof DomainError) return heldItems(stored.items, ctx.actor.now.getTime());
      throw error;
    },
  );
  if (!items.some((item) => item.parentId === null)) {
    return {
      currencyCode: null,
      items: [],
      groups: [],
      totals: { subTotal: 0, totalTaxes: 0, grandTotal: 0, dueNow: 0, dueAtCourse: 0 },
    };
  }
  const memberFacilityIds = await memberFacilitiesOf(app.db, settings.user.memberGuestRate, ctx.actor.customerId);
  const computed = await computeCartInvoice(app.db, items, { memberFlow: false, memberFacilityIds }, stored.facilities);
  return {
    currencyCode: computed.currencyCode,
    items: computed.invoices.map(({ item, draft }) => ({
      cartItemId: item.id,
      lines: draft.lines,
      subTotal: draft.subTotal,
      totalTaxes: draft.totalTaxes,
      grandTotal: draft.grandTotal,
      dueNow: draft.dueNow,
      dueAtCourse: draft.dueAtCourse,
    })),
    groups: cartSummaryGroups(computed.invoices.flatMap(({ draft }) => draft.lines)),
    totals: computed.totals,
  };
}

/** GET /invoice/{id}: an Open invoice for whoever owns its cart, a Closed one for whoever owns its order; others 404. */
export async function getInvoice(app: FastifyInstance, ctx: CheckoutContext, id: string): Promise<Invoice> {
  const row = await findInvoice(app.db, ctx.actor.engine.id, id);
  if (!row) throw new DomainError('NOT_FOUND', 'Invoice not found');
  if (row.sourceOrderId) {
    const order = await findOrder(app.db, ctx.actor.engine.id, row.sourceOrderId);
    const owns =
      order &&
      ((order.customerId !== null && order.customerId === ctx.customer?.id) ||
        (order.guestSessionId !== null && order.guestSessionId === ctx.guestSessionId));
    if (!owns) throw new DomainError('NOT_FOUND', 'Invoice not found');
  } else {
    await ownedCart(app.db, ctx.actor, row.shoppingCartId);
  }
  return toInvoice(row);
}

/**
 * POST /shopping-cart/{id}/payment-token: hosted card entry for a guest or golfer paying this
 * cart (SPEC §3 token response); the card is vaulted under the reference `cart:<id>`.
 */
export async function requestCartCardToken(
  app: FastifyInstance,
  ctx: CheckoutContext,
  cartId: string,
  originUrl: string,
): Promise<CardTokenResponse> {
  const cart = await ownedCart(app.db, ctx.actor, cartId);
  if (!isAllowedOrigin(originUrl, ctx))
    throw new DomainError('BAD_REQUEST', 'originUrl must be on this application or an allowed host page');
  const checkout = await app.payments.createCardCheckout(cartReference(cart.id), originUrl);
  return cardTokenAnswer(checkout);
}

/** PUT /shopping-cart/{id}/metadata: keeps the visit's Google reserve-with token with the cart. */
export async function setCartMetadata(
  app: FastifyInstance,
  ctx: CheckoutContext,
  cartId: string,
  googleRwgToken: string,
): Promise<void> {
  const cart = await ownedCart(app.db, ctx.actor, cartId);
  await upsertCartMetadata(app.db, cart.id, googleRwgToken);
}
