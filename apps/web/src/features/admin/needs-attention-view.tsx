import { useCallback, useEffect, useId, useState } from 'react';
import type { NeedsAttentionItem, NeedsAttentionResponse } from '@fairway/contract/admin-needs-attention.contract';
import type { AdminTarget } from './admin-api.ts';
import { endsSession, refusal } from './admin-errors.ts';
import type { Translate } from './admin-i18n.ts';
import { needsAttentionApi } from './needs-attention-api.ts';

/** What an item's work is, in the staff member's words: its kind's own text, else a generic one naming the kind. */
export function describeKind(t: Translate, kind: string): string {
  const key = `needsAttention.kinds.${kind}`;
  const own = t(key);
  return own === key ? t('needsAttention.kinds.other', { kind }) : own;
}

/**
 * The "Needs attention" list: later work of the alias whose every try failed, with
 * the last error, and a Retry button that queues it again.
 */
export function NeedsAttentionView({
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
  const [list, setList] = useState<NeedsAttentionResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(refusal(t, caught, { NOT_FOUND: t('needsAttention.gone') }));
    },
    [t, onExpired],
  );

  const load = useCallback(() => needsAttentionApi.list(target).then(setList, fail), [target, fail]);
  useEffect(() => {
    void load();
  }, [load]);

  async function retry(item: NeedsAttentionItem) {
    setBusy(item.id);
    setError(null);
    setMessage(null);
    try {
      await needsAttentionApi.retry(target, item.id);
      setMessage(t('needsAttention.retried', { what: describeKind(t, item.kind) }));
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
      await load();
    }
  }

  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: list?.timeZone }).format(
      new Date(iso),
    );
  const heading = `${id}-heading`;

  return (
    <section aria-labelledby={heading} className="admin-activity admin-needs-attention">
      <h2 id={heading}>{t('needsAttention.heading')}</h2>
      <p>{t('needsAttention.intro')}</p>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!list && !error && <p role="status">{t('needsAttention.loading')}</p>}
      {list && list.items.length === 0 && <p>{t('needsAttention.none')}</p>}
      {list && list.items.length > 0 && (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('needsAttention.list')}>
          <table className="admin-sheet">
            <caption>{t('needsAttention.caption', { count: list.items.length, zone: list.timeZone })}</caption>
            <thead>
              <tr>
                {(['what', 'about', 'failedAt', 'tries', 'error', 'action'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`needsAttention.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id}>
                  <td>{describeKind(t, item.kind)}</td>
                  <td>{item.key ?? ''}</td>
                  <td>{when(item.failedAt)}</td>
                  <td>{item.attempts}</td>
                  <td className="admin-details">{item.lastError}</td>
                  <td>
                    <button
                      type="button"
                      disabled={busy !== null}
                      aria-label={t('needsAttention.retryLabel', {
                        what: describeKind(t, item.kind),
                        about: item.key ?? String(item.id),
                      })}
                      onClick={() => void retry(item)}
                    >
                      {t('needsAttention.retry')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
