import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useGetManagedReservationQuery } from '../api/reservations-api.ts';
import { toReservationView } from '../utils/reservation-view.ts';
import { ReservationDetail } from './reservation-detail.tsx';
import './reservations.css';

const NO_CARDS: never[] = [];

/** /reservation/manage?alias=…&token=…: a guest's one booking from the signed e-mail link, no account needed. */
export function ManageBookingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useGetManagedReservationQuery(token, { skip: !token });
  if (!token || query.isError) {
    const expired = query.isError && apiErrorCode(query.error) === 'MANAGE_LINK_EXPIRED';
    return (
      <div className="page page--narrow">
        <StatusPanel
          title={t('reservations.manage.title')}
          text={expired ? t('errors.MANAGE_LINK_EXPIRED') : t('reservations.manage.invalid')}
          role="alert"
          testId="manage-invalid"
        >
          <Link to="/teetimes" className="button">
            {t('reservations.findTeeTime')}
          </Link>
        </StatusPanel>
      </div>
    );
  }
  return (
    <div className="page page--narrow" data-testid="manage-booking-page">
      {query.data ? (
        <ReservationDetail
          reservation={toReservationView(query.data.reservation)}
          access={{ kind: 'guest', token }}
          savedCards={NO_CARDS}
        />
      ) : (
        <p role="status">{t('reservations.loading')}</p>
      )}
    </div>
  );
}
