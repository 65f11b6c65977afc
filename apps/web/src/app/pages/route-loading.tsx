import { useTranslation } from 'react-i18next';

/** What a lazily loaded route shows while its code arrives. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div className="page loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__text">{t('app.loading')}</span>
    </div>
  );
}
