import { useTranslation } from 'react-i18next';
import { useGetCreditBooksQuery, useGetLoyaltyQuery } from '../api/pro-profile-api.ts';
import { localDate, money } from './pro-format.ts';
import { SectionCard, SectionFailure, SectionLoading } from './section-state.tsx';

/** Loyalty: points earned per booking and purchase, the tier, and recent activity. */
export function LoyaltySection({ currencyCode }: { currencyCode: string }) {
  const { t, i18n } = useTranslation();
  const loyalty = useGetLoyaltyQuery(undefined);
  if (loyalty.isError)
    return <SectionFailure text={t('proProfile.failures.loyalties')} onRetry={() => void loyalty.refetch()} />;
  if (!loyalty.data) return <SectionLoading />;
  const { data } = loyalty;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <SectionCard
        title={t('proProfile.loyalty.points', { points: number.format(data.points) })}
        testId="loyalty-summary"
      >
        <p>
          <strong>
            {t('proProfile.loyalty.tier', { tier: t(`proProfile.loyalty.tiers.${data.tier as 'gold'}`) })}
          </strong>{' '}
          ·{' '}
          {data.pointsToNextTier === null
            ? t('proProfile.loyalty.top')
            : t('proProfile.loyalty.toNext', { points: number.format(data.pointsToNextTier) })}
        </p>
        <p className="pro-muted">{t('proProfile.loyalty.rule')}</p>
      </SectionCard>
      <SectionCard title={t('proProfile.loyalty.activity')}>
        {data.activity.length === 0 ? (
          <p>{t('proProfile.loyalty.empty')}</p>
        ) : (
          <table className="pro-table">
            <thead>
              <tr>
                <th scope="col">{t('proProfile.date')}</th>
                <th scope="col">{t('proProfile.description')}</th>
                <th scope="col" className="pro-table__amount">
                  {t('proProfile.amount')}
                </th>
                <th scope="col" className="pro-table__amount">
                  {t('proProfile.loyalty.pointsHeader')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.activity.map((entry, index) => (
                <tr key={`${entry.date}-${index}`}>
                  <td>{localDate(entry.date, i18n.language)}</td>
                  <td>
                    {t(`proProfile.loyalty.kind.${entry.kind}`)} · {entry.description}
                  </td>
                  <td className="pro-table__amount">{money(entry.amount, currencyCode, i18n.language)}</td>
                  <td className="pro-table__amount">
                    {t('proProfile.loyalty.earned', { points: number.format(entry.points) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SectionCard>
    </>
  );
}

/** Credit books: prepaid rounds or amounts, what is left, and what bookings used. */
export function CreditBooksSection() {
  const { t, i18n } = useTranslation();
  const books = useGetCreditBooksQuery(undefined);
  if (books.isError)
    return <SectionFailure text={t('proProfile.failures.creditBooks')} onRetry={() => void books.refetch()} />;
  if (!books.data) return <SectionLoading />;
  if (books.data.length === 0) return <p data-testid="pro-empty">{t('proProfile.creditBooks.empty')}</p>;
  const quantity = (kind: 'rounds' | 'amount', value: number, currencyCode: string) =>
    kind === 'rounds'
      ? t('proProfile.creditBooks.quantityRounds', { count: value })
      : money(value, currencyCode, i18n.language);
  return (
    <ul className="pro-list">
      {books.data.map((book) => (
        <li key={book.id} className="card pro-card" data-testid="credit-book">
          <h3 className="pro-card__title">{book.name}</h3>
          <p className="pro-amount">
            <strong>
              {book.kind === 'rounds'
                ? t('proProfile.creditBooks.rounds', { remaining: book.remaining, total: book.total })
                : t('proProfile.creditBooks.amount', {
                    remaining: money(book.remaining, book.currencyCode, i18n.language),
                    total: money(book.total, book.currencyCode, i18n.language),
                  })}
            </strong>
          </p>
          <progress className="pro-progress" max={book.total} value={book.remaining} aria-label={book.name} />
          <p className="pro-muted">
            {t('proProfile.creditBooks.purchased', { date: localDate(book.purchasedOn, i18n.language) })}
            {book.expiresOn
              ? ` · ${t('proProfile.creditBooks.expires', { date: localDate(book.expiresOn, i18n.language) })}`
              : ''}
          </p>
          <h4 className="pro-card__subtitle">{t('proProfile.creditBooks.uses')}</h4>
          {book.uses.length === 0 ? (
            <p>{t('proProfile.creditBooks.usesEmpty')}</p>
          ) : (
            <ul className="pro-lines">
              {book.uses.map((use, index) => (
                <li key={`${use.date}-${index}`}>
                  {localDate(use.date, i18n.language)} · {use.description} ·{' '}
                  {quantity(book.kind, use.quantity, book.currencyCode)}
                  {use.returned > 0
                    ? ` · ${t('proProfile.creditBooks.returned', { quantity: quantity(book.kind, use.returned, book.currencyCode) })}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
