import type { ProCustomer } from '@fairway/contract/pro-profile.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetProGiftCertificatesQuery, useGetProLocationsQuery } from '../api/pro-profile-api.ts';
import { localDate, money } from './pro-format.ts';
import { SectionCard, SectionFailure, SectionLoading } from './section-state.tsx';

/** Locations: the member's courses that carry a balance (SPEC §7 keeps only those). */
export function LocationsSection() {
  const { t, i18n } = useTranslation();
  const locations = useGetProLocationsQuery(undefined);
  if (locations.isError)
    return <SectionFailure text={t('proProfile.failures.locations')} onRetry={() => void locations.refetch()} />;
  if (!locations.data) return <SectionLoading />;
  if (locations.data.length === 0) return <p data-testid="pro-empty">{t('proProfile.locations.empty')}</p>;
  return (
    <ul className="pro-list" data-testid="pro-locations">
      {locations.data.map((location) => (
        <li key={location.facilityId} className="card pro-card">
          <h3 className="pro-card__title">{location.name}</h3>
          <p>
            {t('proProfile.locations.member', { number: location.memberNumber })}
            {location.isHome ? ` · ${t('proProfile.locations.home')}` : ''}
          </p>
          <p className="pro-amount">
            {t('proProfile.balance')}:{' '}
            <strong data-testid="location-balance">
              {money(location.balance, location.currencyCode, i18n.language)}
            </strong>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Profile: who the member is, their member record, and their gift certificates at the home course. */
export function ProfileSection({ customer }: { customer: ProCustomer }) {
  const { t, i18n } = useTranslation();
  const certificates = useGetProGiftCertificatesQuery(undefined);
  const rows: [string, string][] = [
    [t('proProfile.profile.name'), `${customer.firstName} ${customer.lastName}`],
    [t('proProfile.profile.email'), customer.email],
    [t('proProfile.profile.phone'), customer.phone ?? '—'],
    [t('proProfile.profile.memberNumber'), customer.memberNumber],
    [t('proProfile.profile.homeClub'), customer.homeClub],
    [t('proProfile.profile.memberSince'), localDate(customer.memberSince, i18n.language)],
  ];
  return (
    <>
      <SectionCard title={t('screens.profile')} testId="pro-profile-card">
        <dl className="pro-facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to="/account/account">{t('proProfile.profile.editProfile')}</Link>
        </p>
      </SectionCard>
      <SectionCard title={t('proProfile.profile.giftCertificates')}>
        {certificates.isError ? (
          <SectionFailure
            text={t('proProfile.failures.giftCertificates')}
            onRetry={() => void certificates.refetch()}
          />
        ) : !certificates.data ? (
          <SectionLoading />
        ) : certificates.data.length === 0 ? (
          <p>{t('proProfile.profile.noGiftCertificates')}</p>
        ) : (
          <ul className="pro-lines">
            {certificates.data.map((certificate) => (
              <li key={certificate.id}>
                {t('proProfile.profile.giftValue', {
                  balance: money(certificate.balance, certificate.currencyCode, i18n.language),
                  value: money(certificate.value, certificate.currencyCode, i18n.language),
                })}
                {certificate.code ? ` · ${t('proProfile.profile.giftCode', { code: certificate.code })}` : ''}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}
