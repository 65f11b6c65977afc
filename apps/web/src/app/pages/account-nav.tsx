import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_TAB_IDS, ACCOUNT_TABS, type AccountTab, useAlertsOffered } from '../account-areas.ts';
import { useProGolfer } from '../use-pro-golfer.ts';

/**
 * The account area's navigation: the three tabs of SPEC §2 as links (the current one marked
 * aria-current="page", like the header tabs and the member profile's), then the golfer's other
 * pages: tee-time alerts where the engine offers them, the member profile for a pro account.
 */
export function AccountNav({ current }: { current: AccountTab }) {
  const { t } = useTranslation();
  const more = { alerts: useAlertsOffered(), proProfile: useProGolfer() };
  return (
    <nav className="account-nav" aria-label={t('nav.account')}>
      <ul className="tabs__list account-nav__tabs">
        {ACCOUNT_TAB_IDS.map((tab) => (
          <li key={tab} className="tabs__item">
            <Link
              className="tabs__link"
              to={`/account/${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              data-testid={`account-tab-${tab}`}
            >
              {t(ACCOUNT_TABS[tab])}
            </Link>
          </li>
        ))}
      </ul>
      {more.alerts || more.proProfile ? (
        <ul className="account-nav__more">
          {more.alerts ? (
            <li>
              <Link to="/alerts" data-testid="account-alerts-link">
                {t('nav.alerts')}
              </Link>
            </li>
          ) : null}
          {more.proProfile ? (
            <li>
              <Link to="/profile" data-testid="pro-profile-link">
                {t('nav.proProfile')}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
