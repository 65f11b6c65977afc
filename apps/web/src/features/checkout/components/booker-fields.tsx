import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { CheckoutField, CheckoutValues } from '../hooks/checkout-values.ts';
import { CheckoutTextArea } from './checkout-controls.tsx';

/** Shared props of the form's sections. */
export interface SectionProps {
  values: CheckoutValues;
  onChange: (change: Partial<CheckoutValues>) => void;
  /** The field the shown validation message is about, and the message. */
  invalid: { field: CheckoutField; message: string } | null;
  fieldRef: (field: CheckoutField) => (element: HTMLElement | null) => void;
}

/** The booker: first and last name, e-mail, phone (as required by settings) and the booking note (only with a tee time to note). */
export function BookerFields({
  values,
  onChange,
  invalid,
  fieldRef,
  required,
  withNote = true,
}: SectionProps & { required: FacilitySettings['checkout']['requiredFields']; withNote?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorOf = (field: CheckoutField) => (invalid?.field === field ? invalid.message : null);
  return (
    <section className="card checkout-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.booker.title')}</h2>
      <div className="checkout-grid">
        <TextField
          ref={fieldRef('firstName')}
          label={t('checkout.booker.firstName')}
          autoComplete="given-name"
          required
          maxLength={100}
          value={values.firstName}
          error={errorOf('firstName')}
          onChange={(event) => onChange({ firstName: event.target.value })}
          data-testid="checkout-first-name"
        />
        <TextField
          ref={fieldRef('lastName')}
          label={t('checkout.booker.lastName')}
          autoComplete="family-name"
          required
          maxLength={100}
          value={values.lastName}
          error={errorOf('lastName')}
          onChange={(event) => onChange({ lastName: event.target.value })}
          data-testid="checkout-last-name"
        />
        <TextField
          ref={fieldRef('email')}
          label={t('checkout.booker.email')}
          type="email"
          autoComplete="email"
          required={required.email}
          maxLength={320}
          value={values.email}
          error={errorOf('email')}
          onChange={(event) => onChange({ email: event.target.value })}
          data-testid="checkout-email"
        />
        <TextField
          ref={fieldRef('phone')}
          label={t('checkout.booker.phone')}
          type="tel"
          autoComplete="tel"
          required={required.phone}
          maxLength={40}
          value={values.phone}
          error={errorOf('phone')}
          onChange={(event) => onChange({ phone: event.target.value })}
          data-testid="checkout-phone"
        />
      </div>
      {withNote ? (
        <CheckoutTextArea
          ref={fieldRef('notes')}
          label={required.note ? t('checkout.booker.notesRequired') : t('checkout.booker.notes')}
          value={values.notes}
          required={required.note}
          error={errorOf('notes')}
          onChange={(notes) => onChange({ notes })}
        />
      ) : null}
    </section>
  );
}
