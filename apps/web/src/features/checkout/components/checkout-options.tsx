import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { isProductOptInText } from '@fairway/domain/profile/opt-in-texts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { CheckoutField } from '../hooks/checkout-values.ts';
import type { SectionProps } from './booker-fields.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { CheckoutCheckbox } from './checkout-controls.tsx';

/**
 * The tee-time policy (when required), the opt-ins the facility offers (SPEC §3 checkout.optIn,
 * with the facility's own messages) and the rewards-program member flow (home club, member number).
 * An opt-in without a message of the facility's own (none, or the English default that older
 * settings stored) reads the product's SPEC §9 sentence in the golfer's language.
 */
export function CheckoutOptions({
  values,
  onChange,
  invalid,
  fieldRef,
  checkout,
  facilityName,
  engineName,
  policyText,
}: SectionProps & {
  checkout: FacilitySettings['checkout'];
  facilityName: string;
  engineName?: string;
  policyText: string | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorOf = (field: CheckoutField) => (invalid?.field === field ? invalid.message : null);
  const { optIn, requiredFields, rewardsProgramMembers } = checkout;
  const facility = { facility: facilityName };
  const owners = engineName ? [facilityName, engineName] : [facilityName];
  const productOr = (message: string | null, product: string) =>
    isProductOptInText(message, owners) || !message ? product : message;
  const anything =
    requiredFields.teeTimePolicy ||
    optIn.email.enabled ||
    optIn.mobile.enabled ||
    optIn.rewardsProgram.enabled ||
    optIn.caddieRequest.enabled ||
    rewardsProgramMembers.enabled;
  if (!anything) return null;
  return (
    <section className="card checkout-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.options.title')}</h2>
      {requiredFields.teeTimePolicy ? (
        <div className="checkout-policy">
          {policyText ? <p className="checkout-policy__text">{policyText}</p> : null}
          <CheckoutCheckbox
            ref={fieldRef('teeTimePolicy')}
            label={t('checkout.options.teeTimePolicy')}
            checked={values.teeTimePolicyAccepted}
            onChange={(teeTimePolicyAccepted) => onChange({ teeTimePolicyAccepted })}
            error={errorOf('teeTimePolicy')}
            testId="checkout-policy"
          />
        </div>
      ) : null}
      {optIn.email.enabled ? (
        <CheckoutCheckbox
          label={productOr(optIn.email.message, t('checkout.options.emailOptIn', facility))}
          checked={values.emailOptIn}
          onChange={(emailOptIn) => onChange({ emailOptIn })}
          testId="checkout-email-opt-in"
        />
      ) : null}
      {optIn.mobile.enabled ? (
        <CheckoutCheckbox
          label={productOr(optIn.mobile.message, t('checkout.options.smsOptIn', facility))}
          checked={values.smsOptIn}
          onChange={(smsOptIn) => onChange({ smsOptIn })}
          testId="checkout-sms-opt-in"
        />
      ) : null}
      {optIn.rewardsProgram.enabled ? (
        <CheckoutCheckbox
          label={optIn.rewardsProgram.message ?? t('checkout.options.rewardsProgram', facility)}
          checked={values.rewardsProgramOptIn}
          onChange={(rewardsProgramOptIn) => onChange({ rewardsProgramOptIn })}
          testId="checkout-rewards-opt-in"
        />
      ) : null}
      {optIn.caddieRequest.enabled ? (
        <CheckoutCheckbox
          label={optIn.caddieRequest.message ?? t('checkout.options.caddieRequest')}
          checked={values.caddieRequest}
          onChange={(caddieRequest) => onChange({ caddieRequest })}
          testId="checkout-caddie-request"
        />
      ) : null}
      {optIn.email.enabled || optIn.mobile.enabled ? (
        <p className="field__hint">{t('checkout.options.privacy', facility)}</p>
      ) : null}
      {rewardsProgramMembers.enabled ? (
        <div className="checkout-member">
          <CheckoutCheckbox
            label={t('checkout.member.toggle')}
            checked={values.memberFlow}
            onChange={(memberFlow) => onChange({ memberFlow })}
            testId="checkout-member-flow"
          />
          {values.memberFlow ? (
            <div className="checkout-grid">
              <SelectField
                ref={fieldRef('homeClub')}
                label={t('checkout.member.homeClub')}
                placeholder={t('checkout.member.chooseHomeClub')}
                options={rewardsProgramMembers.homeClubs.map((club) => ({ value: club, label: club }))}
                value={values.homeClub}
                onChange={(homeClub) => onChange({ homeClub })}
                error={errorOf('homeClub')}
                data-testid="checkout-home-club"
              />
              <TextField
                ref={fieldRef('memberNumber')}
                label={t('checkout.member.memberNumber')}
                maxLength={64}
                value={values.memberNumber}
                error={errorOf('memberNumber')}
                onChange={(event) => onChange({ memberNumber: event.target.value })}
                data-testid="checkout-member-number"
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
