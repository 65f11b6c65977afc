import { useTranslation } from 'react-i18next';
import { WelcomeMessage } from '../../features/facilities/components/welcome-message.tsx';
import { useSimulatorOnly } from '../../features/facilities/hooks/use-simulator-only.ts';
import { ComingSoonPanel } from '../../shared/ui/coming-soon-panel.tsx';

/** Home, /search and /teetimes: the welcome message, then the tee-time search (coming soon). */
export function TeeTimesPage() {
  const { t } = useTranslation();
  const simulatorOnly = useSimulatorOnly();
  return (
    <div className="page tee-times">
      <div className="card intro-card">
        <h1 className="page__title">{simulatorOnly ? t('tabs.times') : t('pageTitles.teeTimes')}</h1>
        <WelcomeMessage />
      </div>
      <ComingSoonPanel
        headingLevel={2}
        title={t('comingSoon.searchTitle')}
        text={t('comingSoon.searchText')}
        backLink={false}
      />
    </div>
  );
}
