import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPanel } from '../../shared/ui/status-panel.tsx';

/** Any URL the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <StatusPanel testId="not-found" title={t('notFound.title')} text={t('notFound.text')}>
        <Link to="/teetimes" className="button">
          {t('notFound.back')}
        </Link>
      </StatusPanel>
    </div>
  );
}
