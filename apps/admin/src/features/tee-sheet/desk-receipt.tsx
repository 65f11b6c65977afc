import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskPaymentReceipt } from '@fairway/contract/admin-desk-payment.contract';
import { moneyOf } from '../../shared/amounts.ts';
import { TenderRows } from '../../shared/tender-rows.tsx';
import './desk-receipt.css';

/** While a receipt is shown, printing the page prints the receipt alone (console.css, `@media print`). */
const PRINTING_CLASS = 'admin-printing-receipt';

/**
 * The receipt of a payment taken at the desk, as the server recorded it (its tenders are the
 * money view's entries of this payment), with Print and Close. Printed, it is the page's only content.
 */
export function DeskReceipt({ receipt, onClose }: { receipt: DeskPaymentReceipt; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => moneyOf(i18n.language, receipt.currencyCode, cents);
  const print = useRef<HTMLButtonElement>(null);
  // Before the receipt is painted, so a print asked at once already prints the receipt alone.
  useLayoutEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    // The receipt replaces the form inside the dialog: focus goes to its first action.
    print.current?.focus();
    return () => document.body.classList.remove(PRINTING_CLASS);
  }, []);
  const teetime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const takenAt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="admin-desk-receipt" data-testid="desk-receipt">
      <h3>{t('desk.receipt.heading', { number: receipt.receiptNumber })}</h3>
      <dl>
        <dt>{t('desk.receipt.booking')}</dt>
        <dd>
          {receipt.confirmationNumber}, {receipt.booker.firstName} {receipt.booker.lastName}
        </dd>
        <dt>{t('desk.receipt.teeTime')}</dt>
        <dd>
          {receipt.course}, {teetime.format(new Date(`${receipt.teetime}:00Z`))}
        </dd>
        <dt>{t('desk.receipt.takenAt')}</dt>
        <dd>{takenAt.format(new Date(receipt.at))}</dd>
      </dl>
      <table className="admin-desk-receipt-lines">
        <caption>{t('desk.receipt.tenders')}</caption>
        <tbody>
          <TenderRows tenders={receipt.tenders} money={money} />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('desk.receipt.total')}</th>
            <td>{money(receipt.paidCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('desk.receipt.stillDue')}</th>
            <td>{money(receipt.money.dueAtCourseCents)}</td>
          </tr>
        </tfoot>
      </table>
      {receipt.checkedInSlots.length > 0 && (
        <p>{t('desk.receipt.checkedIn', { count: receipt.checkedInSlots.length })}</p>
      )}
      <p>
        {receipt.emailedTo ? t('desk.receipt.emailed', { email: receipt.emailedTo }) : t('desk.receipt.notEmailed')}
      </p>
      <div className="admin-actions admin-desk-receipt-actions">
        <button ref={print} type="button" onClick={() => window.print()}>
          {t('desk.receipt.print')}
        </button>
        <button type="button" className="admin-secondary" onClick={onClose}>
          {t('ops.close')}
        </button>
      </div>
    </div>
  );
}
