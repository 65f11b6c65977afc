import { ALERTS_MAX } from '@fairway/domain/alerts/alert-limits';
import './alerts.css';
import { minutesToClock } from '@fairway/domain/alerts/alert-lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { keepAlias } from '../../../shared/api/keep-alias.ts';
import { formatWallClock } from '../../../shared/format/wall-clock.ts';
import { useCreateAlertMutation } from '../api/alerts-api.ts';
import { alertPrefillHref, windowAround } from '../utils/alert-prefill.ts';

/** The booked-up tee time an alert is asked for, and the party. */
export interface FreedUpAlertProps {
  teetime: string;
  facilityId: number;
  courseName: string;
  timeZone: string;
  /** The party to ask for (the golfers filter's one size, else the alert form's default). */
  players: number;
  holes: number[];
  signedIn: boolean;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * "Tell me if this frees up" on a booked-up tee time: a tee-time alert for its course
 * and day, half an hour either side of it, for the party. A signed-in golfer gets it at once; a
 * guest goes through sign-in (the alias kept) to the alert form prefilled with the same alert.
 */
export function FreedUpAlert({
  teetime,
  facilityId,
  courseName,
  timeZone,
  players,
  holes,
  signedIn,
}: FreedUpAlertProps) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const [createAlert, creating] = useCreateAlertMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const around = windowAround(teetime);
  const clock = (minutes: number) =>
    formatWallClock(`${around.date}T${minutesToClock(minutes)}`, i18n.language, { hour: 'numeric', minute: '2-digit' });
  const time = formatWallClock(teetime, i18n.language, { hour: 'numeric', minute: '2-digit' });
  const label = t('alerts.freedUpLabel', { time, course: courseName });
  const alertsLink = keepAlias('/alerts', search);

  if (!signedIn) {
    const href = alertPrefillHref({
      date: around.date,
      facilityIds: [facilityId],
      players,
      startHour: null,
      endHour: null,
      holes,
    });
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    query.set('start', String(around.start));
    query.set('end', String(around.end));
    return (
      <Link
        className="button"
        to={keepAlias(`/alerts?${query.toString()}`, search)}
        aria-label={label}
        data-testid="freed-up-alert"
      >
        {t('alerts.freedUp')}
      </Link>
    );
  }

  async function create() {
    setOutcome(null);
    const language = (['en', 'fr', 'es', 'de'].includes(i18n.language) ? i18n.language : 'en') as
      'en' | 'fr' | 'es' | 'de';
    const result = await createAlert({
      dates: [around.date],
      timezone: timeZone,
      teetimeStartTime: around.start,
      teetimeEndTime: around.end,
      players,
      facilityIds: [facilityId],
      holes: holes.filter((count): count is 9 | 18 => count === 9 || count === 18),
      lzCurrentLanguage: language,
    });
    if (!('error' in result))
      setOutcome({
        tone: 'success',
        text: t('alerts.freedUpCreated', { from: clock(around.start), to: clock(around.end), count: players }),
      });
    else if (apiErrorCode(result.error) === 'TEE_TIME_ALERT_DUPLICATE')
      setOutcome({ tone: 'success', text: t('alerts.duplicate') });
    else if (apiErrorCode(result.error) === 'TEE_TIME_ALERTS_FULL')
      setOutcome({ tone: 'error', text: t('errors.TEE_TIME_ALERTS_FULL', { max: ALERTS_MAX }) });
    else setOutcome({ tone: 'error', text: t('alerts.createFailed') });
  }

  return (
    <div className="freed-up-alert">
      {outcome?.tone === 'success' ? null : (
        <button
          type="button"
          className="button"
          onClick={() => void create()}
          disabled={creating.isLoading}
          aria-label={label}
          data-testid="freed-up-alert"
        >
          {t('alerts.freedUp')}
        </button>
      )}
      <p role="status" className={outcome?.tone === 'error' ? 'form-alert' : 'freed-up-alert__done'}>
        {outcome ? (
          <>
            {outcome.text} {outcome.tone === 'success' ? <Link to={alertsLink}>{t('alerts.seeAlerts')}</Link> : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
