import { Suspense, lazy } from 'react';
import { useCartActions } from '../../features/cart/hooks/use-cart-actions.ts';
import { CartBar } from '../../features/cart/components/cart-bar.tsx';
import { CartToasts } from '../../features/cart/components/cart-toasts.tsx';
import { useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { StorePage, type StoreCartItem } from '../../features/store/components/store-page.tsx';
import { useWideLayout } from '../../shared/layout/use-wide-layout.ts';

const CartPanel = lazy(() =>
  import('../../features/cart/components/cart-panel.tsx').then((m) => ({ default: m.CartPanel })),
);

/**
 * /store: the store's cards, adding to the golfer's cart (whose toasts say how it went), with the
 * cart in view: the cart panel beside the cards on a wide screen, the cart bar at the
 * foot of a phone's screen, each with its total and Check out.
 */
export function StoreRoutePage() {
  const facilities = useFacilities().data ?? [];
  const wide = useWideLayout();
  const { addStoreItem } = useCartActions();
  const add = async (item: StoreCartItem) => (await addStoreItem(item)).ok;
  const store =
    facilities.length > 0 ? (
      <StorePage facilities={facilities.map(({ id, name, timeZone }) => ({ id, name, timeZone }))} onAdd={add} />
    ) : null;
  return (
    <>
      <CartToasts />
      {wide ? (
        <div className="cart-beside">
          {store}
          <Suspense fallback={null}>
            <CartPanel facilities={facilities} className="cart-beside__panel" />
          </Suspense>
        </div>
      ) : (
        <>
          {store}
          <CartBar currencyCode={facilities[0]?.currencyCode ?? 'USD'} />
        </>
      )}
    </>
  );
}
