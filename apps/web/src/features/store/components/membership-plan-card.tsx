import type { MembershipPlanDto } from '@fairway/contract/store.contract';
import { useTranslation } from 'react-i18next';
import { formatStoreAmount, frequencyKey } from './store-format.ts';

/** Props of a membership plan's card. */
export interface MembershipPlanCardProps {
  plan: MembershipPlanDto;
  busy: boolean;
  onAdd: (plan: MembershipPlanDto) => void;
}

/** A plan of the catalogue: its price and plan as the server states them, and Add to cart. */
export function MembershipPlanCard({ plan, busy, onAdd }: MembershipPlanCardProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatStoreAmount(cents, plan.currencyCode, i18n.language);
  const headingId = `membership-plan-${plan.id}`;
  return (
    <li className="card store-card" data-testid="membership-plan" aria-labelledby={headingId}>
      <h3 id={headingId} className="store-card__title">
        {plan.name}
      </h3>
      {plan.description ? <p className="store-card__text">{plan.description}</p> : null}
      <p className="store-card__price">
        <strong data-testid="membership-price">{money(plan.paymentPlan.price)}</strong>{' '}
        <span>{t(frequencyKey(plan.paymentPlan))}</span>
      </p>
      <ul className="store-card__facts">
        {plan.paymentPlan.initiationFee > 0 ? (
          <li>{t('store.initiationFee', { amount: money(plan.paymentPlan.initiationFee) })}</li>
        ) : null}
        {plan.paymentPlan.termMonths ? <li>{t('store.term', { count: plan.paymentPlan.termMonths })}</li> : null}
        <li>{plan.paymentPlan.renews ? t('store.renews') : t('store.noRenewal')}</li>
      </ul>
      <button type="button" className="button" disabled={busy} onClick={() => onAdd(plan)} aria-describedby={headingId}>
        {t('cart.addToCart')}
      </button>
    </li>
  );
}
