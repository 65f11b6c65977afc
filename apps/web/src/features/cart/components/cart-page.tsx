import type { Facility } from '@fairway/contract/facilities.contract';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectCartLoading, type CartState } from '../slices/cart-slice.ts';
import { CartItemLine } from './cart-item-line.tsx';
import { groupByFacility, itemZoneOf } from './cart-format.ts';
import { useInvoicePreview } from '../hooks/use-invoice-preview.ts';
import { useRememberedCart } from '../hooks/use-remembered-cart.ts';
import { CartSummary } from './cart-summary.tsx';
import { CartToasts } from './cart-toasts.tsx';
import { TeeTimeItemCard } from './tee-time-item-card.tsx';

/** /cart: items grouped by facility, each tee time with its players, rate, transportation, group, hold and add-ons; then the summary and Check out. */
export function CartPage({ facilities, productLineups }: { facilities: Facility[]; productLineups: boolean }) {
  const { t } = useTranslation();
  const { cart, cartId } = useRememberedCart();
  const loading = useSelector((state: { cart: CartState }) => selectCartLoading(state));
  const byId = new Map(facilities.map((facility) => [facility.id, facility]));
  const empty = !cartId || (cart && cart.items.length === 0);
  const firstFacility = cart?.items.find((item) => item.facilityId !== null)?.facilityId;
  const currencyCode =
    (firstFacility ? byId.get(firstFacility)?.currencyCode : undefined) ?? facilities[0]?.currencyCode ?? 'USD';
  const { itemPreview } = useInvoicePreview(cart);
  // A cart of store items only has no tee time to swap: its way back is the store.
  const storeOnly = Boolean(cart && cart.items.length > 0 && cart.items.every((item) => item.type !== 'tee-time'));
  return (
    <div className="page cart-page" data-testid="cart-page" aria-busy={loading}>
      <div className="cart-page__header">
        <h1 className="page__title">{t('cart.title')}</h1>
        <Link to={storeOnly ? '/store' : '/'} className="cart-page__more">
          {storeOnly ? t('cart.continueShopping') : t('cart.selectAnother')}
        </Link>
      </div>
      {empty ? (
        <div className="card">
          <p data-testid="cart-empty">{t('cart.empty')}</p>
        </div>
      ) : !cart ? (
        <div className="card">
          <p>{t('cart.loading')}</p>
        </div>
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__items">
            {groupByFacility(cart.items).map((group) => {
              const facility = group.facilityId === null ? undefined : byId.get(group.facilityId);
              return (
                <section key={group.facilityId ?? 'none'} className="cart-page__group" aria-label={facility?.name}>
                  {facility ? <h2 className="cart-page__facility">{facility.name}</h2> : null}
                  <ul className="cart-cards">
                    {group.items.map((item) =>
                      item.type === 'tee-time' ? (
                        <TeeTimeItemCard
                          key={item.id}
                          item={item}
                          facility={facility}
                          productLineups={productLineups}
                          preview={itemPreview(item.id)}
                          timeZone={itemZoneOf(facility, facilities)}
                        />
                      ) : (
                        <CartItemLine
                          key={item.id}
                          item={item}
                          currencyCode={facility?.currencyCode ?? currencyCode}
                          preview={itemPreview(item.id)}
                        />
                      ),
                    )}
                  </ul>
                </section>
              );
            })}
          </div>
          <CartSummary cart={cart} currencyCode={currencyCode} />
        </div>
      )}
      <CartToasts />
    </div>
  );
}
