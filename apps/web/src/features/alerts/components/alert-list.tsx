import type { Alert, AlertClaim, AlertOffer } from '@fairway/contract/alerts.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { minutesToClock } from '@fairway/domain/alerts/alert-lists';
import { dateTimeFormat } from '@fairway/domain/shared/intl-cache';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWallClock } from '../../../shared/format/wall-clock.ts';
import { formatZonedTeeTime } from '../../../shared/format/zoned-tee-time.ts';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
import { useGetAlertsQuery } from '../api/alerts-api.ts';

/** SPEC §4 delete states of one alert. */
export type DeleteState = 'delete_in_progress' | 'delete_loading' | 'delete_success' | null;

interface AlertListProps {
  status: 'active' | 'inactive';
  facilities: Facility[];
  deleting: { id: string; state: DeleteState } | null;
  onEdit: (alert: Alert) => void;
  onDelete: (alert: Alert, state: 'delete_in_progress' | 'confirm' | 'cancel') => void;
}

/** The tee time this alert found, waiting in the golfer's cart until the hold lapses, with "Book it" (checkout with that cart). */
function HeldOffer({ offer, facility }: { offer: AlertOffer; facility: Facility | undefined }) {
  const { t, i18n } = useTranslation();
  const timeZone = facility?.timeZone ?? 'UTC';
  const until = dateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(offer.expiresAt),
  );
  return (
    <p className="alert-list__offer" data-testid="alert-offer">
      <span>
        {t('alerts.offerHeld', {
          until,
          course: facility?.name ?? `#${offer.facilityId}`,
          when: formatZonedTeeTime(offer.teetime, timeZone, i18n.language),
          players: offer.players,
        })}
      </span>{' '}
      <Link to="/alerts?book=1" className="button">
        {t('alerts.bookOffer')}
      </Link>
    </p>
  );
}

/** A tee time the golfer took from this alert's offer, with a link to its reservation. */
function ClaimLine({ claim, facility }: { claim: AlertClaim; facility: Facility | undefined }) {
  const { t, i18n } = useTranslation();
  const when = formatZonedTeeTime(claim.teetime, facility?.timeZone ?? 'UTC', i18n.language);
  return (
    <p className="alert-list__claim" data-testid="alert-claim">
      <span>
        {t('alerts.claimLine', { course: facility?.name ?? `#${claim.facilityId}`, when, count: claim.players })}
      </span>{' '}
      {claim.reservationId ? (
        <Link
          to={`/reservation/history/${claim.reservationId}`}
          aria-label={t('alerts.viewReservationLabel', { when })}
        >
          {t('alerts.viewReservation')}
        </Link>
      ) : null}
    </p>
  );
}

/** One list of the alerts screen (active: soonest first, inactive: latest first, as the server sorts them). */
export function AlertList({ status, facilities, deleting, onEdit, onDelete }: AlertListProps) {
  const { t, i18n } = useTranslation();
  const { data, isError, isLoading } = useGetAlertsQuery(status);
  const names = new Map(facilities.map((facility) => [facility.id, facility.name]));
  // The dates as the golfer reads them ("Fri, Nov 27, 2026"); each keeps its ISO form in <time>.
  const readable = (date: string) => formatWallClock(date, i18n.language, DATE_FORMAT);
  const headingId = `alerts-${status}-title`;
  return (
    <section className="card alert-list" aria-labelledby={headingId} data-testid={`alerts-${status}`}>
      <h2 id={headingId}>{status === 'active' ? t('alerts.active') : t('alerts.inactive')}</h2>
      {isError ? (
        <p role="alert" className="form-alert">
          {status === 'active' ? t('alerts.activeFailed') : t('alerts.inactiveFailed')}
        </p>
      ) : isLoading || !data ? (
        <p role="status">{t('alerts.loading')}</p>
      ) : data.alerts.length === 0 ? (
        <p>{status === 'active' ? t('alerts.noActive') : t('alerts.noInactive')}</p>
      ) : (
        <ul className="alert-list__items">
          {data.alerts.map((alert) => {
            const confirming = deleting?.id === alert.id && deleting.state !== null;
            return (
              <li key={alert.id} className="alert-list__item" data-testid="alert-item">
                <p className="alert-list__dates">
                  {alert.claimed ? (
                    <span className="badge badge--claimed" data-testid="alert-claimed">
                      {t('alerts.claimedBadge')}
                    </span>
                  ) : null}{' '}
                  {alert.dates.map((date, index) => (
                    <span key={date}>
                      {index > 0 ? ', ' : ''}
                      <time dateTime={date}>{readable(date)}</time>
                    </span>
                  ))}
                </p>
                <p>
                  {t('alerts.summary', {
                    from: minutesToClock(alert.teetimeStartTime),
                    to: minutesToClock(alert.teetimeEndTime),
                    players: alert.players,
                    holes:
                      alert.holes.length === 1
                        ? alert.holes[0] === 9
                          ? t('alerts.nineHoles')
                          : t('alerts.eighteenHoles')
                        : t('alerts.anyHoles'),
                  })}
                </p>
                <p className="alert-list__courses">
                  {alert.facilityIds.map((id) => names.get(id) ?? `#${id}`).join(', ')}
                </p>
                {alert.claims.map((claim) => (
                  <ClaimLine
                    key={`${claim.facilityId}-${claim.teetime}`}
                    claim={claim}
                    facility={facilities.find((facility) => facility.id === claim.facilityId)}
                  />
                ))}
                {alert.offer ? (
                  <HeldOffer
                    offer={alert.offer}
                    facility={facilities.find((facility) => facility.id === alert.offer?.facilityId)}
                  />
                ) : null}
                {confirming ? (
                  <div className="alert-list__actions" role="group" aria-label={t('alerts.confirmDelete')}>
                    <span>{t('alerts.confirmDelete')}</span>
                    <button
                      type="button"
                      className="button"
                      disabled={deleting.state === 'delete_loading'}
                      onClick={() => onDelete(alert, 'confirm')}
                      data-testid="alert-delete-confirm"
                    >
                      {deleting.state === 'delete_loading' ? t('alerts.deleting') : t('alerts.confirmYes')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => onDelete(alert, 'cancel')}
                    >
                      {t('alerts.confirmNo')}
                    </button>
                  </div>
                ) : (
                  <div className="alert-list__actions">
                    {/* A claimed alert is history: it can be removed, not changed (the server refuses an edit). */}
                    {alert.claimed ? null : (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => onEdit(alert)}
                        aria-label={`${t('alerts.edit')} ${alert.dates.map(readable).join(', ')}`}
                      >
                        {t('alerts.edit')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => onDelete(alert, 'delete_in_progress')}
                      aria-label={`${t('alerts.delete')} ${alert.dates.map(readable).join(', ')}`}
                      data-testid="alert-delete"
                    >
                      {t('alerts.delete')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
