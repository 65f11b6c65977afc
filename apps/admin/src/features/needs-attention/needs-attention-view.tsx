import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { NeedsAttentionItem } from '@fairway/contract/admin-needs-attention.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { useNeedsAttentionQuery, useRetryNeedsAttentionMutation } from './needs-attention.api.ts';

/** The kinds of later work the console has words for. */
const KINDS = ['gift-delivery', 'alert-offer', 'payment-compensation', 'cancellation-refund'] as const;

/** What an item's work is, in the staff member's words: its kind's own text, else a generic one naming the kind. */
export function describeKind(t: TFunction, kind: string): string {
  const known = KINDS.find((candidate) => candidate === kind);
  return known ? t(`needsAttention.kinds.${known}`) : t('needsAttention.kinds.other', { kind });
}

/**
 * The "Needs attention" list: later work of the alias whose every try failed, with
 * the last error, and a Retry button that queues it again.
 */
export function NeedsAttentionView() {
  const { t, i18n } = useTranslation();
  // Keyset paging: each older page starts before the last item shown; the stack leads back to newer ones.
  const [pages, setPages] = useState<number[]>([]);
  const list = useNeedsAttentionQuery(pages.at(-1));
  const [retryItem, retrying] = useRetryNeedsAttentionMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function retry(item: NeedsAttentionItem) {
    setError(null);
    setMessage(null);
    try {
      await retryItem(item.id).unwrap();
      setMessage(t('needsAttention.retried', { what: describeKind(t, item.kind) }));
    } catch (caught) {
      setError(caught);
    }
  }

  const timeZone = list.data?.timeZone;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  const columns: Column<NeedsAttentionItem>[] = [
    { key: 'what', header: t('needsAttention.columns.what'), cell: (item) => describeKind(t, item.kind) },
    {
      key: 'about',
      header: t('needsAttention.columns.about'),
      cell: (item) => item.key ?? '',
      className: 'admin-wrap',
    },
    { key: 'failedAt', header: t('needsAttention.columns.failedAt'), cell: (item) => when(item.failedAt) },
    { key: 'tries', header: t('needsAttention.columns.tries'), cell: (item) => item.attempts },
    {
      key: 'error',
      header: t('needsAttention.columns.error'),
      cell: (item) => item.lastError,
      className: 'admin-details',
    },
    {
      key: 'action',
      header: t('needsAttention.columns.action'),
      cell: (item) => (
        <button
          type="button"
          disabled={retrying.isLoading}
          aria-label={t('needsAttention.retryLabel', {
            what: describeKind(t, item.kind),
            about: item.key ?? String(item.id),
          })}
          onClick={() => void retry(item)}
        >
          {t('needsAttention.retry')}
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-needs-attention-heading" className="admin-activity admin-needs-attention">
      <h2 id="admin-needs-attention-heading">{t('needsAttention.heading')}</h2>
      <p>{t('needsAttention.intro')}</p>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      <ErrorAlert error={error ?? list.error} messages={{ NOT_FOUND: t('needsAttention.gone') }} />
      {list.isLoading && <p role="status">{t('needsAttention.loading')}</p>}
      {list.data && (
        <DataTable
          caption={t('needsAttention.caption', { count: list.data.items.length, zone: list.data.timeZone })}
          columns={columns}
          rows={list.data.items}
          rowKey={(item) => item.id}
          empty={t('needsAttention.none')}
        />
      )}
      {list.data && (pages.length > 0 || list.data.nextBefore !== null) && (
        <nav className="admin-actions" aria-label={t('needsAttention.pages')}>
          <button type="button" disabled={pages.length === 0} onClick={() => setPages((stack) => stack.slice(0, -1))}>
            {t('needsAttention.newer')}
          </button>
          <button
            type="button"
            disabled={list.data.nextBefore === null}
            onClick={() => {
              const next = list.data?.nextBefore;
              if (next !== undefined && next !== null) setPages((stack) => [...stack, next]);
            }}
          >
            {t('needsAttention.older')}
          </button>
        </nav>
      )}
    </section>
  );
}
