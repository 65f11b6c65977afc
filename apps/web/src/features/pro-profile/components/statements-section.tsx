import type { BillingStatement } from '@fairway/contract/pro-profile.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, useGetBillingStatementQuery, useGetStatementHistoryQuery } from '../api/pro-profile-api.ts';
import { DateRangeForm } from './date-range-form.tsx';
import { localDate, money, monthName } from './pro-format.ts';
import { SectionCard, SectionFailure, SectionLoading } from './section-state.tsx';

/** The printable statement of a range: totals and every line with its running balance. */
function PrintableStatement({ statement }: { statement: BillingStatement }) {
  const { t, i18n } = useTranslation();
  const format = (cents: number) => money(cents, statement.currencyCode, i18n.language);
  return (
    <section
      className="card pro-card pro-printable"
      data-testid="printable-statement"
      aria-labelledby="printable-title"
    >
      <h3 id="printable-title" className="pro-card__title">
        {t('proProfile.statements.printable', {
          start: localDate(statement.startDate, i18n.language),
          end: localDate(statement.endDate, i18n.language),
        })}
      </h3>
      <p>{statement.facilityName}</p>
      <dl className="pro-facts">
        <div>
          <dt>{t('proProfile.statements.opening')}</dt>
          <dd>{format(statement.openingBalance)}</dd>
        </div>
        <div>
          <dt>{t('proProfile.statements.charges')}</dt>
          <dd>{format(statement.charges)}</dd>
        </div>
        <div>
          <dt>{t('proProfile.statements.payments')}</dt>
          <dd>{format(statement.payments)}</dd>
        </div>
        <div>
          <dt>{t('proProfile.statements.closing')}</dt>
          <dd data-testid="statement-closing">{format(statement.closingBalance)}</dd>
        </div>
      </dl>
      {statement.lines.length === 0 ? (
        <p>{t('proProfile.statements.noLines')}</p>
      ) : (
        <table className="pro-table" data-testid="statement-lines">
          <thead>
            <tr>
              <th scope="col">{t('proProfile.date')}</th>
              <th scope="col">{t('proProfile.description')}</th>
              <th scope="col" className="pro-table__amount">
                {t('proProfile.amount')}
              </th>
              <th scope="col" className="pro-table__amount">
                {t('proProfile.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line, index) => (
              <tr key={`${line.date}-${index}`} data-kind={line.kind}>
                <td>{localDate(line.date, i18n.language)}</td>
                <td>
                  {t(`proProfile.statements.kind.${line.kind}`)} · {line.description}
                </td>
                <td className="pro-table__amount">
                  {line.kind === 'payment' ? `−${format(line.amount)}` : format(line.amount)}
                </td>
                <td className="pro-table__amount">{format(line.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="form__actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('proProfile.statements.print')}
        </button>
      </div>
    </section>
  );
}

/** Statements: monthly statements of a date range, and a printable statement of the range or of a month. */
export function StatementsSection() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<DateRange>({});
  const [shown, setShown] = useState<DateRange>({});
  const history = useGetStatementHistoryQuery(range);
  const statement = useGetBillingStatementQuery(shown);
  const choose = (next: DateRange) => {
    setRange(next);
    setShown(next);
  };
  return (
    <>
      <DateRangeForm value={range} onChange={choose} />
      {statement.isError ? (
        <SectionFailure text={t('proProfile.failures.billingStatement')} onRetry={() => void statement.refetch()} />
      ) : !statement.data || statement.isFetching ? (
        <SectionLoading />
      ) : (
        <PrintableStatement statement={statement.data} />
      )}
      <SectionCard title={t('proProfile.statements.history')} testId="statement-history">
        {history.isError ? (
          <SectionFailure text={t('proProfile.failures.statementHistory')} onRetry={() => void history.refetch()} />
        ) : !history.data ? (
          <SectionLoading />
        ) : history.data.items.length === 0 ? (
          <p>{t('proProfile.statements.empty')}</p>
        ) : (
          <table className="pro-table">
            <thead>
              <tr>
                <th scope="col">{t('proProfile.date')}</th>
                <th scope="col" className="pro-table__amount">
                  {t('proProfile.statements.opening')}
                </th>
                <th scope="col" className="pro-table__amount">
                  {t('proProfile.statements.charges')}
                </th>
                <th scope="col" className="pro-table__amount">
                  {t('proProfile.statements.payments')}
                </th>
                <th scope="col" className="pro-table__amount">
                  {t('proProfile.statements.closing')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((month) => {
                const format = (cents: number) => money(cents, history.data.currencyCode, i18n.language);
                return (
                  <tr key={month.month} data-testid="statement-month">
                    <th scope="row">
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => setShown({ startDate: month.startDate, endDate: month.endDate })}
                      >
                        {monthName(month.month, i18n.language)}
                      </button>
                    </th>
                    <td className="pro-table__amount">{format(month.openingBalance)}</td>
                    <td className="pro-table__amount">{format(month.charges)}</td>
                    <td className="pro-table__amount">{format(month.payments)}</td>
                    <td className="pro-table__amount">{format(month.closingBalance)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </SectionCard>
    </>
  );
}
