import { useTranslation } from 'react-i18next';

/** Placeholder cards while tee times load (no spinner over the page). */
export function SearchSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="skeleton-list" aria-busy="true" data-testid="search-skeleton">
      <span className="visually-hidden">{t('search.loading')}</span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="skeleton-card" aria-hidden="true">
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--medium" />
        </div>
      ))}
    </div>
  );
}
