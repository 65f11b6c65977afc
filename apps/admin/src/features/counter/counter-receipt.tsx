import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterSaleReceipt } from '@fairway/contract/admin-counter-sales.contract';
import { moneyOf } from '../../shared/amounts.ts';
import { TenderRows } from '../../shared/tender-rows.tsx';
import './counter.css';

/** While a receipt is shown, printing the page prints the receipt alone (counter.css, `@media print`). */
const PRINTING_CLASS = 'admin-printing-counter-receipt';

/** The receipt of a counter sale as the server recorded it: lines, tenders, totals and the printed gift codes. */
export function CounterReceipt({ receipt, onNext }: { receipt: CounterSaleReceipt; onNext: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => moneyOf(i18n.language, receipt.currencyCode, cents);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    heading.current?.focus();
    return () => document.body.classList.remove(PRINTING_CLASS);
  }, []);
  const at = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="admin-counter-receipt" data-testid="counter-receipt" aria-labelledby="counter-receipt-heading">
      <h3 id="counter-receipt-heading" ref={heading} tabIndex={-1}>
        {t('counter.receipt.heading', { number: receipt.receiptNumber })}
      </h3>
      <p>
        {t('counter.receipt.soldTo', { name: `${receipt.buyer.firstName} ${receipt.buyer.lastName}`.trim() })} ·{' '}
        {at.format(new Date(receipt.at))} · {t('counter.receipt.order', { number: receipt.orderNumber })}
      </p>
      <table className="admin-counter-receipt-lines">
        <caption>{t('counter.receipt.lines')}</caption>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.description}
              </th>
              <td>{money(line.grandTotal)}</td>
            </tr>
          ))}
          <TenderRows tenders={receipt.tenders} money={money} />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('counter.receipt.tax')}</th>
            <td>{money(receipt.totalTaxes)}</td>
          </tr>
          <tr>
            <th scope="row">{t('counter.receipt.total')}</th>
            <td>{money(receipt.paidCents)}</td>
          </tr>
        </tfoot>
      </table>
      {receipt.printedGiftCertificates.length > 0 && (
        <ul className="admin-counter-codes" aria-label={t('counter.receipt.codes')}>
          {receipt.printedGiftCertificates.map((gift) => (
            <li key={gift.code}>
              {t('counter.receipt.code', { amount: money(gift.value), course: gift.course })}{' '}
              <strong data-testid="gift-code">{gift.code}</strong>
            </li>
          ))}
        </ul>
      )}
      {receipt.emailedGiftCertificates.map((gift, index) => (
        <p key={`emailed-${index}`}>
          {t('counter.receipt.emailedGift', {
            amount: money(gift.value),
            name: gift.recipientName,
            email: gift.recipientEmail,
            date: gift.deliveryDate,
          })}
        </p>
      ))}
      {receipt.memberships.map((membership, index) => (
        <p key={`membership-${index}`}>
          {membership.nextInstalmentDate
            ? t('counter.receipt.membership', { name: membership.name, date: membership.nextInstalmentDate })
            : t('counter.receipt.membershipPaid', { name: membership.name })}
        </p>
      ))}
      <p>
        {receipt.emailedTo ? t('desk.receipt.emailed', { email: receipt.emailedTo }) : t('desk.receipt.notEmailed')}
      </p>
      <div className="admin-actions admin-counter-receipt-actions">
        <button type="button" onClick={() => window.print()}>
          {t('desk.receipt.print')}
        </button>
        <button type="button" className="admin-secondary" onClick={onNext}>
          {t('counter.receipt.next')}
        </button>
      </div>
    </section>
  );
}
