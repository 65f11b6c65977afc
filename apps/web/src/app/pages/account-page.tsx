import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { ProfilePanel } from '../../features/profile/components/profile-panel.tsx';
import { SignOutButton } from '../../features/session/components/sign-out-button.tsx';
import { WalletPanel } from '../../features/wallet/components/wallet-panel.tsx';
import { MembershipsPanel } from '../../features/store/components/memberships-panel.tsx';
import { selectCustomer, selectSession, selectSessionSettled } from '../../features/session/slices/session-slice.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import type { HeadingKey } from './screen-keys.ts';
import { SignInRedirect } from './sign-in-redirect.tsx';

/** The tabs of /account/:tab (SPEC §2), with their headings. */
export const ACCOUNT_TABS: Record<string, HeadingKey> = {
  account: 'screens.account',
  memberships: 'screens.accountMemberships',
  payments: 'screens.accountPayments',
};

/** The "account" tab: who is signed in, the profile form, and sign-out. */
function AccountTab() {
  const { t } = useTranslation();
  const customer = useSelector(selectCustomer);
  const { isNewAccount, expired } = useSelector(selectSession);
  const facilities = useFacilities().data ?? [];
  const settings = useBookingEngine().data?.settings;
  const rewards = settings?.checkout.optIn.rewardsProgram;
  // Signed out on this page: the sign-out button navigates on; only a visitor who arrived
  // without a session is sent to sign in.
  const [arrivedSignedIn] = useState(customer !== null);
  if (!customer) {
    return arrivedSignedIn && !expired ? null : <SignInRedirect from="/account/account" />;
  }
  return (
    <div className="page page--narrow" data-testid="account-page">
      <section className="card" aria-labelledby="account-title">
        <div className="form">
          <div className="card__header">
            <h1 id="account-title" className="page__title">
              {t('pageTitles.account')}
            </h1>
            <p className="page__lead">{t('account.signedInAs', { email: customer.username })}</p>
          </div>
          <FormAlert
            tone="success"
            message={isNewAccount && !customer.emailVerified ? t('session.signup.created', { email: customer.username }) : null}
            testId="welcome-new-account"
          />
          <h2 className="dialog__title">{t('profile.title')}</h2>
          <ProfilePanel
            enabled
            rewards={rewards}
            facilities={facilities.map((facility) => ({ gnFacilityId: facility.gnFacilityId, courseId: facility.courseId, name: facility.name }))}
          />
          {settings?.proProfile.enabled ? (
            <p>
              <Link to="/profile" data-testid="pro-profile-link">
                {t('proProfile.openProfile')}
              </Link>
            </p>
          ) : null}
          <div className="form__actions">
            <SignOutButton />
          </div>
        </div>
      </section>
    </div>
  );
}

/** The "payments" tab: the signed-in golfer's wallet (SPEC §2 credit-card edit form). */
function PaymentsTab() {
  const { t } = useTranslation();
  const customer = useSelector(selectCustomer);
  const billing = useBookingEngine().data?.settings.proProfile.billingDisplay;
  return (
    <div className="page page--narrow" data-testid="payments-page">
      <section className="card" aria-labelledby="payments-title">
        <h1 id="payments-title" className="page__title">
          {t('pageTitles.account')}
        </h1>
        <h2 className="dialog__title">{t('wallet.title')}</h2>
        {customer ? (
          <WalletPanel permissions={billing} />
        ) : (
          <p>
            {t('account.signInRequired')} <Link to="/login" state={{ from: '/account/payments' }}>{t('session.signIn')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}

/** The "memberships" tab: the golfer's memberships (SPEC §2), for signed-in non-guests. */
function MembershipsTab() {
  const { t } = useTranslation();
  const customer = useSelector(selectCustomer);
  const settled = useSelector(selectSessionSettled);
  if (!settled) return null;
  if (!customer) return <SignInRedirect from="/account/memberships" />;
  return (
    <div className="page page--narrow" data-testid="memberships-page">
      <section className="card" aria-labelledby="memberships-title">
        <h1 id="memberships-title" className="page__title">
          {t('pageTitles.account')}
        </h1>
        <h2 className="dialog__title">{t('screens.accountMemberships')}</h2>
        <MembershipsPanel />
      </section>
    </div>
  );
}

/** /account and /account/:tab (account, memberships, payments); any other tab is not found. */
export function AccountPage() {
  const { tab = 'account' } = useParams();
  const subtitle = Object.hasOwn(ACCOUNT_TABS, tab) ? ACCOUNT_TABS[tab] : undefined;
  if (!subtitle) return <NotFoundPage />;
  if (tab === 'account') return <AccountTab />;
  if (tab === 'payments') return <PaymentsTab />;
  return <MembershipsTab />;
}
