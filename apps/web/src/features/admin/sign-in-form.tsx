import { type FormEvent, useId, useState } from 'react';
import type { StaffSession } from '@fairway/contract/admin.contract';
import { adminApi, type AdminTarget } from './admin-api.ts';
import { refusal } from './admin-errors.ts';
import type { Translate } from './admin-i18n.ts';

/** The staff sign-in form: username and password; a refusal is announced (role="alert"). */
export function SignInForm({
  t,
  target,
  onSignedIn,
}: {
  t: Translate;
  target: AdminTarget;
  onSignedIn: (session: StaffSession) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await adminApi.signIn(target, String(form.get('username') ?? ''), String(form.get('password') ?? '')));
    } catch (caught) {
      setError(refusal(t, caught));
      setBusy(false);
    }
  }

  return (
    <form className="admin-card admin-sign-in" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('signIn.heading')}</h2>
      <label htmlFor={`${id}-username`}>{t('signIn.username')}</label>
      <input id={`${id}-username`} name="username" type="email" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>{t('signIn.password')}</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
