import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { ProCustomer } from '@fairway/contract/pro-profile.contract';
import type { ProSection } from '@fairway/domain/pro-profile/pro-sections';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useGetProCustomerQuery } from '../api/pro-profile-api.ts';
import { BillingSection } from './billing-section.tsx';
import { MembershipsSection } from './memberships-section.tsx';
import { OrderDetailSection, OrdersSection } from './orders-section.tsx';
import { LocationsSection, ProfileSection } from './profile-sections.tsx';
import { CreditBooksSection, LoyaltySection } from './rewards-sections.tsx';
import { SectionFailure, SectionLoading } from './section-state.tsx';
import { StatementsSection } from './statements-section.tsx';
import './pro-profile.css';

/** The tab title of each section (the screens.* headings of SPEC §2). */
export const SECTION_TITLES = {
  locations: 'screens.locations',
  profile: 'screens.profile',
  memberships: 'screens.memberships',
  loyalty: 'screens.loyalty',
  'credit-books': 'screens.creditBooks',
  billing: 'screens.billing',
  orders: 'screens.proOrders',
  statements: 'screens.statements',
} as const satisfies Record<ProSection, string>;

interface Props {
  section: ProSection;
  orderId?: string;
  settings: FacilitySettings['proProfile'];
  /** The wallet's card panel for the billing tab (composed by the app, which may show it). */
  wallet?: ReactNode;
}

function SectionBody({ section, orderId, settings, wallet, customer }: Props & { customer: ProCustomer }) {
  switch (section) {
    case 'locations':
      return <LocationsSection />;
    case 'profile':
      return <ProfileSection customer={customer} />;
    case 'memberships':
      return (
        <MembershipsSection
          billingDetails={settings.membershipsDisplay.billingDetails}
          gnFacilityId={customer.homeFacility.gnFacilityId}
        />
      );
    case 'loyalty':
      return <LoyaltySection currencyCode={customer.homeFacility.currencyCode} />;
    case 'credit-books':
      return <CreditBooksSection />;
    case 'billing':
      return <BillingSection viewCreditCards={settings.billingDisplay.viewCreditCards} wallet={wallet} />;
    case 'orders':
      return orderId ? (
        <OrderDetailSection orderId={orderId} />
      ) : (
        <OrdersSection timeZone={customer.homeFacility.timeZone} />
      );
    case 'statements':
      return <StatementsSection />;
  }
}

/** The pro profile: the member's heading, one tab per section the settings show, and the chosen section. */
export function ProProfileScreen(props: Props) {
  const { t } = useTranslation();
  const customer = useGetProCustomerQuery(undefined);
  if (customer.isError) {
    const code = apiErrorCode(customer.error);
    if (code === 'NOT_FOUND') {
      return (
        <div className="page page--narrow">
          <StatusPanel title={t('proProfile.title')} text={t('proProfile.noAccount')} testId="pro-no-account" />
        </div>
      );
    }
    return (
      <div className="page page--narrow">
        <h1 className="page__title">{t('proProfile.title')}</h1>
        <SectionFailure
          text={t('proProfile.failures.customer')}
          onRetry={() => void customer.refetch()}
          testId="pro-customer-failed"
        />
      </div>
    );
  }
  if (!customer.data) {
    return (
      <div className="page">
        <SectionLoading />
      </div>
    );
  }
  const { data } = customer;
  return (
    <div className="page pro-profile" data-testid="pro-profile">
      <header className="pro-profile__header no-print">
        <h1 className="page__title">{t('proProfile.title')}</h1>
        <p className="page__lead">
          {data.firstName} {data.lastName} · {t('proProfile.lead', { number: data.memberNumber, club: data.homeClub })}
        </p>
      </header>
      <nav className="tabs pro-tabs no-print" aria-label={t('proProfile.nav')}>
        <ul className="tabs__list">
          {data.sections.map((section) => (
            <li key={section}>
              <Link
                className="tabs__link"
                to={`/profile/${section}`}
                aria-current={section === props.section ? 'page' : undefined}
                data-testid={`pro-tab-${section}`}
              >
                {t(SECTION_TITLES[section])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pro-profile__section" data-testid={`pro-section-${props.section}`}>
        <h2 className="pro-profile__section-title no-print">{t(SECTION_TITLES[props.section])}</h2>
        <SectionBody {...props} customer={data} />
      </div>
    </div>
  );
}
