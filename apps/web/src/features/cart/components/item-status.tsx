import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { CartState } from '../slices/cart-slice.ts';
import { cartMessageText } from './cart-message-text.ts';

/** An item's marker (SPEC §4). */
export function ItemMarker({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const marker = useSelector((state: { cart: CartState }) => state.cart.markers[itemId]);
  return marker ? (
    <span className={`cart-item__marker cart-item__marker--${marker}`}>{t(`cart.markers.${marker}`)}</span>
  ) : null;
}

/** An item's red alert text (SPEC §2, §8); a refused change is a note, the item still being valid. */
export function ItemAlert({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const alert = useSelector((state: { cart: CartState }) => state.cart.errors[itemId]);
  if (alert?.refused) {
    return (
      <p className="cart-item__notice" role="status" data-testid="item-notice">
        {cartMessageText(t, alert)}
      </p>
    );
  }
  return alert ? (
    <p className="cart-item__alert" role="alert">
      {cartMessageText(t, alert)}
    </p>
  ) : null;
}
