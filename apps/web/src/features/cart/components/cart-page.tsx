import type { CartItem } from '@fairway/contract/cart.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useGetProductLineItemsQuery } from '../api/cart-api.ts';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { selectCartLoading, type CartState } from '../slices/cart-slice.ts';
import { AddOnsEditor } from './add-ons-editor.tsx';
import { CartItemLine } from './cart-item-line.tsx';
import { groupByFacility, teeTimeView } from './cart-format.ts';
import { useRememberedCart } from './cart-panel.tsx';
import { CartToasts } from './cart-toasts.tsx';

/** Edit controls of one tee-time item: players, transportation, add-ons, remove. */
function TeeTimeItemEditor({ item, productLineups, currencyCode }: { item: CartItem; productLineups: boolean; currencyCode: string }) {
  const { t } = useTranslation();
  const { updateTeeTime, removeItem } = useCartActions();
  const view = teeTimeView(item);
  const products = useGetProductLineItemsQuery(item.facilityId === null ? [] : [item.facilityId], { skip: !productLineups || item.facilityId === null });
  const options = view.rate.isSimulator ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4].filter((count) => view.rate.allowedPlayers.includes(count));
  return (
    <div className="cart-edit" data-testid="cart-item-editor">
      <label>
        {t('cart.players')}
        <select value={view.players} onChange={(event) => void updateTeeTime(item.id, { players: Number(event.target.value) })}>
          {options.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      {view.rate.isSimulator ? null : (
        <label>
          {t('cart.transportation')}
          <select value={view.transportation} onChange={(event) => void updateTeeTime(item.id, { transportation: event.target.value as 'Cart' | 'Walking' })}>
            <option value="Cart">{t('cart.riding')}</option>
            <option value="Walking">{t('cart.walking')}</option>
          </select>
        </label>
      )}
      {products.currentData?.length ? (
        <AddOnsEditor products={products.currentData} lineups={view.productLineups} currencyCode={currencyCode} onSave={(change) => void updateTeeTime(item.id, { productLineup: change })} />
      ) : null}
      <button type="button" className="button button--quiet" onClick={() => void removeItem(item.id)}>
        {t('cart.remove')}
      </button>
    </div>
  );
}

/** /cart: every item grouped by facility, with players, transportation, add-ons and remove. */
export function CartPage({ facilities, productLineups }: { facilities: Facility[]; productLineups: boolean }) {
  const { t } = useTranslation();
  const { cart, cartId } = useRememberedCart();
  const loading = useSelector((state: { cart: CartState }) => selectCartLoading(state));
  const byId = new Map(facilities.map((facility) => [facility.id, facility]));
  const empty = !cartId || (cart && cart.items.length === 0);
  return (
    <div className="page cart-page" data-testid="cart-page" aria-busy={loading}>
      <div className="card">
        <h1 className="page__title">{t('cart.title')}</h1>
        {empty ? (
          <p data-testid="cart-empty">{t('cart.empty')}</p>
        ) : !cart ? (
          <p>{t('cart.loading')}</p>
        ) : (
          groupByFacility(cart.items).map((group) => {
            const facility = group.facilityId === null ? undefined : byId.get(group.facilityId);
            const currencyCode = facility?.currencyCode ?? 'USD';
            return (
              <section key={group.facilityId ?? 'none'} className="cart-panel__group" aria-label={facility?.name}>
                <h2 className="cart-panel__facility">{facility?.name ?? ''}</h2>
                <ul className="cart-list">
                  {group.items.map((item) => (
                    <CartItemLine key={item.id} item={item} currencyCode={currencyCode}>
                      {item.type === 'tee-time' ? <TeeTimeItemEditor item={item} productLineups={productLineups} currencyCode={currencyCode} /> : null}
                    </CartItemLine>
                  ))}
                </ul>
              </section>
            );
          })
        )}
        <Link to="/">{t('cart.selectAnother')}</Link>
      </div>
      <CartToasts />
    </div>
  );
}
