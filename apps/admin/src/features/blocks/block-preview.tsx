import { useTranslation } from 'react-i18next';
import type { BlockConflict, BlockPreview } from '@fairway/contract/admin.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';

/**
 * What saving the block would do: the tee times it closes (the server's exact count, absent while
 * only a refused save has answered) and the bookings inside it, with the acknowledgement they need.
 */
export function BlockPreviewRegion({
  preview,
  acknowledged,
  onAcknowledge,
}: {
  preview: Omit<BlockPreview, 'closedTeeTimes'> & { closedTeeTimes?: number };
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
}) {
  const { t } = useTranslation();
  const { conflicts, otherEnginePlayers, closedTeeTimes } = preview;
  const columns: Column<BlockConflict>[] = [
    {
      key: 'confirmation',
      header: t('blocks.confirmation'),
      rowHeader: true,
      cell: (conflict) => conflict.confirmationNumber,
    },
    { key: 'time', header: t('sheet.time'), cell: (conflict) => conflict.teetime.replace('T', ' ') },
    { key: 'players', header: t('sheet.players'), cell: (conflict) => conflict.players },
    {
      key: 'booker',
      header: t('blocks.booker'),
      className: 'admin-wrap',
      cell: ({ booker }) => `${booker.firstName} ${booker.lastName} (${booker.email})`,
    },
  ];
  const hasConflicts = conflicts.length > 0 || otherEnginePlayers > 0;
  return (
    <div className="admin-preview" role="region" aria-label={t('blocks.previewHeading')}>
      <h4>{t('blocks.previewHeading')}</h4>
      {closedTeeTimes !== undefined && <p>{t('blocks.closes', { count: closedTeeTimes })}</p>}
      {!hasConflicts && <p>{t('blocks.noConflicts')}</p>}
      <DataTable
        caption={t('blocks.conflictsCaption', { count: conflicts.length })}
        columns={columns}
        rows={conflicts}
        rowKey={(conflict) => conflict.reservationId}
        empty={null}
      />
      {otherEnginePlayers > 0 && <p>{t('blocks.otherEngine', { count: otherEnginePlayers })}</p>}
      {hasConflicts && (
        <label className="admin-acknowledge">
          <input
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => onAcknowledge(event.currentTarget.checked)}
          />{' '}
          {t('blocks.acknowledge')}
        </label>
      )}
    </div>
  );
}
