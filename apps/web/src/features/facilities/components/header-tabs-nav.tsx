import type { HeaderTab } from '@fairway/domain/facilities/header-tabs';
import { isOnRoute } from '@fairway/domain/facilities/header-tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isTabKey } from '../../../shared/i18n/keys.ts';

/** Whether a tab is the current page; the home page and /search are the tee-time tab too. */
function isActiveTab(tab: HeaderTab, pathname: string): boolean {
  if (isOnRoute(pathname, tab.route)) return true;
  return tab.area === 'TEE_TIMES' && (pathname === '/' || isOnRoute(pathname, '/search'));
}

/** The main navigation: one link per header tab, the current one marked with aria-current. */
export function HeaderTabsNav({ tabs }: { tabs: readonly HeaderTab[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="tabs" aria-label={t('nav.main')}>
      {tabs.length > 0 ? (
        <ul className="tabs__list">
          {tabs.map((tab) => (
            <li key={tab.area} className="tabs__item">
              <Link
                to={tab.route}
                className="tabs__link"
                aria-current={isActiveTab(tab, pathname) ? 'page' : undefined}
              >
                {isTabKey(tab.titleKey) ? t(`tabs.${tab.titleKey}`) : tab.titleKey}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
