import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useGetReservationQuery } from '../api/reservations-api.ts';
import type { CheckInCard } from '../utils/check-in-payment.ts';
import { toReservationView } from '../utils/reservation-view.ts';
import { ReservationDetail, type InvitationsSlot } from './reservation-detail.tsx';
import './reservations.css';

const CUSTOMER = { kind: 'customer' } as const;

/** /reservation/history/:id: one of the signed-in golfer's bookings (another's is not found). */
export function ReservationDetailPage({
  savedCards,
  invitations,
}: {
  savedCards: CheckInCard[];
  invitations?: InvitationsSlot | undefined;
}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useGetReservationQuery(id);
  return (
    <div className="page page--narrow">
      <Link to="/reservation/history" className="reservation-back">
        ← {t('reservations.back')}
      </Link>
      {query.isError ? (
        <StatusPanel
          title={t('pageTitles.reservations')}
          text={apiErrorCode(query.error) === 'NOT_FOUND' ? t('reservations.notFound') : t('reservations.loadFailed')}
          role="alert"
          testId="reservation-failed"
        />
      ) : query.data ? (
        <ReservationDetail
          reservation={toReservationView(query.data)}
          access={CUSTOMER}
          savedCards={savedCards}
          invitations={invitations}
        />
      ) : (
        <p role="status">{t('reservations.loading')}</p>
      )}
    </div>
  );
}
