import { useCallback, useEffect, useId, useState } from 'react';
import type { CreateStaffRequest, StaffAccount, UpdateStaffRequest } from '@fairway/contract/admin-staff.contract';
import { STAFF_ROLES, type StaffRole } from '@fairway/domain/admin/staff-roles';
import { AdminApiError, adminStaffApi, type AdminTarget } from './admin-api.ts';
import { endsSession, refusal } from './admin-errors.ts';
import type { Translate } from './admin-i18n.ts';
import { StaffForm, StaffPasswordForm } from './staff-form.tsx';

/** The words of a refused staff change: the 409's reason, else the form's or the shared message. */
function staffRefusal(t: Translate, caught: unknown): string {
  const reason =
    caught instanceof AdminApiError ? (caught.details as { reason?: string } | undefined)?.reason : undefined;
  if (reason === 'username-taken' || reason === 'self' || reason === 'last-owner') return t(`staff.errors.${reason}`);
  return refusal(t, caught, { VALIDATION_FAILED: t('staff.errors.invalid'), NOT_FOUND: t('staff.errors.notFound') });
}

/** The Staff screen (owners: `staff:manage`): the alias's staff accounts, adding one, changing a role, disabling or enabling. */
export function StaffView({
  t,
  target,
  locale,
  self,
  onExpired,
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  self: string;
  onExpired: () => void;
}) {
  const id = useId();
  const [staff, setStaff] = useState<StaffAccount[] | null>(null);
  const [roles, setRoles] = useState<Record<number, StaffRole>>({});
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(staffRefusal(t, caught));
    },
    [t, onExpired],
  );

  const load = useCallback(
    () => adminStaffApi.list(target).then((answer) => setStaff(answer.staff), fail),
    [target, fail],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function run(action: () => Promise<StaffAccount>, done: (account: StaffAccount) => string) {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const account = await action();
      setMessage(done(account));
      await load();
      return true;
    } catch (caught) {
      fail(caught);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function create(input: CreateStaffRequest) {
    if (
      await run(
        () => adminStaffApi.create(target, input),
        (account) => t('staff.created', { name: account.name }),
      )
    )
      setAdding(false);
  }
  const update = (account: StaffAccount, body: UpdateStaffRequest, done: string) =>
    run(
      () => adminStaffApi.update(target, account.id, body),
      () => done,
    );
  async function reset(account: StaffAccount, password: string) {
    const own = account.username === self;
    if (await update(account, { password }, t(own ? 'staff.resetOwnDone' : 'staff.resetDone', { name: account.name })))
      setResetting(null);
  }

  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const status = (account: StaffAccount) => {
    if (!account.active) return t('staff.disabled');
    return account.lockedUntil ? t('staff.lockedUntil', { time: when(account.lockedUntil) }) : t('staff.active');
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-staff">
      <h2 id={`${id}-heading`}>{t('staff.heading')}</h2>
      <p className="admin-hint">{t('staff.intro')}</p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {adding ? (
        <StaffForm t={t} busy={busy} onSave={create} onCancel={() => setAdding(false)} />
      ) : (
        <div className="admin-actions">
          <button type="button" onClick={() => setAdding(true)}>
            {t('staff.add')}
          </button>
        </div>
      )}
      {resetting && (
        <StaffPasswordForm
          t={t}
          name={resetting.name}
          busy={busy}
          onSave={(password) => reset(resetting, password)}
          onCancel={() => setResetting(null)}
        />
      )}
      {!staff && !error && <p role="status">{t('staff.loading')}</p>}
      {staff && (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby={`${id}-caption`}>
          <table className="admin-sheet">
            <caption id={`${id}-caption`}>{t('staff.caption', { total: staff.length })}</caption>
            <thead>
              <tr>
                {(['name', 'username', 'role', 'status', 'lastSignIn', 'actions'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`staff.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {staff.map((account) => {
                const isSelf = account.username === self;
                const role = roles[account.id] ?? account.role;
                return (
                  <tr key={account.id}>
                    <th scope="row">{isSelf ? t('staff.you', { name: account.name }) : account.name}</th>
                    <td>{account.username}</td>
                    <td>
                      <select
                        aria-label={t('staff.roleOf', { name: account.name })}
                        value={role}
                        disabled={isSelf || busy}
                        onChange={(event) =>
                          setRoles({ ...roles, [account.id]: event.currentTarget.value as StaffRole })
                        }
                      >
                        {STAFF_ROLES.map((option) => (
                          <option key={option} value={option}>
                            {t(`roles.${option}`)}
                          </option>
                        ))}
                      </select>{' '}
                      {!isSelf && (
                        <button
                          type="button"
                          disabled={busy || role === account.role}
                          aria-label={t('staff.saveRoleOf', { name: account.name })}
                          onClick={() =>
                            update(
                              account,
                              { role },
                              t('staff.roleChanged', { name: account.name, role: t(`roles.${role}`) }),
                            )
                          }
                        >
                          {t('staff.saveRole')}
                        </button>
                      )}
                    </td>
                    <td>{status(account)}</td>
                    <td>{account.lastSignInAt ? when(account.lastSignInAt) : t('staff.never')}</td>
                    <td>
                      <button
                        type="button"
                        className="admin-secondary"
                        disabled={busy}
                        aria-label={t('staff.resetOf', { name: account.name })}
                        onClick={() => setResetting(account)}
                      >
                        {t('staff.reset')}
                      </button>{' '}
                      {!isSelf && (
                        <button
                          type="button"
                          className="admin-secondary"
                          disabled={busy}
                          aria-label={t(account.active ? 'staff.disableOf' : 'staff.enableOf', { name: account.name })}
                          onClick={() =>
                            update(
                              account,
                              { active: !account.active },
                              t(account.active ? 'staff.disabledDone' : 'staff.enabledDone', { name: account.name }),
                            )
                          }
                        >
                          {t(account.active ? 'staff.disable' : 'staff.enable')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
