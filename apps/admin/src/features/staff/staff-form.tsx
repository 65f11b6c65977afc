import { type KeyboardEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreateStaffRequest, createStaffRequestSchema } from '@fairway/contract/admin-staff.contract';
import { STAFF_ROLES } from '@fairway/domain/admin/staff-roles';
import { FormActions } from '../../shared/form-actions.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';

/** The reset form's schema: the password rule of a new account. */
const passwordOnlySchema = createStaffRequestSchema.pick({ password: true });

/** Escape anywhere in a form cancels it. */
const cancelOnEscape = (onCancel: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Escape') onCancel();
};

/** The form adding a staff account: e-mail as username, name, role and a first password, checked by the contract's schema. */
export function StaffForm({
  busy,
  onSave,
  onCancel,
}: {
  busy: boolean;
  onSave: (input: CreateStaffRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(createStaffRequestSchema, {
    defaultValues: { username: '', name: '', role: 'pro-shop', password: '' },
    messages: { username: t('forms.email'), password: t('forms.invalid') },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('username'), [setFocus]);
  const heading = form.fieldId('heading');

  return (
    <form
      className="admin-block-form"
      noValidate
      aria-labelledby={heading}
      onSubmit={form.handleSubmit(onSave)}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <h3 id={heading}>{t('staff.addHeading')}</h3>
      <Field form={form} name="username" label={t('staff.username')}>
        {(props) => <input {...props} type="email" required maxLength={254} autoComplete="off" />}
      </Field>
      <Field form={form} name="name" label={t('staff.name')}>
        {(props) => <input {...props} required maxLength={100} autoComplete="off" />}
      </Field>
      <Field form={form} name="role" label={t('staff.role')}>
        {(props) => (
          <select {...props}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="password" label={t('staff.password')} hint={t('staff.passwordHint')}>
        {(props) => <input {...props} type="password" required maxLength={128} autoComplete="new-password" />}
      </Field>
      <FormActions
        submitLabel={t('staff.save')}
        busyLabel={t('forms.saving')}
        busy={busy}
        cancelLabel={t('forms.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The form setting a new password for a staff account (a reset: the account's sessions end). */
export function StaffPasswordForm({
  name,
  busy,
  onSave,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onSave: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(passwordOnlySchema, {
    defaultValues: { password: '' },
    messages: { password: t('forms.invalid') },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);
  const heading = form.fieldId('heading');

  return (
    <form
      className="admin-block-form"
      noValidate
      aria-labelledby={heading}
      onSubmit={form.handleSubmit(({ password }) => onSave(password))}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <h3 id={heading}>{t('staff.resetHeading', { name })}</h3>
      <Field form={form} name="password" label={t('staff.newPassword')} hint={t('staff.resetHint')}>
        {(props) => <input {...props} type="password" required maxLength={128} autoComplete="new-password" />}
      </Field>
      <FormActions
        submitLabel={t('staff.resetSave')}
        busyLabel={t('forms.saving')}
        busy={busy}
        cancelLabel={t('forms.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
