import { useCartActions } from '../../features/cart/hooks/use-cart-actions.ts';
import { CartToasts } from '../../features/cart/components/cart-toasts.tsx';
import { useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { StorePage, type StoreCartItem } from '../../features/store/components/store-page.tsx';

/** /store: the store's cards, adding to the golfer's cart (whose toasts say how it went). */
export function StoreRoutePage() {
  const facilities = useFacilities().data ?? [];
  const { addStoreItem } = useCartActions();
  const add = async (item: StoreCartItem) => (await addStoreItem(item)).ok;
  return (
    <>
      <CartToasts />
      {facilities.length > 0 ? <StorePage facilities={facilities.map(({ id, name, timeZone }) => ({ id, name, timeZone }))} onAdd={add} /> : null}
    </>
  );
}
