import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import type { CartInvoice } from '@fairway/contract/checkout.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemName, teeTimeSummary } from '../utils/checkout-format.ts';
import { formatZonedTeeTime } from '../../../shared/format/zoned-tee-time.ts';

/** SPEC §4 item markers as the checkout shows them. */
export type CheckoutMarker = 'processing' | 'processed_success' | 'processed_failure';

/** Markers and red alert texts per item (a failure's text sits under the parent item). */
export interface ItemStatus {
  markers: Record<string, CheckoutMarker>;
  errors: Record<string, string>;
}

function ItemDetails({ item, facility }: { item: CartItem; facility: Facility | undefined }) {
  const { t, i18n } = useTranslation();
  if (item.type !== 'tee-time') return <p className="checkout-item__title">{itemName(item)}</p>;
  const view = teeTimeSummary(item);
  return (
    <>
      <p className="checkout-item__title">
        {formatZonedTeeTime(view.teetime, facility?.timeZone ?? 'UTC', i18n.language)}
      </p>
      <p className="checkout-item__meta">
        {[facility?.name, view.rateName, t('checkout.summary.players', { count: view.players })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {view.addOns.length ? (
        <p className="checkout-item__meta">
          {t('checkout.summary.addOns')}: {view.addOns.map((addOn) => `${addOn.name} × ${addOn.quantity}`).join(', ')}
        </p>
      ) : null}
    </>
  );
}

/** Line kinds with a SPEC §9 label of their own; the others (add-ons, products…) keep their name. */
const LABELLED_KINDS = [
  'green-fees',
  'player-two-to-four',
  'member',
  'member-guest',
  'convenience-fee',
  'reservation-fees',
  'initiation-fee',
] as const;
type LabelledKind = (typeof LABELLED_KINDS)[number];
const isLabelled = (kind: string): kind is LabelledKind => (LABELLED_KINDS as readonly string[]).includes(kind);

/**
 * The cart's items (with their markers) and the invoice: lines, taxes, total, due now (less an
 * applied gift certificate) and at the course.
 */
export function CheckoutSummary({
  cart,
  facilities,
  invoice,
  invoiceLoading,
  status,
  giftAmount,
  creditBookAmount = 0,
  friendsShare = 0,
}: {
  cart: Cart;
  facilities: Facility[];
  invoice: CartInvoice | null;
  invoiceLoading: boolean;
  status: ItemStatus;
  giftAmount: number;
  /** What the chosen credit book pays now. */
  creditBookAmount?: number;
  /** The other players' shares when each pays their own (paid through their invitations). */
  friendsShare?: number;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const byId = new Map(facilities.map((facility) => [facility.id, facility]));
  const currency = invoice?.currencyCode ?? facilities[0]?.currencyCode ?? 'USD';
  const money = (cents: number) => formatCents(cents, currency, i18n.language);
  const topLevel = cart.items.filter((item) => item.parentId === null);
  return (
    <section className="card checkout-summary" aria-labelledby={headingId} data-testid="checkout-summary">
      <h2 id={headingId}>{t('checkout.summary.title')}</h2>
      <ul className="checkout-items">
        {topLevel.map((item) => {
          const children = cart.items.filter((child) => child.parentId === item.id);
          const facility = item.facilityId === null ? undefined : byId.get(item.facilityId);
          const itemInvoice = invoice?.invoices.find((entry) => entry.cartItemId === item.id);
          const marker = status.markers[item.id];
          const error = status.errors[item.id];
          // The server leaves a tee time whose hold lapsed out of the invoice; say so
          // rather than list it as if it were paid for.
          const lapsed = item.type === 'tee-time' && invoice !== null && !itemInvoice;
          return (
            <li
              key={item.id}
              className={lapsed ? 'checkout-item checkout-item--lapsed' : 'checkout-item'}
              data-testid="checkout-item"
              data-marker={marker ?? ''}
              data-lapsed={lapsed || undefined}
            >
              <div className="checkout-item__head">
                <div>
                  <ItemDetails item={item} facility={facility} />
                  {children.map((child) => (
                    <p key={child.id} className="checkout-item__meta">
                      + {itemName(child)}
                    </p>
                  ))}
                </div>
                {marker ? (
                  <span className={`checkout-marker checkout-marker--${marker}`} data-testid="checkout-marker">
                    {t(`checkout.markers.${marker}`)}
                  </span>
                ) : null}
              </div>
              {lapsed ? (
                <p className="checkout-item__lapsed" role="status" data-testid="checkout-item-lapsed">
                  <strong>{t('checkout.summary.lapsed')}</strong>{' '}
                  <Link to="/cart">{t('checkout.summary.lapsedHoldAgain')}</Link>
                </p>
              ) : null}
              {itemInvoice ? (
                <dl className="checkout-lines">
                  {itemInvoice.items.map((line, index) => (
                    <div key={`${line.kind}-${index}`} className="checkout-lines__row">
                      <dt>
                        {isLabelled(line.kind) ? t(`checkout.lines.${line.kind}`) : line.label}
                        {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                        {line.due === 'course' ? (
                          <span className="checkout-lines__due"> ({t('checkout.summary.atCourse')})</span>
                        ) : null}
                      </dt>
                      <dd>{money(line.amount)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {error ? (
                <p className="checkout-item__alert" data-testid="checkout-item-error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {invoice ? (
        <dl className="checkout-totals" data-testid="checkout-totals">
          <div className="checkout-lines__row">
            <dt>{t('checkout.summary.subTotal')}</dt>
            <dd>{money(invoice.totalDue.summary.subTotal)}</dd>
          </div>
          <div className="checkout-lines__row">
            <dt>{t('checkout.summary.taxes')}</dt>
            <dd>{money(invoice.totalDue.summary.salesTax)}</dd>
          </div>
          <div className="checkout-lines__row checkout-totals__total">
            <dt>{t('checkout.summary.total')}</dt>
            <dd data-testid="checkout-total">{money(invoice.totalDue.summary.total)}</dd>
          </div>
          <div className="checkout-lines__row checkout-totals__now">
            <dt>{t('checkout.summary.dueNow')}</dt>
            <dd data-testid="checkout-due-now">{money(invoice.dueNow.original.total)}</dd>
          </div>
          {friendsShare > 0 ? (
            <div className="checkout-lines__row">
              <dt>{t('checkout.split.summaryLine')}</dt>
              <dd data-testid="checkout-friends-share">{money(-friendsShare)}</dd>
            </div>
          ) : null}
          {creditBookAmount > 0 ? (
            <div className="checkout-lines__row">
              <dt>{t('checkout.creditBook.summaryLine')}</dt>
              <dd data-testid="checkout-credit-book-amount">{money(-creditBookAmount)}</dd>
            </div>
          ) : null}
          {giftAmount > 0 ? (
            <div className="checkout-lines__row">
              <dt>{t('checkout.gift.summaryLine')}</dt>
              <dd data-testid="checkout-gift-amount">{money(-giftAmount)}</dd>
            </div>
          ) : null}
          <div className="checkout-lines__row">
            <dt>{t('checkout.summary.dueAtCourse')}</dt>
            <dd data-testid="checkout-due-at-course">{money(invoice.dueAtCourse)}</dd>
          </div>
        </dl>
      ) : (
        <p role="status">
          {invoiceLoading ? t('checkout.summary.invoiceLoading') : t('checkout.summary.invoiceUnavailable')}
        </p>
      )}
    </section>
  );
}
