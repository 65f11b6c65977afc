import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationAccess } from '../api/reservation-access.ts';
import { isLive, type ReservationView } from '../utils/reservation-view.ts';
import { CalendarDownload } from './calendar-download.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatZonedTeeTime } from '../../../shared/format/zoned-tee-time.ts';

/** Props of the overview at the top of a booking's detail. */
export interface ReservationOverviewProps {
  reservation: ReservationView;
  access: ReservationAccess;
  onCalendarFailed: () => void;
  /** Shown under the local time (the invitee's note). */
  children?: ReactNode;
}

/** The head of a booking's detail: course, status, local time, the round's facts, and "Add to calendar" while it is to come. */
export function ReservationOverview({ reservation, access, onCalendarFailed, children }: ReservationOverviewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section className="card reservation-section" aria-labelledby={headingId}>
      <div className="reservation-card__header">
        <h1 id={headingId} className="page__title">
          {reservation.facilityName}
        </h1>
        <StatusBadge status={reservation.status} progress={reservation.checkInProgress} />
      </div>
      <p className="reservation-card__when" data-testid="detail-when">
        {formatZonedTeeTime(reservation.teetime, reservation.timeZone, i18n.language)}
      </p>
      {children}
      <dl className="reservation-facts">
        <div>
          <dt>{t('reservations.confirmationNumber')}</dt>
          <dd data-testid="detail-confirmation">{reservation.confirmationNumber}</dd>
        </div>
        <div>
          <dt>{t('reservations.players')}</dt>
          <dd data-testid="detail-players">{reservation.activePlayers}</dd>
        </div>
        <div>
          <dt>{t('reservations.rate')}</dt>
          <dd>{reservation.rateName}</dd>
        </div>
        {reservation.holes ? (
          <div>
            <dt>{t('reservations.holes')}</dt>
            <dd>{reservation.holes}</dd>
          </div>
        ) : null}
        {reservation.transportation ? (
          <div>
            <dt>{t('reservations.transportation')}</dt>
            <dd>{t(`reservations.transport.${reservation.transportation}`)}</dd>
          </div>
        ) : null}
      </dl>
      {isLive(reservation) ? (
        <CalendarDownload reservation={reservation} access={access} onFailed={onCalendarFailed} />
      ) : null}
    </section>
  );
}
