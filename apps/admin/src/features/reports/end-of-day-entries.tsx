import type { EndOfDayEntriesPage } from '@fairway/contract/admin-reports.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { KeysetPageNav, useKeysetPages } from '../../shared/keyset-pages.tsx';
import { useFigures } from './reports-tables.tsx';
import { useEndOfDayEntriesQuery } from './reports.api.ts';

/** An entry with its place on the page (two entries may be alike: a key of its own). */
type Entry = EndOfDayEntriesPage['entries'][number] & { index: number };

/** The course whose entries are listed, as the report headed it. */
interface EntriesCourse {
  facilityId: number;
  name: string;
  currencyCode: string;
}

/**
 * One course's payments and refunds of the day, earliest first, a page at a time: each later page
 * starts after the last entry shown, and the stack of those places leads back to earlier ones.
 * Render it with the day and course as its key, so a new day starts again at the earliest.
 */
export function EndOfDayEntries({ date, course }: { date: string; course: EntriesCourse }) {
  const { t, money } = useFigures();
  const pages = useKeysetPages<string>();
  const after = pages.cursor;
  const query = { date, facilityId: course.facilityId };
  const list = useEndOfDayEntriesQuery(after === undefined ? { query } : { query, after });
  const amount = (cents: number) => money(cents, course.currencyCode);
  const columns: Column<Entry>[] = [
    // The instant is written in the course's zone: its wall-clock time is the course's.
    {
      key: 'time',
      header: t('reports.endOfDay.columns.time'),
      rowHeader: true,
      cell: (entry) => entry.at.slice(11, 19),
    },
    {
      key: 'kind',
      header: t('reports.endOfDay.columns.kind'),
      cell: (entry) => t(`reports.endOfDay.kinds.${entry.kind}`),
    },
    {
      key: 'tender',
      header: t('reports.endOfDay.columns.tender'),
      cell: (entry) =>
        entry.cardLastFour
          ? t('reports.endOfDay.cardEnding', {
              tender: t(`reports.endOfDay.tenders.${entry.tender}`),
              lastFour: entry.cardLastFour,
            })
          : t(`reports.endOfDay.tenders.${entry.tender}`),
    },
    {
      key: 'channel',
      header: t('reports.endOfDay.columns.channel'),
      cell: (entry) => t(`reports.endOfDay.channels.${entry.channel}`),
    },
    {
      key: 'amount',
      header: t('reports.endOfDay.columns.amount'),
      cell: (entry) => amount(entry.kind === 'payment' ? entry.amountCents : -entry.amountCents),
    },
    { key: 'order', header: t('reports.endOfDay.columns.order'), cell: (entry) => entry.orderNumber },
    {
      key: 'confirmation',
      header: t('reports.endOfDay.columns.confirmation'),
      cell: (entry) => entry.confirmationNumber ?? '',
    },
    {
      key: 'state',
      header: t('reports.endOfDay.columns.state'),
      cell: (entry) => t(`reports.endOfDay.states.${entry.state}`),
    },
  ];
  const page = list.data;
  return (
    <div>
      <ErrorAlert error={list.error} messages={{ VALIDATION_FAILED: t('reports.endOfDay.badDay') }} />
      {!page && !list.error && <p role="status">{t('reports.endOfDay.loadingEntries')}</p>}
      {page && page.entries.length > 0 && (
        <DataTable
          caption={t('reports.endOfDay.entries', { course: course.name })}
          columns={columns}
          rows={page.entries.map((entry, index) => ({ ...entry, index }))}
          rowKey={(entry) => entry.index}
          empty={null}
        />
      )}
      {page && (
        <KeysetPageNav
          pages={pages}
          nextCursor={page.nextAfter}
          busy={list.isFetching}
          label={t('reports.endOfDay.entryPages', { course: course.name })}
          backLabel={t('reports.endOfDay.earlierEntries')}
          nextLabel={t('reports.endOfDay.laterEntries')}
        />
      )}
    </div>
  );
}
