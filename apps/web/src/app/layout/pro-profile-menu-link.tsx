import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useProGolfer } from '../use-pro-golfer.ts';

/**
 * The account menu's "Member profile" entry, shown to a golfer with a pro account. Loaded when
 * the menu is first opened: the pro-profile API and its answer schemas stay off the first screen.
 */
export function ProProfileMenuLink({ onFollow }: { onFollow: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!useProGolfer()) return null;
  return (
    <li>
      <Link
        to="/profile"
        className="account-menu__link"
        aria-current={pathname === '/profile' ? 'page' : undefined}
        data-testid="account-menu-pro-profile"
        onClick={onFollow}
      >
        {t('nav.proProfile')}
      </Link>
    </li>
  );
}
