import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GolferSummary, golferSearchQuerySchema } from '@fairway/contract/admin-golfers.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { GolferPanel, golferName, type Pager } from './golfer-panel.tsx';
import { type GolferSearchArgs, useGolferDetailQuery, useGolferSearchQuery } from './golfers.api.ts';

/** The search box's schema: the words the server's search takes (trimmed, 2 to 100 characters). */
const searchSchema = golferSearchQuerySchema.pick({ q: true });

/** The Golfers screen (every staff role): search the alias's golfers, open one with their reservations and orders. */
export function GolfersView() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState<GolferSearchArgs | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  // Keyset paging of the opened record: each older page starts after the last row shown; the stacks lead back.
  const [cursors, setCursors] = useState<{ reservations: string[]; orders: string[] }>({
    reservations: [],
    orders: [],
  });
  const open = (golferId: string | null) => {
    setOpened(golferId);
    setCursors({ reservations: [], orders: [] });
  };
  const [tooShort, setTooShort] = useState(false);
  const search = useGolferSearchQuery(query ?? skipToken);
  const detail = useGolferDetailQuery(
    opened
      ? { id: opened, reservationsBefore: cursors.reservations.at(-1), ordersBefore: cursors.orders.at(-1) }
      : skipToken,
  );
  const form = useZodForm(searchSchema, { defaultValues: { q: '' }, messages: { q: t('golfers.tooShort') } });

  const find = form.handleSubmit(
    ({ q }) => {
      setTooShort(false);
      open(null);
      setQuery({ q, page: 1 });
    },
    () => {
      setTooShort(true);
      open(null);
      setQuery(null);
    },
  );

  /** Older and newer pages of one list of the opened record: what its buttons do, when they can. */
  const pager = (list: 'reservations' | 'orders', next: string | null | undefined): Pager => ({
    ...(cursors[list].length > 0
      ? { newer: () => setCursors((stacks) => ({ ...stacks, [list]: stacks[list].slice(0, -1) })) }
      : {}),
    ...(next ? { older: () => setCursors((stacks) => ({ ...stacks, [list]: [...stacks[list], next] })) } : {}),
  });

  const results = query ? search.data : undefined;
  const pages = results && !results.tooMany ? Math.max(1, Math.ceil(results.total / results.pageSize)) : 1;
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const columns: Column<GolferSummary>[] = [
    {
      key: 'name',
      header: t('golfers.columns.name'),
      rowHeader: true,
      cell: (golfer) => (
        <button type="button" className="admin-link" onClick={() => open(golfer.id)}>
          {golferName(golfer)}
        </button>
      ),
    },
    { key: 'email', header: t('golfers.columns.email'), cell: (golfer) => golfer.email, className: 'admin-wrap' },
    { key: 'phone', header: t('golfers.columns.phone'), cell: (golfer) => golfer.phone ?? '' },
    { key: 'since', header: t('golfers.columns.since'), cell: (golfer) => day(golfer.createdAt) },
  ];

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-golfers">
      <h2 id={`${id}-heading`}>{t('golfers.heading')}</h2>
      <form className="admin-filters" role="search" noValidate onSubmit={find} aria-label={t('golfers.heading')}>
        <Field form={form} name="q" label={t('golfers.search')} hint={t('golfers.hint')}>
          {(props) => <input {...props} type="search" maxLength={100} autoComplete="off" />}
        </Field>
        <button type="submit">{t('golfers.find')}</button>
      </form>
      <ErrorAlert
        error={tooShort ? t('golfers.tooShort') : (search.error ?? detail.error)}
        messages={{ VALIDATION_FAILED: t('golfers.tooShort') }}
      />
      {results?.tooMany && query && (
        <p role="status" className="admin-notice">
          {t('golfers.tooMany', { limit: results.total, term: query.q })}
        </p>
      )}
      {results && !results.tooMany && (
        <DataTable
          caption={t('golfers.caption', { count: results.total, page: results.page, pages })}
          columns={columns}
          rows={results.golfers}
          rowKey={(golfer) => golfer.id}
          empty={t('golfers.none')}
        />
      )}
      {results && query && pages > 1 && (
        <nav className="admin-actions" aria-label={t('golfers.pages')}>
          <button type="button" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
            {t('golfers.previous')}
          </button>
          <button
            type="button"
            disabled={query.page >= pages}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            {t('golfers.next')}
          </button>
        </nav>
      )}
      {opened && detail.data?.golfer.id === opened && (
        <GolferPanel
          detail={detail.data}
          day={day}
          paging={{
            reservations: pager('reservations', detail.data.nextReservationsBefore),
            orders: pager('orders', detail.data.nextOrdersBefore),
          }}
        />
      )}
    </section>
  );
}
