import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../utils/reservation-format.ts';
import type { ReservationView } from '../utils/reservation-view.ts';
import { StatusBadge } from './status-badge.tsx';
import { formatZonedTeeTime } from '../../../shared/format/zoned-tee-time.ts';

/**
 * One booking in a list: course, local time, players, rate, confirmation number, paid / due, status.
 * A round the golfer was invited to says by whom and shows no money.
 */
export function ReservationCard({ reservation }: { reservation: ReservationView }) {
  const { t, i18n } = useTranslation();
  const amount = (cents: number) => money(cents, reservation.currencyCode, i18n.language);
  const when = formatZonedTeeTime(reservation.teetime, reservation.timeZone, i18n.language);
  return (
    <li
      className="card reservation-card"
      data-testid="reservation-card"
      data-status={reservation.status}
      data-viewer={reservation.viewer}
    >
      <div className="reservation-card__header">
        <h3 className="reservation-card__title">
          <Link to={`/reservation/history/${encodeURIComponent(reservation.id)}`} className="reservation-card__link">
            {reservation.facilityName}
            <span className="visually-hidden">, {when}</span>
          </Link>
        </h3>
        <StatusBadge status={reservation.status} progress={reservation.checkInProgress} />
      </div>
      <p className="reservation-card__when" data-testid="reservation-when">
        {when}
      </p>
      {reservation.viewer === 'invitee' ? (
        <p className="reservation-invited-by" data-testid="reservation-invited-by">
          {t('reservations.invitee.invitedBy', { name: reservation.invitedBy ?? '' })}
        </p>
      ) : null}
      <dl className="reservation-facts">
        <div>
          <dt>{t('reservations.players')}</dt>
          <dd data-testid="reservation-players">{reservation.activePlayers}</dd>
        </div>
        <div>
          <dt>{t('reservations.rate')}</dt>
          <dd>{reservation.rateName}</dd>
        </div>
        <div>
          <dt>{t('reservations.confirmationNumber')}</dt>
          <dd data-testid="reservation-confirmation">{reservation.confirmationNumber}</dd>
        </div>
        {reservation.viewer === 'booker' ? (
          <>
            <div>
              <dt>{t('reservations.paid')}</dt>
              <dd data-testid="reservation-paid">{amount(reservation.paid)}</dd>
            </div>
            <div>
              <dt>{t('reservations.dueAtCourse')}</dt>
              <dd data-testid="reservation-due">{amount(reservation.dueAtCourse)}</dd>
            </div>
            {reservation.refunded > 0 ? (
              <div>
                <dt>{t('reservations.refunded')}</dt>
                <dd data-testid="reservation-refunded">{amount(reservation.refunded)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
    </li>
  );
}
