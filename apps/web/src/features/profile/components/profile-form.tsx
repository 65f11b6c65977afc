import type { ProfileUpdate, User } from '@fairway/contract/profile.contract';
import {
  type FacilityOptInValues,
  type ProfileField,
  type ProfileFieldError,
  type ProfileFormErrors,
  type ProfileFormValues,
  clearFieldError,
  validateProfileForm,
} from '@fairway/domain/profile/profile-form';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useUpdateProfileMutation } from '../api/profile-api.ts';
import { OptInsFieldset } from './opt-ins-fieldset.tsx';

/** A facility whose opt-ins the form edits. */
export interface ProfileFacility {
  gnFacilityId: number;
  courseId: string;
  name: string;
}

function initialValues(user: User, facilities: readonly ProfileFacility[]): ProfileFormValues {
  return {
    firstName: user.name.given,
    lastName: user.name.family,
    phoneNumber: user.phoneNumbers.find((phone) => phone.primary)?.value ?? user.phoneNumbers[0]?.value ?? '',
    facilities: facilities.map((facility) => {
      const current = user.facilityCustomers[facility.courseId];
      return {
        gnFacilityId: facility.gnFacilityId,
        emailOptIn: current?.emailOptIn ?? false,
        smsOptIn: current?.smsOptIn ?? false,
        transactionalSmsOptIn: current?.transactionalSmsOptedIn ?? false,
      };
    }),
  };
}

function toPayload(user: User, values: ProfileFormValues): ProfileUpdate {
  return {
    emailAddress: user.username,
    profileDetails: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber.trim() || null,
      facilities: values.facilities.map((facility) => ({
        gnFacilityId: facility.gnFacilityId,
        marketing: { smsOptIn: facility.smsOptIn, emailOptIn: facility.emailOptIn },
        transactional: { smsOptIn: facility.transactionalSmsOptIn },
      })),
    },
  };
}

/**
 * The profile form (SPEC §2, §5): names, phone, read-only e-mail and per-facility opt-ins;
 * Update Profile and Cancel. Every §5 rule runs before saving; editing a field clears its
 * error; an update error shows above the form.
 */
export function ProfileForm({ user, facilities }: { user: User; facilities: readonly ProfileFacility[] }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [values, setValues] = useState(() => initialValues(user, facilities));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    phoneNumber: useRef<HTMLInputElement>(null),
  };

  const message = (error: ProfileFieldError | undefined) =>
    error ? t(`profile.errors.${error.key}`, error.values ?? {}) : null;

  const edit = (field: ProfileField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => clearFieldError(current, field));
    setSaved(false);
  };

  const editOptIn = (gnFacilityId: number, change: Partial<FacilityOptInValues>) => {
    setValues((current) => ({
      ...current,
      facilities: current.facilities.map((facility) =>
        facility.gnFacilityId === gnFacilityId ? { ...facility, ...change } : facility,
      ),
    }));
    setSaved(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    setSaved(false);
    const first = (['firstName', 'lastName', 'phoneNumber'] as const).find((field) => found[field]);
    if (first) {
      setFormError(t('profile.errors.someFieldsInvalid'));
      refs[first].current?.focus();
      return;
    }
    setFormError(null);
    const result = await update(toPayload(user, values));
    if ('error' in result) setFormError(t('profile.errors.updateFailed'));
    else setSaved(true);
  }

  function onCancel() {
    setValues(initialValues(user, facilities));
    setErrors({});
    setFormError(null);
    setSaved(false);
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="profile-form">
      <FormAlert message={formError} testId="profile-error" />
      <FormAlert tone="success" message={saved ? t('profile.saved') : null} testId="profile-saved" />
      <div className="form__row">
        <TextField
          ref={refs.firstName}
          label={t('profile.firstName')}
          autoComplete="given-name"
          required
          value={values.firstName}
          error={message(errors.firstName)}
          onChange={edit('firstName')}
        />
        <TextField
          ref={refs.lastName}
          label={t('profile.lastName')}
          autoComplete="family-name"
          required
          value={values.lastName}
          error={message(errors.lastName)}
          onChange={edit('lastName')}
        />
      </div>
      <div className="form__row">
        <TextField
          ref={refs.phoneNumber}
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          hint={t('profile.phoneHint')}
          error={message(errors.phoneNumber)}
          onChange={edit('phoneNumber')}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          value={user.username}
          readOnly
          hint={t('profile.emailReadOnly')}
        />
      </div>
      <OptInsFieldset facilities={facilities} values={values.facilities} onChange={editOptIn} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? t('profile.saving') : t('profile.update')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
