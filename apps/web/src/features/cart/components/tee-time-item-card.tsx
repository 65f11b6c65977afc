import type { CartItem } from '@fairway/contract/cart.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useGetItemPartySizesQuery, useGetItemRatesQuery, useGetProductLineItemsQuery } from '../api/cart-api.ts';
import { selectCartId, type CartState } from '../slices/cart-slice.ts';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { AddOnsEditor } from './add-ons-editor.tsx';
import { formatItemTeeTime, isItemLapsed, teeTimeView } from './cart-format.ts';
import { ItemParts } from './item-parts.tsx';
import type { ItemPreview } from '../hooks/use-invoice-preview.ts';
import { useNow } from '../hooks/use-now.ts';
import { HoldControl } from './hold-control.tsx';
import { ItemAlert, ItemMarker } from './item-status.tsx';
import { PlayerSlots } from './player-slots.tsx';

/** Players, rate and transportation of a tee-time item. */
function RoundDetails({ item, currencyCode }: { item: CartItem; currencyCode: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { updateTeeTime } = useCartActions();
  const view = teeTimeView(item);
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const choices = useGetItemRatesQuery({ cartId: cartId ?? '', itemId: item.id }, { skip: !cartId });
  const money = (cents: number) => formatCents(cents, currencyCode, i18n.language);
  // SPEC §5's allowed players over the tee time's open slots, as the server answers them:
  // a size on offer is one the change accepts. Until they arrive, only the current size.
  const sizes = useGetItemPartySizesQuery({ cartId: cartId ?? '', itemId: item.id }, { skip: !cartId });
  const players = sizes.currentData?.players ?? [view.players];
  const current = {
    rateId: view.rate.rateId ?? 0,
    label: `${view.rate.name} · ${money(view.standardPrice ?? view.price)}`,
  };
  const others = (choices.currentData ?? [])
    .filter((rate) => rate.rateId !== current.rateId)
    .map((rate) => ({
      rateId: rate.rateId,
      label: `${rate.name} · ${money(view.transportation === 'Walking' ? rate.greenFeeWalking : rate.greenFeeCart)}`,
    }));
  return (
    <section className="cart-card__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="cart-card__subheading">
        {t('cart.details')}
      </h4>
      <div className="cart-card__fields">
        <label className="field">
          <span className="field__label">{t('cart.players')}</span>
          <select
            className="field__input"
            value={view.players}
            onChange={(event) => void updateTeeTime(item.id, { players: Number(event.target.value) })}
          >
            {players.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('cart.rate')}</span>
          <select
            className="field__input"
            value={current.rateId}
            disabled={others.length === 0}
            onChange={(event) => void updateTeeTime(item.id, { rateId: Number(event.target.value) })}
          >
            {[current, ...others].map((rate) => (
              <option key={rate.rateId} value={rate.rateId}>
                {rate.label}
              </option>
            ))}
          </select>
        </label>
        {view.rate.isSimulator ? null : (
          <label className="field">
            <span className="field__label">{t('cart.transportation')}</span>
            <select
              className="field__input"
              value={view.transportation}
              onChange={(event) =>
                void updateTeeTime(item.id, { transportation: event.target.value as 'Cart' | 'Walking' })
              }
            >
              <option value="Cart">{t('cart.riding')}</option>
              <option value="Walking">{t('cart.walking')}</option>
            </select>
          </label>
        )}
      </div>
    </section>
  );
}

/**
 * A tee-time item on /cart: its time (with its zone where the engine's courses span several),
 * price and parts as the invoice will list them, then details, group, hold, add-ons and remove.
 */
export function TeeTimeItemCard({
  item,
  facility,
  productLineups,
  preview,
  timeZone = null,
}: {
  item: CartItem;
  facility: Facility | undefined;
  productLineups: boolean;
  preview: ItemPreview | undefined;
  timeZone?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { removeItem, updateTeeTime } = useCartActions();
  const headingId = useId();
  const view = teeTimeView(item);
  const currencyCode = facility?.currencyCode ?? 'USD';
  const money = (cents: number) => formatCents(cents, currencyCode, i18n.language);
  const products = useGetProductLineItemsQuery(item.facilityId === null ? [] : [item.facilityId], {
    skip: !productLineups || item.facilityId === null,
  });
  // A tee time whose hold lapsed (an alert offer left unclaimed among them) says so, and can be held again.
  const now = useNow(true);
  const lapsed = isItemLapsed(item, now);
  const { standardPrice } = view;
  const discounted = standardPrice !== undefined && standardPrice > view.price;
  return (
    <li className={lapsed ? 'cart-card cart-card--lapsed' : 'cart-card'} data-testid="cart-item" data-item-id={item.id}>
      <div className="cart-card__head">
        <div className="cart-card__title">
          <h3 id={headingId}>{formatItemTeeTime(view.teetime, i18n.language, timeZone)}</h3>
          <p className="cart-card__meta">
            {view.rate.name}
            {view.rate.holes ? ` · ${t('cart.holes', { count: view.rate.holes })}` : ''} · {t('cart.players')}:{' '}
            {view.players}
          </p>
          <ItemMarker itemId={item.id} />
        </div>
        <div className="cart-card__price">
          {preview ? <strong data-testid="cart-item-amount">{money(preview.subTotal)}</strong> : null}
          <span>{t('cart.perPlayer', { price: money(view.price) })}</span>
          {discounted ? <s>{t('cart.standardPrice', { price: money(standardPrice) })}</s> : null}
          {item.promotionCode ? (
            <span className="cart-card__promo">{t('cart.promoApplied', { code: item.promotionCode })}</span>
          ) : null}
        </div>
      </div>
      <ItemAlert itemId={item.id} />
      {lapsed ? (
        <div className="cart-card__lapsed" role="status" data-testid="item-lapsed">
          <p>
            <strong>{t('cart.lapsedStatus')}</strong> {t('cart.lapsedExplain')}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void updateTeeTime(item.id, { players: view.players })}
          >
            {t('cart.holdAgain')}
          </button>
        </div>
      ) : null}
      <div className="cart-card__body" data-testid="cart-item-editor">
        <RoundDetails item={item} currencyCode={currencyCode} />
        <PlayerSlots item={item} />
        {facility ? <HoldControl item={item} timeZone={facility.timeZone} currencyCode={currencyCode} /> : null}
        {products.currentData?.length ? (
          <AddOnsEditor
            products={products.currentData}
            lineups={view.productLineups}
            currencyCode={currencyCode}
            onSave={(change) => void updateTeeTime(item.id, { productLineup: change })}
          />
        ) : null}
        {/* SPEC §8: the product lineup (add-ons) of the course could not be read. */}
        {products.isError ? (
          <p className="form-alert" role="alert" data-testid="add-ons-failed">
            {t('cart.addOnsFailed')}
          </p>
        ) : null}
        {preview ? (
          <section className="cart-card__section" aria-labelledby={`${headingId}-price`}>
            <h4 id={`${headingId}-price`} className="cart-card__subheading">
              {t('cart.priceDetails')}
            </h4>
            <ItemParts lines={preview.lines} currencyCode={currencyCode} />
          </section>
        ) : null}
      </div>
      <div className="cart-card__foot">
        <button type="button" className="link-button cart-card__remove" onClick={() => void removeItem(item.id)}>
          {t('cart.removeItem')}
        </button>
      </div>
    </li>
  );
}
