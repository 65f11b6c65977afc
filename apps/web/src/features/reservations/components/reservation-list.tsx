import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReservationView } from '../utils/reservation-view.ts';
import { ReservationCard } from './reservation-card.tsx';

/** One list (upcoming or past) with its heading, or an empty state that leads back to tee times. */
export function ReservationList({
  kind,
  reservations,
  total,
}: {
  kind: 'upcoming' | 'past';
  reservations: ReservationView[];
  total: number;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="reservation-list" aria-labelledby={headingId} data-testid={`reservations-${kind}`}>
      <h2 id={headingId} className="reservation-list__title">
        {t(`reservations.${kind}`)}{' '}
        <span className="reservation-list__count">({Math.max(total, reservations.length)})</span>
      </h2>
      {reservations.length ? (
        <ul className="reservation-list__items">
          {reservations.map((reservation) => (
            <ReservationCard key={reservation.id} reservation={reservation} />
          ))}
        </ul>
      ) : (
        <div className="card empty-state reservation-list__empty" data-testid={`reservations-${kind}-empty`}>
          <p>{t(`reservations.empty.${kind}`)}</p>
          <Link to="/teetimes" className="button">
            {t('reservations.findTeeTime')}
          </Link>
        </div>
      )}
    </section>
  );
}
