import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '@fairway/contract/admin.contract';
import { addCalendarDays, localToday } from '@fairway/domain/tee-times/local-date';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { browserToday } from '../../shared/dates.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { useDaysLabel } from '../../shared/weekdays.ts';
import { BlockForm } from './block-form.tsx';
import { useBlocksQuery, useDeleteBlockMutation } from './blocks.api.ts';
import { useFacilitiesQuery } from '../../shared/facilities.api.ts';

/** How far ahead the list looks. */
const LIST_DAYS = 120;

/**
 * The Blocks screen: the alias's blocks (delete after a confirmation) and the form of a new one,
 * which previews what it closes before saving. Its days are the courses' (the first course's
 * zone), as the tee sheet's are: a console open in another zone, or late in the evening, lists
 * from the course's today.
 */
export function BlocksView({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const id = useId();
  const courses = useFacilitiesQuery(undefined);
  const firstZone = courses.data?.[0]?.timeZone;
  const today = courses.data && (firstZone ? localToday(now(), firstZone) : browserToday(now()));
  const list = useBlocksQuery(today ? { from: today, to: addCalendarDays(today, LIST_DAYS) } : skipToken);
  const daysLabel = useDaysLabel();
  const [deleteBlock, deleting] = useDeleteBlockMutation();
  const [confirming, setConfirming] = useState<Block | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function remove(block: Block) {
    setError(null);
    setMessage(null);
    try {
      const answer = await deleteBlock(block.id).unwrap();
      setMessage(t('blocks.deleted', { count: answer.reopenedTeeTimes }));
    } catch (caught) {
      setError(caught);
    }
    setConfirming(null);
  }

  const columns: Column<Block>[] = [
    { key: 'course', header: t('blocks.columns.course'), cell: (block) => block.courseName },
    {
      key: 'kind',
      header: t('blocks.columns.kind'),
      cell: (block) =>
        block.restriction
          ? `${t(`blocks.kinds.${block.kind}`)} (${t(`blocks.restrictions.${block.restriction}`)})`
          : t(`blocks.kinds.${block.kind}`),
    },
    {
      key: 'dates',
      header: t('blocks.columns.dates'),
      cell: (block) => (
        <>
          {block.startsOn === block.endsOn
            ? block.startsOn
            : t('blocks.range', { from: block.startsOn, to: block.endsOn })}
          {block.weekdays.length > 0 && <div>{daysLabel(block.weekdays)}</div>}
        </>
      ),
    },
    { key: 'times', header: t('blocks.columns.times'), cell: (block) => `${block.fromTime}–${block.toTime}` },
    { key: 'reason', header: t('blocks.columns.reason'), rowHeader: true, cell: (block) => block.reason },
    {
      key: 'actions',
      header: t('blocks.columns.actions'),
      cell: (block) => (
        <button
          type="button"
          className="admin-secondary"
          onClick={() => setConfirming(block)}
          aria-label={t('blocks.deleteOf', { reason: block.reason })}
        >
          {t('blocks.delete')}
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-blocks">
      <h2 id={`${id}-heading`}>{t('blocks.heading')}</h2>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      <ErrorAlert error={error ?? courses.error ?? list.error} />
      {courses.data && today && (
        <BlockForm
          courses={courses.data}
          today={today}
          onSaved={() => setMessage(t('blocks.saved'))}
          onEdit={() => setMessage(null)}
        />
      )}
      <h3>{t('blocks.list')}</h3>
      {(courses.isLoading || list.isLoading) && <p role="status">{t('blocks.loading')}</p>}
      {list.data && (
        <DataTable
          caption={t('blocks.caption', { count: list.data.blocks.length })}
          columns={columns}
          rows={list.data.blocks}
          rowKey={(block) => block.id}
          empty={t('blocks.none')}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('blocks.deleteHeading', { reason: confirming.reason })}
          confirmLabel={t('blocks.confirmDeleteOf', { reason: confirming.reason })}
          busyLabel={t('forms.saving')}
          cancelLabel={t('blocks.keep')}
          busy={deleting.isLoading}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('blocks.deleteText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
