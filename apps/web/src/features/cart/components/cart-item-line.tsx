import type { CartItem } from '@fairway/contract/cart.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useTranslation } from 'react-i18next';
import { formatLocalTeeTime, itemAmounts, teeTimeView } from './cart-format.ts';
import { ItemAlert, ItemMarker } from './item-status.tsx';

/** One item's summary: what it is, its amount, its marker and its red alert text. */
export function CartItemLine({ item, currencyCode }: { item: CartItem; currencyCode: string }) {
  const { t, i18n } = useTranslation();
  let label: string;
  if (item.type === 'tee-time') {
    const view = teeTimeView(item);
    label = `${formatLocalTeeTime(view.teetime, i18n.language)} · ${view.rate.name} · ${t('cart.players')}: ${view.players}`;
  } else {
    const extra = item.extra as { name?: string; quantity?: number };
    label = `${extra.name ?? item.type}${extra.quantity ? ` × ${extra.quantity}` : ''}`;
  }
  const amounts = itemAmounts(item);
  const amount = item.type === 'tee-time' ? amounts.greenFees : amounts.addOns;
  return (
    <li className="cart-item" data-testid="cart-item" data-item-id={item.id}>
      <div className="cart-item__line">
        <span>{label}</span>
        <strong>{formatCents(amount, currencyCode, i18n.language)}</strong>
        <ItemMarker itemId={item.id} />
      </div>
      {item.promotionCode ? <p className="cart-item__promo">{t('cart.promoApplied', { code: item.promotionCode })}</p> : null}
      <ItemAlert itemId={item.id} />
    </li>
  );
}
