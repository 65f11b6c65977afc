import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateStaffRequest, StaffAccount, UpdateStaffRequest } from '@fairway/contract/admin-staff.contract';
import { STAFF_ROLES, type StaffRole } from '@fairway/domain/admin/staff-roles';
import type { ConsoleError } from '../../app/console-api.ts';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { StaffForm, StaffPasswordForm } from './staff-form.tsx';
import { useCreateStaffMutation, useStaffListQuery, useUpdateStaffMutation } from './staff.api.ts';

const REASONS = ['username-taken', 'self', 'last-owner'] as const;

/** The Staff screen (owners: `staff:manage`): the alias's staff accounts, adding one, changing a role, disabling or enabling, resetting a password. */
export function StaffView({ self }: { self: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const list = useStaffListQuery(undefined);
  const [createStaff, creating] = useCreateStaffMutation();
  const [updateStaff, updating] = useUpdateStaffMutation();
  const [roles, setRoles] = useState<Record<number, StaffRole>>({});
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [disabling, setDisabling] = useState<StaffAccount | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [message, setMessage] = useState<string | null>(null);
  const busy = creating.isLoading || updating.isLoading;

  /** The words of a refused staff change: the 409's reason, else the screen's own words for its code. */
  const refusalOf = (refused: ConsoleError) => {
    const reason = REASONS.find((known) => known === (refused.details as { reason?: string } | undefined)?.reason);
    if (reason) return t(`staff.errors.${reason}`);
    if (refused.code === 'VALIDATION_FAILED') return t('staff.errors.invalid');
    if (refused.code === 'NOT_FOUND') return t('staff.errors.notFound');
    return undefined;
  };

  /** Runs a change; says `done` once it is saved (the list refreshes by itself), or why it was refused. */
  async function run(change: () => Promise<StaffAccount>, done: (account: StaffAccount) => string) {
    setError(null);
    setMessage(null);
    try {
      setMessage(done(await change()));
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    }
  }

  const create = async (input: CreateStaffRequest) => {
    if (
      await run(
        () => createStaff(input).unwrap(),
        (account) => t('staff.created', { name: account.name }),
      )
    )
      setAdding(false);
  };
  const update = (account: StaffAccount, body: UpdateStaffRequest, done: string) =>
    run(
      () => updateStaff({ id: account.id, body }).unwrap(),
      () => done,
    );
  async function reset(account: StaffAccount, password: string) {
    const own = account.username === self;
    if (await update(account, { password }, t(own ? 'staff.resetOwnDone' : 'staff.resetDone', { name: account.name })))
      setResetting(null);
  }
  async function disable(account: StaffAccount) {
    await update(account, { active: false }, t('staff.disabledDone', { name: account.name }));
    setDisabling(null);
  }

  // Times in the engine's zone, as the Activity shows them (the column header names it).
  const timeZone = list.data?.timeZone;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  const status = (account: StaffAccount) => {
    if (!account.active) return t('staff.disabled');
    return account.lockedUntil ? t('staff.lockedUntil', { time: when(account.lockedUntil) }) : t('staff.active');
  };

  const columns: Column<StaffAccount>[] = [
    {
      key: 'name',
      header: t('staff.columns.name'),
      rowHeader: true,
      cell: (account) => (account.username === self ? t('staff.you', { name: account.name }) : account.name),
    },
    {
      key: 'username',
      header: t('staff.columns.username'),
      cell: (account) => account.username,
      className: 'admin-wrap',
    },
    {
      key: 'role',
      header: t('staff.columns.role'),
      cell: (account) => {
        const isSelf = account.username === self;
        const role = roles[account.id] ?? account.role;
        return (
          <>
            <select
              aria-label={t('staff.roleOf', { name: account.name })}
              value={role}
              disabled={isSelf || busy}
              onChange={(event) => setRoles({ ...roles, [account.id]: event.currentTarget.value as StaffRole })}
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
                  void update(
                    account,
                    { role },
                    t('staff.roleChanged', { name: account.name, role: t(`roles.${role}`) }),
                  )
                }
              >
                {t('staff.saveRole')}
              </button>
            )}
          </>
        );
      },
    },
    { key: 'status', header: t('staff.columns.status'), cell: status },
    {
      key: 'lastSignIn',
      header: t('staff.columns.lastSignIn', { zone: timeZone }),
      cell: (account) => (account.lastSignInAt ? when(account.lastSignInAt) : t('staff.never')),
    },
    {
      key: 'actions',
      header: t('staff.columns.actions'),
      cell: (account) => (
        <>
          <button
            type="button"
            className="admin-secondary"
            disabled={busy}
            aria-label={t('staff.resetOf', { name: account.name })}
            onClick={() => setResetting(account)}
          >
            {t('staff.reset')}
          </button>{' '}
          {account.username !== self && (
            <button
              type="button"
              className="admin-secondary"
              disabled={busy}
              aria-label={t(account.active ? 'staff.disableOf' : 'staff.enableOf', { name: account.name })}
              onClick={() =>
                account.active
                  ? setDisabling(account)
                  : void update(account, { active: true }, t('staff.enabledDone', { name: account.name }))
              }
            >
              {t(account.active ? 'staff.disable' : 'staff.enable')}
            </button>
          )}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-staff">
      <h2 id={`${id}-heading`}>{t('staff.heading')}</h2>
      <p className="admin-hint">{t('staff.intro')}</p>
      <ErrorAlert error={error ?? list.error} messages={refusalOf} />
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {adding ? (
        <StaffForm busy={busy} onSave={(input) => void create(input)} onCancel={() => setAdding(false)} />
      ) : (
        <div className="admin-actions">
          <button type="button" onClick={() => setAdding(true)}>
            {t('staff.add')}
          </button>
        </div>
      )}
      {resetting && (
        <StaffPasswordForm
          name={resetting.name}
          busy={busy}
          onSave={(password) => void reset(resetting, password)}
          onCancel={() => setResetting(null)}
        />
      )}
      {disabling && (
        <ConfirmDialog
          title={t('staff.disableConfirmHeading', { name: disabling.name })}
          confirmLabel={t('staff.disable')}
          busyLabel={t('forms.saving')}
          cancelLabel={t('forms.cancel')}
          busy={busy}
          onConfirm={() => void disable(disabling)}
          onCancel={() => setDisabling(null)}
        >
          <p>{t('staff.disableConfirmText', { name: disabling.name })}</p>
        </ConfirmDialog>
      )}
      {list.isLoading && <p role="status">{t('staff.loading')}</p>}
      {list.data && (
        <DataTable
          caption={t('staff.caption', { total: list.data.staff.length })}
          columns={columns}
          rows={list.data.staff}
          rowKey={(account) => account.id}
          empty={null}
        />
      )}
    </section>
  );
}
