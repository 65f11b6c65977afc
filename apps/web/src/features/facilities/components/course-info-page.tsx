import { useTranslation } from 'react-i18next';
import { useFacilities } from '../api/facilities-api.ts';
import { useSimulatorOnly } from '../hooks/use-simulator-only.ts';
import { FacilityCard } from './facility-card.tsx';

/** Course info (Venue Info for simulator venues): every facility of the booking engine. */
export function CourseInfoPage() {
  const { t } = useTranslation();
  const { data: facilities = [] } = useFacilities();
  const title = useSimulatorOnly() ? t('tabs.venueInfo') : t('pageTitles.courseInfo');
  return (
    <div className="page course-info">
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{t('courseInfo.intro')}</p>
      </div>
      {facilities.length === 0 ? (
        <p className="card empty-state">{t('courseInfo.empty')}</p>
      ) : (
        <div className="facility-grid">
          {facilities.map((facility) => (
            <FacilityCard key={facility.id} facility={facility} />
          ))}
        </div>
      )}
    </div>
  );
}
