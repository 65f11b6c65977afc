import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntryDto } from '@fairway/contract/admin-activity.contract';
import { formatConsoleTime } from '@fairway/domain/admin/activity-time';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { KeysetPageNav, useKeysetPages } from '../../shared/keyset-pages.tsx';
import { fieldLabel, formatValue, summaryText } from './activity-format.ts';
import { type ActivityArgs, useActivityQuery } from './activity.api.ts';

interface Filter {
  from: string;
  to: string;
  action: string;
}

/** The Activity screen (`audit-log:read`): who did what, in sentences, newest first, a page at a time. */
export function ActivityView() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = i18n.language;
  const [filter, setFilter] = useState<Filter>({ from: '', to: '', action: '' });
  // Keyset paging: each older page starts before the last entry shown; the stack leads back to newer ones.
  const pages = useKeysetPages<number>();
  const args: ActivityArgs = {
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(pages.cursor === undefined ? {} : { before: pages.cursor }),
  };
  const log = useActivityQuery(args);
  const data = log.data;
  const field = (name: string) => `${id}-${name}`;
  const label = (key: string) => (t as unknown as (key: string) => string)(key);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
      action: String(form.get('action') ?? ''),
    });
    pages.reset();
  }

  // An action the console has no words for (a code no longer written) is left out of the filter.
  const actions = (data?.actions ?? []).filter((action) => i18n.exists(`activity.actions.${action}`));
  const areas = [...new Set((data?.actions ?? []).map((action) => action.split('.')[0] ?? action))].filter((area) =>
    i18n.exists(`activity.areas.${area}`),
  );

  const columns: Column<ActivityEntryDto>[] = [
    {
      key: 'when',
      header: t('activity.columns.when'),
      cell: (entry) => formatConsoleTime(entry.occurredAt, entry.timeZone, locale),
    },
    {
      key: 'summary',
      header: t('activity.summary'),
      rowHeader: true,
      cell: (entry) => (
        <>
          <p>{summaryText(entry, t, i18n, locale)}</p>
          {entry.changes.length > 0 && (
            <ul className="admin-activity-changes" aria-label={t('activity.diff.caption')}>
              {entry.changes.map((change) => (
                <li key={change.field}>
                  {fieldLabel(i18n, t, entry.action, change.field)}: {formatValue(change.before, t, i18n, locale)} →{' '}
                  {formatValue(change.after, t, i18n, locale)}
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
  ];

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
          {areas.map((area) => (
            <option key={`area-${area}`} value={area}>
              {label(`activity.areas.${area}`)}
            </option>
          ))}
          {actions.map((action) => (
            <option key={action} value={action}>
              {label(`activity.actions.${action}`)}
            </option>
          ))}
        </select>
        <button type="submit">{t('activity.apply')}</button>
      </form>
      <ErrorAlert error={log.error ?? null} />
      {!data && !log.error && <p role="status">{t('activity.loading')}</p>}
      {data && (
        <DataTable
          caption={t('activity.diff.timesIn', { zone: data.timeZone })}
          columns={columns}
          rows={data.entries}
          rowKey={(entry) => entry.id}
          empty={t('activity.none')}
        />
      )}
      {data && (
        <KeysetPageNav
          pages={pages}
          nextCursor={data.nextBefore}
          busy={log.isFetching}
          label={t('activity.pages')}
          backLabel={t('activity.newerEntries')}
          nextLabel={t('activity.olderEntries')}
        />
      )}
    </section>
  );
}
