import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { GiftOptionsSection } from './store-gift-options.tsx';
import { MembershipsSection } from './store-memberships.tsx';
import { ProductsSection } from './store-products.tsx';
import { useStoreCatalogueQuery } from './store-catalogue.api.ts';

/**
 * The Store catalogue screen (`store:manage`): the membership plans, featured products and
 * gift-certificate options of the alias's courses, each with its add or edit form.
 */
export function StoreCatalogueView() {
  const { t } = useTranslation();
  const id = useId();
  const catalogue = useStoreCatalogueQuery(undefined);
  const data = catalogue.data;

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-promotions">
      <h2 id={`${id}-heading`}>{t('store.heading')}</h2>
      <ErrorAlert error={catalogue.error} />
      {catalogue.isLoading && <p role="status">{t('store.loading')}</p>}
      {data && (
        <>
          <MembershipsSection catalogue={data} />
          <ProductsSection catalogue={data} />
          {data.giftCertificates.length > 0 && <GiftOptionsSection options={data.giftCertificates} />}
        </>
      )}
    </section>
  );
}
