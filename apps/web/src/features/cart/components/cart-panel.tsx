import type { Facility } from '@fairway/contract/facilities.contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { useGetCartQuery } from '../api/cart-api.ts';
import { cartIdSet, selectCartId, type CartState } from '../slices/cart-slice.ts';
import { CartItemLine } from './cart-item-line.tsx';
import { groupByFacility } from './cart-format.ts';

/** The remembered cart, forgotten when the server no longer knows it (expired or another golfer's). */
export function useRememberedCart() {
  const dispatch = useDispatch();
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const query = useGetCartQuery(cartId ?? '', { skip: !cartId });
  useEffect(() => {
    if (query.isError && apiErrorCode(query.error) === 'NOT_FOUND') dispatch(cartIdSet(null));
  }, [dispatch, query.error, query.isError]);
  return { cartId, cart: cartId ? query.currentData : undefined };
}

/**
 * Moves focus to Check out each time `request` grows and the cart has items: after Select, a
 * keyboard or screen-reader user lands on the cart and its next step, never on the page body.
 */
function useFocusOnRequest(request: number, ready: boolean) {
  const target = useRef<HTMLAnchorElement>(null);
  const handled = useRef(request);
  useEffect(() => {
    if (!ready || request === handled.current || !target.current) return;
    handled.current = request;
    target.current.focus();
  }, [ready, request]);
  return target;
}

/** The cart panel of SPEC §2: items grouped by facility, markers, red alerts, Edit Cart. */
export function CartPanel({ facilities, focusCheckoutRequest = 0 }: { facilities: Facility[]; focusCheckoutRequest?: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { cart } = useRememberedCart();
  const checkOutRef = useFocusOnRequest(focusCheckoutRequest, Boolean(cart?.items.length));
  if (!cart || cart.items.length === 0) return null;
  const byId = new Map(facilities.map((facility) => [facility.id, facility]));
  return (
    <section className="card cart-panel" aria-labelledby={headingId} data-testid="cart-panel">
      <h2 id={headingId}>{t('cart.title')}</h2>
      {groupByFacility(cart.items).map((group) => {
        const facility = group.facilityId === null ? undefined : byId.get(group.facilityId);
        return (
          <div key={group.facilityId ?? 'none'} className="cart-panel__group">
            <h3 className="cart-panel__facility">{facility?.name ?? ''}</h3>
            <ul className="cart-list">
              {group.items.map((item) => (
                <CartItemLine key={item.id} item={item} currencyCode={facility?.currencyCode ?? 'USD'} />
              ))}
            </ul>
          </div>
        );
      })}
      <div className="cart-panel__actions">
        <Link className="button button--secondary" to="/cart">
          {t('cart.editCart')}
        </Link>
        <Link ref={checkOutRef} className="button" to="/checkout" data-testid="check-out">
          {t('cart.checkOut')}
        </Link>
      </div>
    </section>
  );
}
