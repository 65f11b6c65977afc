import type { CartItem } from '@fairway/contract/cart.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useTranslation } from 'react-i18next';
import type { ItemPreview } from '../hooks/use-invoice-preview.ts';
import { formatItemTeeTime, storeItemName, teeTimeView } from './cart-format.ts';
import { ItemParts } from './item-parts.tsx';
import { ItemAlert, ItemMarker } from './item-status.tsx';

/**
 * One item's summary: what it is by name (a gift certificate, a membership by its plan), its
 * amount and its parts as the invoice will show them (the server's), its marker and its alert.
 * `timeZone` is named beside a tee time when the engine's courses span several zones.
 */
export function CartItemLine({
  item,
  currencyCode,
  preview,
  timeZone = null,
}: {
  item: CartItem;
  currencyCode: string;
  preview: ItemPreview | undefined;
  timeZone?: string | null;
}) {
  const { t, i18n } = useTranslation();
  let name: string;
  let detail: string | null;
  if (item.type === 'tee-time') {
    const view = teeTimeView(item);
    name = formatItemTeeTime(view.teetime, i18n.language, timeZone);
    detail = `${view.rate.name} · ${t('cart.players')}: ${view.players}`;
  } else {
    ({ name, detail } = storeItemName(t, item));
  }
  const lines = preview?.lines ?? [];
  return (
    <li className="cart-item" data-testid="cart-item" data-item-id={item.id} data-item-type={item.type}>
      <div className="cart-item__line">
        <span className="cart-item__name" data-testid="cart-item-name">
          {name}
        </span>
        {preview ? (
          <strong data-testid="cart-item-amount">{formatCents(preview.subTotal, currencyCode, i18n.language)}</strong>
        ) : null}
        <ItemMarker itemId={item.id} />
      </div>
      {detail ? <p className="cart-item__detail">{detail}</p> : null}
      {lines.length > 1 ? <ItemParts lines={lines} currencyCode={currencyCode} /> : null}
      {item.promotionCode ? (
        <p className="cart-item__promo">{t('cart.promoApplied', { code: item.promotionCode })}</p>
      ) : null}
      <ItemAlert itemId={item.id} />
    </li>
  );
}
