import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { useRememberedCart } from '../../features/cart/hooks/use-remembered-cart.ts';
import { RelatedTimesForCartItem } from '../../features/cart/components/related-times-modal.tsx';
import type { RelatedTimesSlot } from '../../features/checkout/components/checkout-form.tsx';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { selectCustomer } from '../../features/session/slices/session-slice.ts';
import { useGetWalletQuery } from '../../features/wallet/api/wallet-api.ts';

/** /checkout: the checkout composed with the remembered cart, the engine's settings, the session and the golfer's saved cards. */
export function CheckoutRoutePage() {
  const engine = useBookingEngine().data;
  const facilities = useFacilities().data ?? [];
  const customer = useSelector(selectCustomer);
  const { cartId, cart } = useRememberedCart();
  const wallet = useGetWalletQuery(customer ? undefined : skipToken);
  if (!engine) return null;
  // SPEC §8: a tee time taken meanwhile opens the cart's "Select Another Tee Time" for its item.
  const relatedTimes: RelatedTimesSlot = ({ item, ...actions }) => (
    <RelatedTimesForCartItem
      item={item}
      facility={facilities.find((facility) => facility.id === item.facilityId)}
      windowMinutes={engine.settings.checkout.adjacentRateBookingWindow}
      {...actions}
    />
  );
  return (
    <CheckoutPage
      cartId={cartId}
      cart={cart}
      facilities={facilities}
      settings={engine.settings}
      engineName={engine.name}
      customer={customer}
      savedCards={customer ? { cards: wallet.data ?? [], loading: wallet.isLoading } : null}
      relatedTimes={relatedTimes}
    />
  );
}
