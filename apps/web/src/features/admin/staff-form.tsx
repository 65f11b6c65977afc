import type { FormEvent } from 'react';
import type { CreateStaffRequest } from '@fairway/contract/admin-staff.contract';
import { STAFF_ROLES, type StaffRole } from '@fairway/domain/admin/staff-roles';
import { FormActions, useFormFields } from './form-parts.tsx';
import type { Translate } from './admin-i18n.ts';

/** The form adding a staff account: e-mail as username, name, role and a first password (SPEC §5 rule, checked by the server). */
export function StaffForm({
  t,
  busy,
  onSave,
  onCancel,
}: {
  t: Translate;
  busy: boolean;
  onSave: (input: CreateStaffRequest) => void;
  onCancel: () => void;
}) {
  const { field, first } = useFormFields();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onSave({
      username: text('username').trim(),
      name: text('name').trim(),
      role: text('role') as StaffRole,
      password: text('password'),
    });
  }

  return (
    <form
      className="admin-block-form"
      onSubmit={submit}
      aria-labelledby={field('heading')}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={field('heading')}>{t('staff.addHeading')}</h3>
      <label htmlFor={field('username')}>{t('staff.username')}</label>
      <input
        id={field('username')}
        ref={first}
        name="username"
        type="email"
        required
        maxLength={254}
        autoComplete="off"
      />
      <label htmlFor={field('name')}>{t('staff.name')}</label>
      <input id={field('name')} name="name" required maxLength={100} autoComplete="off" />
      <label htmlFor={field('role')}>{t('staff.role')}</label>
      <select id={field('role')} name="role" defaultValue="pro-shop">
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      <label htmlFor={field('password')}>{t('staff.password')}</label>
      <input
        id={field('password')}
        name="password"
        type="password"
        required
        minLength={8}
        maxLength={128}
        autoComplete="new-password"
        aria-describedby={field('hint')}
      />
      <small id={field('hint')}>{t('staff.passwordHint')}</small>
      <FormActions t={t} saveLabel={t('staff.save')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** The form setting a new password for a staff account (a reset: the account's sessions end). */
export function StaffPasswordForm({
  t,
  name,
  busy,
  onSave,
  onCancel,
}: {
  t: Translate;
  name: string;
  busy: boolean;
  onSave: (password: string) => void;
  onCancel: () => void;
}) {
  const { field, first } = useFormFields();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  return (
    <form
      className="admin-block-form"
      onSubmit={submit}
      aria-labelledby={field('heading')}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={field('heading')}>{t('staff.resetHeading', { name })}</h3>
      <label htmlFor={field('password')}>{t('staff.newPassword')}</label>
      <input
        id={field('password')}
        ref={first}
        name="password"
        type="password"
        required
        minLength={8}
        maxLength={128}
        autoComplete="new-password"
        aria-describedby={field('hint')}
      />
      <small id={field('hint')}>{t('staff.resetHint')}</small>
      <FormActions t={t} saveLabel={t('staff.resetSave')} busy={busy} onCancel={onCancel} />
    </form>
  );
}
