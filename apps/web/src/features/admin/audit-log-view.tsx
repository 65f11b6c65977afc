import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { AuditLogEntry, AuditLogResponse } from '@fairway/contract/admin-settings.contract';
import { adminSettingsApi, type AdminTarget } from './admin-api.ts';
import { endsSession, refusal } from './admin-errors.ts';
import type { Translate } from './admin-i18n.ts';

interface Filter {
  from: string;
  to: string;
  action: string;
  page: number;
}

/** An entry's details in a line: the changed settings paths with before → after, else its JSON. */
export function describeDetails(entry: AuditLogEntry): string {
  const details = entry.details as { changes?: { path: string; before: unknown; after: unknown }[] } | null;
  if (details && Array.isArray(details.changes)) {
    return details.changes
      .map((change) => `${change.path}: ${JSON.stringify(change.before)} → ${JSON.stringify(change.after)}`)
      .join('; ');
  }
  if (!details || (typeof details === 'object' && Object.keys(details).length === 0)) return '';
  return JSON.stringify(details);
}

/** The Activity screen: the alias's audit log, newest first, filtered by days and action, a page at a time. */
export function AuditLogView({
  t,
  target,
  locale,
  onExpired,
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  onExpired: () => void;
}) {
  const id = useId();
  const [filter, setFilter] = useState<Filter>({ from: '', to: '', action: '', page: 1 });
  const [log, setLog] = useState<AuditLogResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(refusal(t, caught));
    },
    [t, onExpired],
  );

  useEffect(() => {
    setError(null);
    adminSettingsApi.auditLog(target, filter).then(setLog, fail);
  }, [target, filter, fail]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilter({
      from: String(data.get('from') ?? ''),
      to: String(data.get('to') ?? ''),
      action: String(data.get('action') ?? ''),
      page: 1,
    });
  }

  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: log?.timeZone }).format(
      new Date(iso),
    );
  const field = (name: string) => `${id}-${name}`;

  return (
    <section aria-labelledby={field('heading')} className="admin-activity">
      <h2 id={field('heading')}>{t('activity.heading')}</h2>
      <form className="admin-filters" onSubmit={apply} aria-label={t('activity.filters')}>
        <label htmlFor={field('from')}>{t('activity.from')}</label>
        <input id={field('from')} name="from" type="date" defaultValue={filter.from} />
        <label htmlFor={field('to')}>{t('activity.to')}</label>
        <input id={field('to')} name="to" type="date" defaultValue={filter.to} />
        <label htmlFor={field('action')}>{t('activity.action')}</label>
        <select id={field('action')} name="action" defaultValue={filter.action}>
          <option value="">{t('activity.allActions')}</option>
          {(log?.actions ?? []).map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
        <button type="submit">{t('activity.apply')}</button>
      </form>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!log && !error && <p role="status">{t('activity.loading')}</p>}
      {log && log.entries.length === 0 && <p>{t('activity.none')}</p>}
      {log && log.entries.length > 0 && (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('activity.heading')}>
          <table className="admin-sheet">
            <caption>{t('activity.caption', { total: log.total, page: log.page, pages, zone: log.timeZone })}</caption>
            <thead>
              <tr>
                {(['when', 'who', 'action', 'target', 'details'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`activity.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.createdAt)}</td>
                  <td>{entry.username}</td>
                  <td>{entry.action}</td>
                  <td>{entry.target ?? ''}</td>
                  <td className="admin-details">{describeDetails(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log && pages > 1 && (
        <nav className="admin-actions" aria-label={t('activity.pages')}>
          <button
            type="button"
            disabled={filter.page <= 1}
            onClick={() => setFilter((current) => ({ ...current, page: current.page - 1 }))}
          >
            {t('activity.newer')}
          </button>
          <button
            type="button"
            disabled={filter.page >= pages}
            onClick={() => setFilter((current) => ({ ...current, page: current.page + 1 }))}
          >
            {t('activity.older')}
          </button>
        </nav>
      )}
    </section>
  );
}
