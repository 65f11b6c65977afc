import { useState } from 'react';
import type { NoShowPlayer, ReportQuery } from '@fairway/contract/admin-reports.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { useFigures } from './reports-tables.tsx';
import { useNoShowPlayersQuery } from './reports.api.ts';

/**
 * The no-show players of the range, newest tee time first, a page at a time: each older page
 * starts after the last player shown, and the stack of those places leads back to newer ones.
 * Render it with the query as its key, so a new range starts again at the newest.
 */
export function NoShowPlayers({ query }: { query: ReportQuery }) {
  const { t, number } = useFigures();
  const [pages, setPages] = useState<string[]>([]);
  const before = pages.at(-1);
  const list = useNoShowPlayersQuery(before === undefined ? { query } : { query, before });
  const columns: Column<NoShowPlayer>[] = [
    {
      key: 'teeTime',
      header: t('reports.columns.teeTime'),
      rowHeader: true,
      cell: (player) => player.teetime.replace('T', ' '),
    },
    { key: 'course', header: t('reports.course'), cell: (player) => player.courseName },
    { key: 'confirmation', header: t('reports.columns.confirmation'), cell: (player) => player.confirmationNumber },
    { key: 'booker', header: t('reports.columns.booker'), cell: (player) => player.bookerName },
    { key: 'slot', header: t('reports.columns.slot'), cell: (player) => number(player.slot) },
  ];
  // The page shown stays while the next one loads (a press meanwhile does nothing), so the list does
  // not jump and the pressed button keeps the keyboard focus.
  const page = list.data;
  return (
    <div>
      <ErrorAlert error={list.error} messages={{ VALIDATION_FAILED: t('reports.badRange') }} />
      {!page && !list.error && <p role="status">{t('reports.loadingNoShows')}</p>}
      {page && (
        <DataTable
          caption={t('reports.noShowPlayers')}
          columns={columns}
          rows={page.players}
          rowKey={(player) => `${player.confirmationNumber}-${player.teetime}-${player.slot}`}
          empty={pages.length === 0 ? t('reports.noNoShows') : null}
        />
      )}
      {page && (pages.length > 0 || page.nextBefore !== null) && (
        <nav className="admin-actions" aria-label={t('reports.noShowPages')}>
          <button
            type="button"
            disabled={pages.length === 0}
            onClick={() => {
              if (!list.isFetching) setPages((stack) => stack.slice(0, -1));
            }}
          >
            {t('reports.newerNoShows')}
          </button>
          <button
            type="button"
            disabled={page.nextBefore === null}
            onClick={() => {
              const next = page.nextBefore;
              if (next !== null && !list.isFetching) setPages((stack) => [...stack, next]);
            }}
          >
            {t('reports.olderNoShows')}
          </button>
        </nav>
      )}
    </div>
  );
}
