import { useTranslation } from 'react-i18next';
import type { CheckInProgress, ReservationStatus } from '@fairway/domain/reservations/reservation-status';

/**
 * The booking's status as a badge (booked, cancelled, partially cancelled, checked in, or "1 of 2
 * checked in" while only some players have): the status and the count are the domain's.
 */
export function StatusBadge({ status, progress }: { status: ReservationStatus; progress: CheckInProgress }) {
  const { t } = useTranslation();
  return (
    <span className={`reservation-status reservation-status--${status}`} data-testid="reservation-status">
      {t(`reservations.status.${status}`, { checkedIn: progress.checkedIn, players: progress.players })}
    </span>
  );
}
