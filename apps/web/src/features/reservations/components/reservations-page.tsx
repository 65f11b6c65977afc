import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useReservationHistory } from '../hooks/use-reservation-history.ts';
import { ReservationList } from './reservation-list.tsx';
import './reservations.css';

/** /reservation/history: the signed-in golfer's upcoming and past bookings of this alias. */
export function ReservationsPage() {
  const { t } = useTranslation();
  const history = useReservationHistory();
  if (history.isError) {
    return (
      <div className="page page--narrow">
        <StatusPanel
          title={t('pageTitles.reservations')}
          text={t('reservations.loadFailed')}
          role="alert"
          testId="reservations-failed"
        >
          <button type="button" className="button" onClick={history.retry}>
            {t('reservations.retry')}
          </button>
        </StatusPanel>
      </div>
    );
  }
  return (
    <div className="page reservations-page" data-testid="reservations-page">
      <div className="page__header">
        <h1 className="page__title">{t('pageTitles.reservations')}</h1>
        <Link to="/teetimes" className="button button--secondary">
          {t('reservations.bookAnother')}
        </Link>
      </div>
      {history.isLoading ? (
        <p role="status" className="loading">
          {t('reservations.loading')}
        </p>
      ) : (
        <>
          <ReservationList kind="upcoming" reservations={history.upcoming} total={history.upcomingTotal} />
          <ReservationList kind="past" reservations={history.past} total={history.pastTotal} />
          {history.hasMore ? (
            <button
              type="button"
              className="button button--secondary reservations-page__more"
              onClick={history.loadMore}
              disabled={history.isFetching}
              data-testid="reservations-more"
            >
              {t('reservations.showMore')}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
