import './alerts.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertPrefillHref, type AlertPrefill } from '../utils/alert-prefill.ts';

/** The search's "Alert me" offer when a day has nothing suitable, prefilled from its filters. Loaded lazily, off the search's first load. */
export function AlertMeOffer({ prefill }: { prefill: AlertPrefill }) {
  const { t } = useTranslation();
  return (
    <div className="alert-me" data-testid="alert-me">
      <p>
        <strong>{t('alerts.offerTitle')}</strong> {t('alerts.offerText')}
      </p>
      <Link className="button" to={alertPrefillHref(prefill)}>
        {t('alerts.offerLink')}
      </Link>
    </div>
  );
}
