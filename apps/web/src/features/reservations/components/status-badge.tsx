import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '@fairway/domain/reservations/reservation-status';

/** The booking's status as a badge (booked, cancelled, partially cancelled, checked in). */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`reservation-status reservation-status--${status}`} data-testid="reservation-status">
      {t(`reservations.status.${status}`)}
    </span>
  );
}
