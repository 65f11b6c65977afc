import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { GolferDetail, GolferSearchResponse } from '@fairway/contract/admin-golfers.contract';
import { adminGolfersApi, type AdminTarget } from '../../app/admin-api.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import type { Translate } from '../../app/admin-i18n.ts';

/** The Golfers screen (every staff role): search the alias's golfers, open one with their reservations and orders. */
export function GolfersView({
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
  const field = (name: string) => `${id}-${name}`;
  const [query, setQuery] = useState<{ q: string; page: number } | null>(null);
  const [results, setResults] = useState<GolferSearchResponse | null>(null);
  const [detail, setDetail] = useState<GolferDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(refusal(t, caught, { VALIDATION_FAILED: t('golfers.tooShort') }));
    },
    [t, onExpired],
  );

  useEffect(() => {
    if (!query) return;
    let current = true;
    setError(null);
    adminGolfersApi.search(target, query.q, query.page).then(
      (answer) => current && setResults(answer),
      (caught: unknown) => current && fail(caught),
    );
    return () => {
      current = false;
    };
  }, [target, query, fail]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setDetail(null);
    if (q.length < 2) {
      setResults(null);
      setError(t('golfers.tooShort'));
      return;
    }
    setQuery({ q, page: 1 });
  }

  async function open(golferId: string) {
    setError(null);
    try {
      setDetail(await adminGolfersApi.detail(target, golferId));
    } catch (caught) {
      fail(caught);
    }
  }

  const pages = results ? Math.max(1, Math.ceil(results.total / results.pageSize)) : 1;
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section aria-labelledby={field('heading')} className="admin-golfers">
      <h2 id={field('heading')}>{t('golfers.heading')}</h2>
      <form className="admin-filters" role="search" onSubmit={submit} aria-label={t('golfers.heading')}>
        <label htmlFor={field('q')}>{t('golfers.search')}</label>
        <input
          id={field('q')}
          name="q"
          type="search"
          minLength={2}
          maxLength={100}
          autoComplete="off"
          aria-describedby={field('hint')}
        />
        <button type="submit">{t('golfers.find')}</button>
        <span id={field('hint')} className="admin-hint">
          {t('golfers.hint')}
        </span>
      </form>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {results && results.total === 0 && <p role="status">{t('golfers.none')}</p>}
      {results && results.total > 0 && (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('golfers.results')}>
          <table className="admin-sheet">
            <caption>{t('golfers.caption', { total: results.total, page: results.page, pages })}</caption>
            <thead>
              <tr>
                {(['name', 'email', 'phone', 'since'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`golfers.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {results.golfers.map((golfer) => (
                <tr key={golfer.id}>
                  <th scope="row">
                    <button type="button" className="admin-link" onClick={() => open(golfer.id)}>
                      {`${golfer.firstName} ${golfer.lastName}`.trim()}
                    </button>
                  </th>
                  <td>{golfer.email}</td>
                  <td>{golfer.phone ?? ''}</td>
                  <td>{day(golfer.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
      {detail && <GolferPanel t={t} detail={detail} money={money} day={day} />}
    </section>
  );
}

function GolferPanel({
  t,
  detail,
  money,
  day,
}: {
  t: Translate;
  detail: GolferDetail;
  money: (cents: number, currency: string) => string;
  day: (iso: string) => string;
}) {
  const { golfer } = detail;
  const name = `${golfer.firstName} ${golfer.lastName}`.trim();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a golfer moves the keyboard to their record, below the results.
  useEffect(() => heading.current?.focus(), [golfer.id]);
  return (
    <article className="admin-golfer" aria-label={name}>
      <h3 ref={heading} tabIndex={-1}>
        {name}
      </h3>
      <p>
        {golfer.email}
        {golfer.phone ? ` · ${golfer.phone}` : ''}
      </p>
      <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('golfers.reservations', { name })}>
        <table className="admin-sheet">
          <caption>{t('golfers.reservations', { name })}</caption>
          <thead>
            <tr>
              {(['teeTime', 'course', 'players', 'rate', 'confirmation', 'status'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`golfers.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {detail.reservations.length === 0 && (
              <tr>
                <td colSpan={6}>{t('golfers.noReservations')}</td>
              </tr>
            )}
            {detail.reservations.map((reservation) => (
              <tr key={reservation.reservationId}>
                <th scope="row">{reservation.teetime.replace('T', ' ')}</th>
                <td>{reservation.courseName}</td>
                <td>{reservation.players}</td>
                <td>{reservation.rateName}</td>
                <td>{reservation.confirmationNumber}</td>
                <td>{t(`golfers.status.${reservation.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('golfers.orders', { name })}>
        <table className="admin-sheet">
          <caption>{t('golfers.orders', { name })}</caption>
          <thead>
            <tr>
              {(['order', 'date', 'items', 'total', 'paid', 'refunded', 'due'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`golfers.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {detail.orders.length === 0 && (
              <tr>
                <td colSpan={7}>{t('golfers.noOrders')}</td>
              </tr>
            )}
            {detail.orders.map((order) => (
              <tr key={order.orderId}>
                <th scope="row">{order.orderNumber}</th>
                <td>{day(order.createdAt)}</td>
                <td>{order.items}</td>
                <td>{money(order.grandTotal, order.currencyCode)}</td>
                <td>{money(order.paidNow, order.currencyCode)}</td>
                <td>{money(order.refunded, order.currencyCode)}</td>
                <td>{money(order.dueAtCourse, order.currencyCode)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
