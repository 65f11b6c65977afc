import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCreditAccountQuery, useGetProCreditCardsQuery } from '../api/pro-profile-api.ts';
import { PaymentForm } from './payment-form.tsx';
import { localDate, money } from './pro-format.ts';
import { SectionCard, SectionFailure, SectionLoading } from './section-state.tsx';

/**
 * Billing: the credit account (balance, limit, last payment), paying it where billingDisplay
 * allows, and the saved cards; `wallet` is the wallet's card panel, composed by the app page.
 */
export function BillingSection({ viewCreditCards, wallet }: { viewCreditCards: boolean; wallet?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const account = useGetCreditAccountQuery(undefined);
  const cards = useGetProCreditCardsQuery(undefined, { skip: !viewCreditCards });
  if (account.isError)
    return <SectionFailure text={t('proProfile.failures.creditAccount')} onRetry={() => void account.refetch()} />;
  if (!account.data) return <SectionLoading />;
  const { data } = account;
  const format = (cents: number) => money(cents, data.currencyCode, i18n.language);
  const canPay = data.payAccountBalance || data.creditAccountPayment;
  return (
    <>
      <SectionCard title={`${t('proProfile.billing.account')} · ${data.facilityName}`} testId="credit-account">
        <dl className="pro-facts">
          <div>
            <dt>{t('proProfile.billing.balance')}</dt>
            <dd data-testid="account-balance">{format(data.balance)}</dd>
          </div>
          <div>
            <dt>{t('proProfile.billing.creditLimit')}</dt>
            <dd>{format(data.creditLimit)}</dd>
          </div>
          <div>
            <dt>{t('proProfile.billing.available')}</dt>
            <dd>{format(data.available)}</dd>
          </div>
        </dl>
        <p className="pro-muted">
          {data.lastPayment
            ? t('proProfile.billing.lastPayment', {
                amount: format(data.lastPayment.amount),
                date: localDate(data.lastPayment.date, i18n.language),
              })
            : t('proProfile.billing.noPayment')}
        </p>
      </SectionCard>
      {canPay && viewCreditCards ? (
        <SectionCard title={t('proProfile.billing.pay')}>
          {cards.isError ? (
            <SectionFailure text={t('proProfile.failures.creditCards')} onRetry={() => void cards.refetch()} />
          ) : !cards.data ? (
            <SectionLoading />
          ) : (
            <PaymentForm account={data} cards={cards.data} />
          )}
        </SectionCard>
      ) : null}
      {viewCreditCards && wallet ? <SectionCard title={t('proProfile.billing.cards')}>{wallet}</SectionCard> : null}
    </>
  );
}
