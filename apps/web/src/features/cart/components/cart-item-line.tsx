import type { CartItem } from '@fairway/contract/cart.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { CartState } from '../slices/cart-slice.ts';
import { formatLocalTeeTime, teeTimeView } from './cart-format.ts';

/** One item's summary: what it is, its marker and its red alert text. */
export function CartItemLine({ item, currencyCode, children }: { item: CartItem; currencyCode: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const marker = useSelector((state: { cart: CartState }) => state.cart.markers[item.id]);
  const alert = useSelector((state: { cart: CartState }) => state.cart.errors[item.id]);
  let label: string;
  let amount: number | null = null;
  if (item.type === 'tee-time') {
    const view = teeTimeView(item);
    label = `${formatLocalTeeTime(view.teetime, i18n.language)} · ${view.rate.name} · ${t('cart.players')}: ${view.players}`;
    amount = view.price * view.players;
  } else {
    const extra = item.extra as { name?: string; quantity?: number; price?: number };
    label = `${extra.name ?? item.type}${extra.quantity ? ` × ${extra.quantity}` : ''}`;
    amount = extra.price !== undefined ? extra.price * (extra.quantity ?? 1) : null;
  }
  return (
    <li className="cart-item" data-testid="cart-item" data-item-id={item.id}>
      <div className="cart-item__line">
        <span>{label}</span>
        {amount !== null ? <strong>{formatCents(amount, currencyCode, i18n.language)}</strong> : null}
        {marker ? <span className={`cart-item__marker cart-item__marker--${marker}`}>{t(`cart.markers.${marker}`)}</span> : null}
      </div>
      {alert ? (
        <p className="cart-item__alert" role="alert">
          {t(`cart.${alert.key}`, { count: alert.count ?? 0 })}
        </p>
      ) : null}
      {children}
    </li>
  );
}
