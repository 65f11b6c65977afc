import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { selectCustomer } from '../slices/session-slice.ts';

/** The header's account link: "Sign in" for visitors and guests, "My account" for a customer. */
export function SessionMenu() {
  const { t } = useTranslation();
  const customer = useSelector(selectCustomer);
  const location = useLocation();
  return (
    <div className="session-menu">
      {customer ? (
        <Link to="/account/account" data-testid="account-link">
          {t('session.myAccount')}
        </Link>
      ) : (
        <Link to="/login" state={{ from: `${location.pathname}${location.search}` }} data-testid="sign-in-link">
          {t('session.signIn')}
        </Link>
      )}
    </div>
  );
}
