import { useTranslation } from 'react-i18next';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { WelcomeMessage } from '../../features/facilities/components/welcome-message.tsx';
import { useSimulatorOnly } from '../../features/facilities/hooks/use-simulator-only.ts';
import { TeeTimeSearch } from '../../features/tee-times/components/tee-time-search.tsx';

/** Home, /search and /teetimes: the welcome message, then the tee-time search. */
export function TeeTimesPage() {
  const { t } = useTranslation();
  const simulatorOnly = useSimulatorOnly();
  // Both answers are already cached by start-up: the search's first render needs one more call.
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  return (
    <div className="page tee-times">
      <div className="card intro-card">
        <h1 className="page__title">{simulatorOnly ? t('tabs.times') : t('pageTitles.teeTimes')}</h1>
        <WelcomeMessage />
      </div>
      {engine && facilities ? <TeeTimeSearch facilities={facilities} settings={engine.settings} /> : null}
    </div>
  );
}
