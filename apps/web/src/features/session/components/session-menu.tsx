import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { keepAlias } from '../../../shared/api/keep-alias.ts';
import { selectCustomer } from '../slices/session-slice.ts';

/**
 * The header's account entry: "Sign in" for visitors and guests (to come back here, `?alias=`
 * kept), and for a customer `accountMenu` (the shell composes it) or a plain "My account" link.
 */
export function SessionMenu({ accountMenu }: { accountMenu?: ReactNode }) {
  const { t } = useTranslation();
  const customer = useSelector(selectCustomer);
  const { pathname, search } = useLocation();
  return (
    <div className="session-menu">
      {customer ? (
        (accountMenu ?? (
          <Link to="/account/account" data-testid="account-link">
            {t('session.myAccount')}
          </Link>
        ))
      ) : (
        <Link to={keepAlias('/login', search)} state={{ from: `${pathname}${search}` }} data-testid="sign-in-link">
          {t('session.signIn')}
        </Link>
      )}
    </div>
  );
}
