import { defaultOrdersRange } from '@fairway/domain/pro-profile/statements';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFoundAnswer } from '../../../shared/api/api-error.ts';
import { invoiceLineLabel } from '../../../shared/i18n/invoice-line-label.ts';
import { type DateRange, useGetProOrderQuery, useGetProOrdersQuery } from '../api/pro-profile-api.ts';
import { DateRangeForm } from './date-range-form.tsx';
import { localDate, money } from './pro-format.ts';
import { SectionCard, SectionFailure, SectionLoading } from './section-state.tsx';

/**
 * Orders: the member's closed orders at the home course, in a date range that starts filled in with
 * the last 90 days in the course's zone (the server's default too: one domain rule).
 */
export function OrdersSection({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => defaultOrdersRange(new Date(), timeZone));
  const orders = useGetProOrdersQuery(range);
  return (
    <>
      <DateRangeForm value={range} onChange={setRange} />
      {orders.isError ? (
        <SectionFailure
          text={`${t('proProfile.failures.orders')} ${t('proProfile.failures.ordersAlert')}`}
          onRetry={() => void orders.refetch()}
        />
      ) : !orders.data || orders.isFetching ? (
        <SectionLoading />
      ) : orders.data.items.length === 0 ? (
        <p data-testid="pro-empty">{t('proProfile.orders.empty')}</p>
      ) : (
        <ul className="pro-list" data-testid="pro-orders">
          {orders.data.items.map((order) => (
            <li key={order.orderId} className="card pro-card">
              <h3 className="pro-card__title">
                <Link to={`/profile/orders/${encodeURIComponent(order.orderId)}`}>
                  {t('proProfile.orders.number', { number: order.orderNumber })}
                </Link>
              </h3>
              <p>
                {localDate(order.date, i18n.language)} · {t('proProfile.orders.items', { count: order.itemCount })} ·{' '}
                <strong>{money(order.total, order.currencyCode, i18n.language)}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One closed order with its lines. */
export function OrderDetailSection({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const order = useGetProOrderQuery(orderId);
  const back = (
    <p>
      <Link to="/profile/orders">{t('proProfile.orders.back')}</Link>
    </p>
  );
  if (order.isError) {
    return (
      <>
        {isNotFoundAnswer(order.error) ? (
          <SectionFailure text={t('proProfile.orders.notFound')} testId="pro-order-not-found" />
        ) : (
          <SectionFailure text={t('proProfile.failures.order', { id: orderId })} onRetry={() => void order.refetch()} />
        )}
        {back}
      </>
    );
  }
  if (!order.data) return <SectionLoading />;
  const { data } = order;
  const format = (cents: number) => money(cents, data.currencyCode, i18n.language);
  return (
    <>
      {back}
      <SectionCard title={t('proProfile.orders.number', { number: data.orderNumber })} testId="pro-order">
        <p>{localDate(data.date, i18n.language)}</p>
        <table className="pro-table">
          <thead>
            <tr>
              <th scope="col">{t('proProfile.description')}</th>
              <th scope="col">{t('proProfile.orders.quantity')}</th>
              <th scope="col" className="pro-table__amount">
                {t('proProfile.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line, index) => (
              <tr key={`${index}-${line.description}`}>
                <td>{invoiceLineLabel(t, { kind: line.kind, label: line.description })}</td>
                <td>{line.quantity}</td>
                <td className="pro-table__amount">{format(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="pro-facts">
          <div>
            <dt>{t('proProfile.orders.subTotal')}</dt>
            <dd>{format(data.subTotal)}</dd>
          </div>
          <div>
            <dt>{t('proProfile.orders.taxes')}</dt>
            <dd>{format(data.totalTaxes)}</dd>
          </div>
          <div>
            <dt>{t('proProfile.orders.total')}</dt>
            <dd>{format(data.total)}</dd>
          </div>
        </dl>
      </SectionCard>
    </>
  );
}
