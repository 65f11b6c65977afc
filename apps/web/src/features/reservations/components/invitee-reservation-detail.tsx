import { useTranslation } from 'react-i18next';
import { useToast } from '../hooks/use-toast.ts';
import type { ReservationAccess } from '../api/reservation-access.ts';
import { isLive, type ReservationView } from '../utils/reservation-view.ts';
import { ReservationOverview } from './reservation-overview.tsx';
import { ReservationPlayers } from './reservation-players.tsx';
import { ReservationToast } from './reservation-toast.tsx';

/**
 * A round the golfer was invited to, read-only: when and where, the players and the
 * calendar file. The booking's money, card, order, notes and actions stay with the party lead.
 */
export function InviteeReservationDetail({
  reservation,
  access,
}: {
  reservation: ReservationView;
  access: ReservationAccess;
}) {
  const { t } = useTranslation();
  const { toast, show } = useToast();
  const name = reservation.invitedBy ?? '';
  return (
    <div className="reservation-detail" data-testid="reservation-detail" data-viewer="invitee">
      <ReservationToast toast={toast} />
      <ReservationOverview
        reservation={reservation}
        access={access}
        onCalendarFailed={() => show(t('reservations.calendarFailed'), 'error')}
      >
        <p className="reservation-invitee-note" data-testid="invitee-note">
          {isLive(reservation)
            ? t('reservations.invitee.note', { name })
            : t('reservations.invitee.invitedBy', { name })}
        </p>
      </ReservationOverview>
      <ReservationPlayers reservation={reservation} />
    </div>
  );
}
