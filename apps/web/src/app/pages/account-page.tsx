import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { ProfilePanel } from '../../features/profile/components/profile-panel.tsx';
import { SignOutButton } from '../../features/session/components/sign-out-button.tsx';
import { WalletPanel } from '../../features/wallet/components/wallet-panel.tsx';
import { MembershipsPanel } from '../../features/store/components/memberships-panel.tsx';
import { selectCustomer, selectSession, selectSessionSettled } from '../../features/session/slices/session-slice.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { ACCOUNT_TABS, type AccountTab, isAccountTab } from '../account-areas.ts';
import { AccountNav } from './account-nav.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { SignInRedirect } from './sign-in-redirect.tsx';
import './account-page.css';

export { ACCOUNT_TABS };

/** The "account" tab: the profile form and sign-out (a new account is welcomed first). */
function AccountTabBody() {
  const { t } = useTranslation();
  const customer = useSelector(selectCustomer);
  const { isNewAccount } = useSelector(selectSession);
  const facilities = useFacilities().data ?? [];
  const rewards = useBookingEngine().data?.settings.checkout.optIn.rewardsProgram;
  return (
    <div className="form">
      <FormAlert
        tone="success"
        message={
          isNewAccount && customer && !customer.emailVerified
            ? t('session.signup.created', { email: customer.username })
            : null
        }
        testId="welcome-new-account"
      />
      <h2 className="dialog__title">{t('profile.title')}</h2>
      <ProfilePanel
        enabled
        rewards={rewards}
        facilities={facilities.map((facility) => ({
          gnFacilityId: facility.gnFacilityId,
          courseId: facility.courseId,
          name: facility.name,
        }))}
      />
      <div className="form__actions">
        <SignOutButton />
      </div>
    </div>
  );
}

/** The "payments" tab: the golfer's wallet (SPEC §2 credit-card edit form). */
function PaymentsTabBody() {
  const { t } = useTranslation();
  const billing = useBookingEngine().data?.settings.proProfile.billingDisplay;
  return (
    <>
      <h2 className="dialog__title">{t('wallet.title')}</h2>
      <WalletPanel permissions={billing} />
    </>
  );
}

/** The "memberships" tab: the golfer's memberships (SPEC §2). */
function MembershipsTabBody() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="dialog__title">{t('screens.accountMemberships')}</h2>
      <MembershipsPanel />
    </>
  );
}

const TAB_BODIES: Record<AccountTab, () => ReactElement> = {
  account: AccountTabBody,
  memberships: MembershipsTabBody,
  payments: PaymentsTabBody,
};

/**
 * The account area for a signed-in non-guest: its heading, who is signed in, the tabs (and the
 * golfer's other pages), then the chosen tab. A visitor is sent to sign in and back here; a
 * golfer who signs out on this page is not (the sign-out button navigates on).
 */
function AccountArea({ tab }: { tab: AccountTab }) {
  const { t } = useTranslation();
  const customer = useSelector(selectCustomer);
  const settled = useSelector(selectSessionSettled);
  const { expired } = useSelector(selectSession);
  const [arrivedSignedIn] = useState(customer !== null);
  if (!settled) return null;
  if (!customer) return arrivedSignedIn && !expired ? null : <SignInRedirect />;
  const Body = TAB_BODIES[tab];
  return (
    <div className="page page--narrow" data-testid={`${tab}-page`}>
      <section className="card account-area" aria-labelledby="account-title">
        <header className="account-area__header">
          <h1 id="account-title" className="page__title">
            {t('pageTitles.account')}
          </h1>
          <p className="page__lead">{t('account.signedInAs', { email: customer.username })}</p>
        </header>
        <AccountNav current={tab} />
        <Body />
      </section>
    </div>
  );
}

/** /account and /account/:tab (account, memberships, payments); any other tab is not found. */
export function AccountPage() {
  const { tab = 'account' } = useParams();
  if (!isAccountTab(tab)) return <NotFoundPage />;
  return <AccountArea tab={tab} />;
}
