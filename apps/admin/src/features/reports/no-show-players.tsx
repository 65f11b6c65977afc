import type { NoShowPlayer, ReportQuery } from '@fairway/contract/admin-reports.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { KeysetPageNav, useKeysetPages } from '../../shared/keyset-pages.tsx';
import { useFigures } from './reports-tables.tsx';
import { useNoShowPlayersQuery } from './reports.api.ts';

/**
 * The no-show players of the range, newest tee time first, a page at a time: each older page
 * starts after the last player shown, and the stack of those places leads back to newer ones.
 * Render it with the query as its key, so a new range starts again at the newest.
 */
export function NoShowPlayers({ query }: { query: ReportQuery }) {
  const { t, number } = useFigures();
  const pages = useKeysetPages<string>();
  const before = pages.cursor;
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
          empty={pages.atFirst ? t('reports.noNoShows') : null}
        />
      )}
      {page && (
        <KeysetPageNav
          pages={pages}
          nextCursor={page.nextBefore}
          busy={list.isFetching}
          label={t('reports.noShowPages')}
          backLabel={t('reports.newerNoShows')}
          nextLabel={t('reports.olderNoShows')}
        />
      )}
    </div>
  );
}
