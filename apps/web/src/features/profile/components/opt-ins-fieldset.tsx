import type { FacilityOptInValues } from '@fairway/domain/profile/profile-form';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFacility } from './profile-form.tsx';
import { SmsTermsDialog } from './sms-terms-dialog.tsx';

function Checkbox({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Opt-ins per facility (SPEC §3, §9): e-mail, SMS and transactional SMS, with the privacy text and SMS terms. */
export function OptInsFieldset({
  facilities,
  values,
  onChange,
}: {
  facilities: readonly ProfileFacility[];
  values: readonly FacilityOptInValues[];
  onChange: (gnFacilityId: number, change: Partial<FacilityOptInValues>) => void;
}) {
  const { t } = useTranslation();
  const [termsOpen, setTermsOpen] = useState(false);
  const closeTerms = useCallback(() => setTermsOpen(false), []);
  if (facilities.length === 0) return null;
  return (
    <section className="form" aria-labelledby="opt-ins-title">
      <h2 id="opt-ins-title" className="dialog__title">
        {t('profile.optInsTitle')}
      </h2>
      <div className="opt-ins">
        {facilities.map((facility) => {
          const value = values.find((entry) => entry.gnFacilityId === facility.gnFacilityId);
          if (!value) return null;
          const name = { facility: facility.name };
          return (
            <fieldset
              key={facility.gnFacilityId}
              className="opt-ins__facility"
              data-testid={`opt-ins-${facility.gnFacilityId}`}
            >
              <legend>{facility.name}</legend>
              <Checkbox
                label={t('profile.emailOptIn', name)}
                checked={value.emailOptIn}
                onChange={(checked) => onChange(facility.gnFacilityId, { emailOptIn: checked })}
                testId="email-opt-in"
              />
              <Checkbox
                label={t('profile.smsOptIn', name)}
                checked={value.smsOptIn}
                onChange={(checked) => onChange(facility.gnFacilityId, { smsOptIn: checked })}
                testId="sms-opt-in"
              />
              <Checkbox
                label={t('profile.transactionalSmsOptIn', name)}
                checked={value.transactionalSmsOptIn}
                onChange={(checked) => onChange(facility.gnFacilityId, { transactionalSmsOptIn: checked })}
                testId="transactional-sms-opt-in"
              />
              <p className="field__hint">{t('profile.privacy', name)}</p>
            </fieldset>
          );
        })}
      </div>
      <p className="form__links">
        <button type="button" className="link-button" onClick={() => setTermsOpen(true)} data-testid="sms-terms-link">
          {t('profile.smsTerms')}
        </button>
      </p>
      {termsOpen ? <SmsTermsDialog onClose={closeTerms} /> : null}
    </section>
  );
}
