import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { deskGiftCodeSchema } from '@fairway/contract/admin-desk-payment.contract';
import { isConsoleError } from '../../app/console-api.ts';
import { moneyOf } from '../../shared/amounts.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { useGiftCertificateBalanceQuery } from './counter.api.ts';

const schema = z.object({ code: deskGiftCodeSchema });

/** A gift certificate's balance by its code: value, balance, delivery and where it was spent. */
export function GiftBalanceLookup() {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const found = useGiftCertificateBalanceQuery(code, { skip: code === '' });
  const form = useZodForm(schema, {
    defaultValues: { code: '' },
    messages: { code: t('counter.balance.codeInvalid') },
  });
  const certificate = found.currentData;
  const money = (cents: number) => moneyOf(i18n.language, certificate?.currencyCode ?? 'USD', cents);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const notFound = isConsoleError(found.error) && found.error.status === 404;
  return (
    <section className="admin-counter-balance" aria-labelledby="counter-balance-heading">
      <h3 id="counter-balance-heading">{t('counter.balance.heading')}</h3>
      <form className="admin-form" noValidate onSubmit={form.handleSubmit((values) => setCode(values.code))}>
        <Field form={form} name="code" label={t('counter.balance.code')}>
          {(props) => <input {...props} autoComplete="off" spellCheck={false} />}
        </Field>
        <div className="admin-actions">
          <button type="submit">{t('counter.balance.lookUp')}</button>
        </div>
      </form>
      <div aria-live="polite">
        {found.isFetching && <p role="status">{t('ops.loading')}</p>}
        {notFound ? <p role="alert">{t('counter.balance.notFound')}</p> : <ErrorAlert error={found.error} />}
        {certificate && !found.isFetching && (
          <div data-testid="gift-balance">
            <p className="admin-counter-total">
              {t('counter.balance.balance', { balance: money(certificate.balance), value: money(certificate.value) })}
            </p>
            <dl className="admin-counter-balance-facts">
              <dt>{t('counter.balance.course')}</dt>
              <dd>{certificate.course}</dd>
              <dt>{t('counter.balance.recipient')}</dt>
              <dd>{[certificate.recipientName, certificate.recipientEmail].filter(Boolean).join(' · ')}</dd>
              <dt>{t('counter.balance.delivery')}</dt>
              <dd>
                {certificate.delivered
                  ? t('counter.balance.delivered')
                  : t('counter.balance.scheduled', { date: certificate.deliveryDate })}
              </dd>
            </dl>
            {certificate.redemptions.length === 0 ? (
              <p>{t('counter.balance.unused')}</p>
            ) : (
              <table className="admin-counter-receipt-lines">
                <caption>{t('counter.balance.redemptions')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('counter.balance.when')}</th>
                    <th scope="col">{t('counter.balance.order')}</th>
                    <th scope="col">{t('counter.balance.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {certificate.redemptions.map((redemption, index) => (
                    <tr key={index}>
                      <td>{date.format(new Date(redemption.at))}</td>
                      <td>
                        {[redemption.orderNumber, redemption.confirmationNumber].filter(Boolean).join(' · ') || '—'}
                      </td>
                      <td>
                        {money(redemption.amountCents)}
                        {redemption.restoredCents > 0 &&
                          ` (${t('counter.balance.restored', { amount: money(redemption.restoredCents) })})`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
