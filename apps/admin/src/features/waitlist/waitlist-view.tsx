import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '@fairway/contract/admin-waitlist.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { useFacilitiesQuery } from '../../shared/facilities.api.ts';
import { OfferDialog } from './offer-dialog.tsx';
import { type WaitlistArgs, useWaitlistQuery } from './waitlist.api.ts';
import { clockLabel, instantLabel, teeTimeLabel } from './waitlist-format.ts';

/** Waiting golfers a page shows. */
const PAGE_SIZE = 25;

/**
 * The Waitlist screen: for a course and day (at first the alias's first course, today there, as
 * the server decides), the golfers whose tee-time alerts wait for it in the order offers reach
 * them, who holds a live offer and until when, and "Offer a time" to hold a free tee time for one.
 */
export function WaitlistView() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const courses = useFacilitiesQuery(undefined);
  const [query, setQuery] = useState<WaitlistArgs>({ limit: PAGE_SIZE, offset: 0 });
  const list = useWaitlistQuery(query);
  const [dateField, setDateField] = useState<string | null>(null);
  const [offering, setOffering] = useState<WaitlistEntry | null>(null);
  const [notice, setNotice] = useState('');
  const data = list.data;
  const language = i18n.language;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const facilityId = Number(form.get('facilityId'));
    const date = String(form.get('date') ?? '');
    setNotice('');
    setQuery({
      limit: PAGE_SIZE,
      offset: 0,
      date: date || undefined,
      facilityId: facilityId > 0 ? facilityId : undefined,
    });
  }
  const page = (offset: number) => setQuery((current) => ({ ...current, offset }));

  const columns: Column<WaitlistEntry>[] = [
    { key: 'position', header: t('waitlist.columns.position'), cell: (entry) => entry.position },
    {
      key: 'golfer',
      header: t('waitlist.columns.golfer'),
      rowHeader: true,
      className: 'admin-wrap',
      cell: (entry) => (
        <>
          {entry.golfer.name || entry.golfer.email}
          <div>{entry.golfer.email}</div>
          {entry.golfer.phone && <div>{entry.golfer.phone}</div>}
        </>
      ),
    },
    {
      key: 'party',
      header: t('waitlist.columns.party'),
      cell: (entry) => t('waitlist.players', { count: entry.players }),
    },
    {
      key: 'window',
      header: t('waitlist.columns.window'),
      cell: (entry) =>
        t('waitlist.window', { from: clockLabel(entry.fromTime, language), to: clockLabel(entry.toTime, language) }),
    },
    {
      key: 'asked',
      header: t('waitlist.columns.asked'),
      cell: (entry) => instantLabel(entry.createdAt, data?.timeZone ?? 'UTC', language, true),
    },
    {
      key: 'offer',
      header: t('waitlist.columns.offer'),
      cell: (entry) =>
        entry.offer
          ? t(entry.offer.forThisAlert ? 'waitlist.liveOffer' : 'waitlist.liveOfferOther', {
              time: teeTimeLabel(entry.offer.teetime, language),
              until: instantLabel(entry.offer.expiresAt, data?.timeZone ?? 'UTC', language),
            })
          : t('waitlist.noOffer'),
    },
    {
      key: 'action',
      header: t('waitlist.columns.action'),
      cell: (entry) => (
        <button
          type="button"
          disabled={entry.offer !== null || !data?.alertsEnabled}
          aria-label={t('waitlist.offerTo', { name: entry.golfer.name || entry.golfer.email })}
          onClick={() => setOffering(entry)}
        >
          {t('waitlist.offerButton')}
        </button>
      ),
    },
  ];

  const courseName = courses.data?.find((course) => course.id === data?.facilityId)?.name ?? '';
  const longDate = data
    ? new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${data.date}T12:00:00Z`),
      )
    : '';

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-waitlist">
      <h2 id={`${id}-heading`}>{t('waitlist.heading')}</h2>
      <p>{t('waitlist.intro')}</p>
      <form className="admin-filters" onSubmit={submit}>
        <label htmlFor={`${id}-date`}>{t('waitlist.date')}</label>
        <input
          id={`${id}-date`}
          name="date"
          type="date"
          value={dateField ?? data?.date ?? ''}
          onChange={(event) => setDateField(event.currentTarget.value)}
        />
        <label htmlFor={`${id}-course`}>{t('waitlist.course')}</label>
        <select
          id={`${id}-course`}
          name="facilityId"
          // Remounted when the course shown or the list of courses arrives, so it shows the course listed.
          key={`${data?.facilityId ?? 'none'}-${courses.data?.length ?? 0}`}
          defaultValue={data?.facilityId ?? ''}
        >
          {(courses.data ?? []).map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </select>
        <button type="submit">{t('waitlist.show')}</button>
      </form>
      <div aria-live="polite">
        {notice && (
          <p className="admin-notice" role="status">
            {notice}
          </p>
        )}
      </div>
      <ErrorAlert error={list.error} />
      {list.isLoading && <p role="status">{t('waitlist.loading')}</p>}
      {data && !data.alertsEnabled && <p className="admin-notice">{t('waitlist.alertsOff')}</p>}
      {data && (
        <>
          <DataTable
            caption={t('waitlist.caption', { count: data.total, course: courseName, date: longDate })}
            columns={columns}
            rows={data.entries}
            rowKey={(entry) => entry.alertId}
            empty={t('waitlist.none', { course: courseName, date: longDate })}
          />
          {data.total > PAGE_SIZE && (
            <div className="admin-actions" role="group" aria-label={t('waitlist.pages')}>
              <button
                type="button"
                className="admin-secondary"
                disabled={data.offset === 0}
                onClick={() => page(Math.max(0, data.offset - PAGE_SIZE))}
              >
                {t('waitlist.previous')}
              </button>
              <span>
                {t('waitlist.range', {
                  from: data.offset + 1,
                  to: data.offset + data.entries.length,
                  total: data.total,
                })}
              </span>
              <button
                type="button"
                className="admin-secondary"
                disabled={data.offset + PAGE_SIZE >= data.total}
                onClick={() => page(data.offset + PAGE_SIZE)}
              >
                {t('waitlist.next')}
              </button>
            </div>
          )}
        </>
      )}
      {offering && data && (
        <OfferDialog
          entry={offering}
          facilityId={data.facilityId}
          freeTeeTimes={data.freeTeeTimes}
          timeZone={data.timeZone}
          onClose={() => setOffering(null)}
          onDone={(message) => {
            setOffering(null);
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}
