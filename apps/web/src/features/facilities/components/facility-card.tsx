import type { Facility } from '@fairway/contract/facilities.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const isWebUrl = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);
const isImageUrl = (url: string | null): url is string => !!url && /^(https?:\/\/|\/)/i.test(url);

/** Formats a facility address on two lines (street; city, region postal code, country). */
function addressLines(address: Facility['address']): [string, string] {
  const locality = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.line1, [locality, address.country].filter(Boolean).join(' · ')];
}

/** One facility on the Course info page: image, name, size, description, address, phone, website. */
export function FacilityCard({ facility }: { facility: Facility }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [street, locality] = addressLines(facility.address);
  return (
    <article className="card facility-card" aria-labelledby={headingId}>
      {isImageUrl(facility.imageUrl) ? (
        <img className="facility-card__image" src={facility.imageUrl} alt="" loading="lazy" decoding="async" />
      ) : null}
      <div className="facility-card__body">
        <h2 id={headingId} className="facility-card__name">
          {facility.name}
        </h2>
        <p className="facility-card__meta">
          {facility.isSimulator
            ? t('courseInfo.simulator')
            : facility.holes
              ? t('courseInfo.holes', { count: facility.holes })
              : null}
        </p>
        {facility.description ? <p className="facility-card__description">{facility.description}</p> : null}
        <dl className="facility-card__details">
          <div className="facility-card__detail">
            <dt>{t('courseInfo.address')}</dt>
            <dd>
              <address>
                {street}
                <br />
                {locality}
              </address>
            </dd>
          </div>
          {facility.phone ? (
            <div className="facility-card__detail">
              <dt>{t('courseInfo.phone')}</dt>
              <dd>
                <a href={`tel:${facility.phone.replace(/[^\d+]/g, '')}`}>{facility.phone}</a>
              </dd>
            </div>
          ) : null}
          {isWebUrl(facility.website) ? (
            <div className="facility-card__detail">
              <dt>{t('courseInfo.website')}</dt>
              <dd>
                <a href={facility.website} target="_blank" rel="noopener noreferrer">
                  {t('courseInfo.visitWebsite')}
                  <span className="visually-hidden"> {t('courseInfo.opensInNewTab')}</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        <Link to={`/teetimes?course=${facility.id}`} className="button facility-card__book">
          {t('courseInfo.bookTeeTime')}
        </Link>
      </div>
    </article>
  );
}
