import type { InvoiceLine } from '@fairway/contract/checkout.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useTranslation } from 'react-i18next';
import { lineLabel } from './cart-format.ts';

/**
 * An item's parts as its invoice will list them: a membership's fee and its one-time
 * initiation fee, a round's green fees, players two to four, convenience fees and add-ons, each a
 * line of its own with the server's amount, in the golfer's language.
 */
export function ItemParts({
  lines,
  currencyCode,
  label,
}: {
  lines: readonly InvoiceLine[];
  currencyCode: string;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="cart-parts" data-testid="item-parts" aria-label={label}>
      {lines.map((line, index) => (
        <div key={`${line.kind}-${index}`} className="cart-parts__line" data-testid="item-part">
          <dt>
            {lineLabel(t, line)}
            {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            {line.due === 'course' ? <span className="cart-parts__due"> ({t('cart.atCourse')})</span> : null}
          </dt>
          <dd>{formatCents(line.amount, currencyCode, i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
