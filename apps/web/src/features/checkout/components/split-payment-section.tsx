import type { SplitPaymentOffer } from '@fairway/contract/checkout.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZonedInstant } from '../../../shared/format/zoned-tee-time.ts';
import { CheckoutCheckbox } from './checkout-controls.tsx';

/**
 * "Each player pays their own share": offered when the course allows it for this
 * cart. Checked, the lead pays their part now and invites friends from the reservation; each
 * friend pays their share through the invitation by the deadline.
 */
export function SplitPaymentSection({
  offer,
  checked,
  onChange,
  timeZone,
  money,
}: {
  offer: SplitPaymentOffer;
  checked: boolean;
  onChange: (checked: boolean) => void;
  timeZone: string;
  money: (cents: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const share = offer.shares[0]?.amountCents ?? 0;
  const deadline = formatZonedInstant(offer.deadline, timeZone, i18n.language);
  return (
    <section className="card checkout-section" aria-labelledby={headingId} data-testid="checkout-split">
      <h2 id={headingId}>{t('checkout.split.title')}</h2>
      <CheckoutCheckbox
        label={t('checkout.split.option')}
        checked={checked}
        onChange={onChange}
        testId="checkout-split-option"
      />
      <p className="checkout-split__text" data-testid="checkout-split-text">
        {t('checkout.split.explain', { lead: money(offer.leadCents), share: money(share), deadline })}{' '}
        {offer.unpaidShares === 'charge-lead' ? t('checkout.split.chargeLead') : t('checkout.split.release')}
      </p>
    </section>
  );
}
