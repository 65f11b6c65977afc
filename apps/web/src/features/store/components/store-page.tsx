import type { MembershipPlanDto } from '@fairway/contract/store.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useGetGiftCertificatesQuery, useGetMembershipPlansQuery, useGetStoreProductsQuery } from '../api/store-api.ts';
import { GiftCertificateForm, type GiftCertificateItem } from './gift-certificate-form.tsx';
import { MembershipPlanCard } from './membership-plan-card.tsx';
import { formatStoreAmount } from './store-format.ts';
import './store.css';

/** A facility of the alias as the store needs it. */
interface StoreFacility {
  id: number;
  name: string;
  timeZone: string;
}

/** What the store asks the cart to add: a catalogue id, never a price. */
export type StoreCartItem =
  { type: 'membership'; facilityId: number; extra: { membershipId: number } } | GiftCertificateItem;

/** Props of the store page; the app wires `onAdd` to the cart (which shows the §8 toasts). */
export interface StorePageProps {
  facilities: readonly StoreFacility[];
  onAdd: (item: StoreCartItem) => Promise<boolean>;
}

/** /store: memberships, gift certificates and featured products of one facility, priced by the server. */
export function StorePage({ facilities, onAdd }: StorePageProps) {
  const { t, i18n } = useTranslation();
  const [facilityId, setFacilityId] = useState(facilities[0]?.id ?? 0);
  const facility = facilities.find((candidate) => candidate.id === facilityId) ?? facilities[0];
  const ids = facility ? [facility.id] : [];
  const plans = useGetMembershipPlansQuery(ids);
  const gifts = useGetGiftCertificatesQuery(ids);
  const products = useGetStoreProductsQuery(ids);
  const [busy, setBusy] = useState(false);

  const add = async (item: StoreCartItem) => {
    setBusy(true);
    try {
      return await onAdd(item);
    } finally {
      setBusy(false);
    }
  };
  const addPlan = (plan: MembershipPlanDto) =>
    void add({ type: 'membership', facilityId: plan.facilityId, extra: { membershipId: plan.id } });
  const giftOptions = gifts.data?.options.find((options) => options.facilityId === facility?.id);

  return (
    <div className="page store-page" data-testid="store-page">
      <div className="card intro-card">
        <h1 className="page__title">{t('pageTitles.store')}</h1>
        <p className="page__lead">{t('store.lead')}</p>
        {facilities.length > 1 ? (
          <SelectField
            label={t('store.facility')}
            value={String(facility?.id ?? '')}
            options={facilities.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            onChange={(value) => setFacilityId(Number(value))}
            name="facility"
          />
        ) : null}
      </div>

      <section className="store-section" aria-labelledby="store-memberships">
        <h2 id="store-memberships" className="store-section__title">
          {t('store.memberships')}
        </h2>
        {plans.isError ? (
          <p role="alert">{t('store.loadFailed')}</p>
        ) : !plans.data ? (
          <p role="status">{t('store.loading')}</p>
        ) : plans.data.length === 0 ? (
          <p>{t('store.noMemberships')}</p>
        ) : (
          <ul className="store-grid">
            {plans.data.map((plan) => (
              <MembershipPlanCard key={plan.id} plan={plan} busy={busy} onAdd={addPlan} />
            ))}
          </ul>
        )}
      </section>

      <section className="store-section" aria-labelledby="store-gifts">
        <h2 id="store-gifts" className="store-section__title">
          {t('store.giftCertificates')}
        </h2>
        {gifts.isError ? (
          <p role="alert">{t('store.loadFailed')}</p>
        ) : !gifts.data ? (
          <p role="status">{t('store.loading')}</p>
        ) : giftOptions && facility ? (
          <div className="card">
            <GiftCertificateForm
              key={facility.id}
              options={giftOptions}
              timeZone={facility.timeZone}
              busy={busy}
              onSubmit={add}
            />
          </div>
        ) : (
          <p>{t('store.noGiftCertificates')}</p>
        )}
      </section>

      <section className="store-section" aria-labelledby="store-products">
        <h2 id="store-products" className="store-section__title">
          {t('store.featuredProducts')}
        </h2>
        {products.isError ? (
          <p role="alert">{t('store.loadFailed')}</p>
        ) : !products.data ? (
          <p role="status">{t('store.loading')}</p>
        ) : products.data.length === 0 ? (
          <p>{t('store.noProducts')}</p>
        ) : (
          <>
            <p className="page__lead">{t('store.productsHint')}</p>
            <ul className="store-grid">
              {products.data.map((product) => (
                <li key={product.id} className="card store-card" data-testid="store-product">
                  <h3 className="store-card__title">{product.name}</h3>
                  <p className="store-card__price">
                    <strong>
                      {formatStoreAmount(product.tagPrice.amount, product.tagPrice.currencyCode, i18n.language)}
                    </strong>
                  </p>
                  <p className="store-card__text">
                    {product.isUnlimited
                      ? t('store.inStock')
                      : product.inventory && product.inventory > 0
                        ? t('store.inventory', { count: product.inventory })
                        : t('store.soldOut')}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
