import { pageTitleKey } from '@fairway/domain/facilities/page-title';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSimulatorOnly } from '../../features/facilities/hooks/use-simulator-only.ts';
import { isPageTitleKey } from '../../shared/i18n/keys.ts';

/** Sets `document.title` to the translated page title of the current route (default Tee Times; Times at a simulator venue). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const simulatorOnly = useSimulatorOnly();
  const key = pageTitleKey(pathname, { simulatorOnly });
  const title = t(`pageTitles.${isPageTitleKey(key) ? key : 'teeTimes'}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
