import { isBlocked } from '@fairway/domain/admin/tee-time-blocks';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { ownedCart } from '../features/cart/cart-access.ts';
import { bookedOn, heldOn, lockTeeTimeCapacity, takenOn } from '../features/cart/cart.repository.ts';
import { lockedHoldFacts } from '../features/cart/hold.repository.ts';
import { itemHolder, lockHolder } from '../features/cart/tee-time-hold.ts';
import type { CheckoutPorts } from '../features/checkout/checkout-ports.ts';
import { checkoutRoutes } from '../features/checkout/checkout.routes.ts';
import { type ConversionProvider, SandboxConversionProvider } from '../features/checkout/conversion-provider.ts';
import { ordersRoutes } from '../features/checkout/orders.routes.ts';
import { openSplit } from '../features/invitations/split-payment.service.ts';
import { createMailer } from '../features/mail/mailer.ts';
import { lockCreditBook, usableCreditBooks, useCreditBook } from '../features/pro-profile/credit-book-tender.ts';
import { releaseCheckoutLimit } from '../features/release-queue/release-gate.ts';
import { manageLinksOf } from '../features/reservations/manage-link.ts';
import { loadLinkSigningKey } from '../shared/accounts/link-signer.ts';
import { isTeeTimeBlocked } from '../shared/inventory/tee-time-blocks.repository.ts';
import { findGiftTender, redeemGift } from '../features/store/gift-tender.ts';
import { activeMembershipFacilities } from '../features/store/store.repository.ts';
import { fulfilStoreItems, repriceStoreItems } from '../features/store/store-items.ts';
import { scheduleGiftDeliveries } from '../features/store/store-jobs.ts';
import { purchasesOfOrders } from '../features/store/order-purchases.ts';
import { orderMoneyOf } from '../features/reservations/reservations.public.ts';

/**
 * Checkout and orders under /api, wired to the cart's ownership and capacity rules and to the
 * mailer (features do not import each other; this is where they meet).
 */
export function checkoutAreaRoutes(config: Config, conversions?: ConversionProvider): FastifyPluginAsync {
  return async (app) => {
    const ports: CheckoutPorts = {
      ownedCart,
      capacity: {
        lock: lockTeeTimeCapacity,
        booked: bookedOn,
        held: heldOn,
        taken: takenOn,
        blocked: isTeeTimeBlocked,
        async lockForSale(tx, facilityId, teeTime, now, exceptHolders) {
          const facts = await lockedHoldFacts(tx, { facilityId, teeTime, now, exceptHolders });
          return { blocked: isBlocked(facts.blocks, teeTime), taken: facts.booked + facts.held };
        },
      },
      holdersOf: (cartId, item) => [
        itemHolder(item.id),
        ...(item.facilityId !== null && item.teetime ? [lockHolder(cartId, item.facilityId, item.teetime)] : []),
      ],
      mailerFor: (db) => createMailer(config.smtpUrl, db),
      releaseLimit: releaseCheckoutLimit,
      manageLinks: (engine, origin, reservations) => manageLinksOf(app.firstDb, engine, origin, reservations),
      store: {
        reprice: repriceStoreItems,
        // A gift certificate's delivery is enqueued with the order that bought it (issue #45).
        fulfil: async (tx, input) => {
          const purchases = await fulfilStoreItems(tx, input);
          await scheduleGiftDeliveries(tx, app.jobs, input.orderId);
          return purchases;
        },
        purchasesOf: purchasesOfOrders,
        memberFacilities: activeMembershipFacilities,
        giftTender: findGiftTender,
        redeemGift,
      },
      splitPayment: { open: openSplit },
      creditBooks: { usable: usableCreditBooks, lock: lockCreditBook, use: useCreditBook },
    };
    // A guest's confirmation, written in the booking transaction, signs its manage links: the key is
    // loaded at start (not awaited: the app starts with its database down, and a booking loads it then).
    app.addHook('onReady', async () => {
      loadLinkSigningKey(app.firstDb).catch((error: unknown) => app.log.warn({ err: error }, 'link signing key not loaded at start'));
    });
    const provider = conversions ?? new SandboxConversionProvider(app.firstDb);
    await app.register(checkoutRoutes, { prefix: '/api', ports, conversions: provider });
    await app.register(ordersRoutes, { prefix: '/api', conversions: provider, purchasesOf: purchasesOfOrders, moneyOf: orderMoneyOf });
  };
}
