import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { localToday } from '@fairway/domain/tee-times/local-date';
import type {
  NoShowsReport,
  PromotionsReport,
  ReportKind,
  RevenueReport,
  UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import {
  type AdminCourse,
  adminApi,
  adminReportsApi,
  type AdminTarget,
  type ReportFilter,
} from '../../app/admin-api.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { NoShowTables, PromotionTables, RevenueTables, UtilisationTables } from './reports-tables.tsx';
import { browserToday } from '../../shared/dates.ts';

/** The reports in the console's order (the contract's REPORT_KINDS, without importing zod into the console). */
const KINDS: ReportKind[] = ['utilisation', 'revenue', 'no-shows', 'promotions'];

type Loaded =
  | { kind: 'utilisation'; report: UtilisationReport }
  | { kind: 'revenue'; report: RevenueReport }
  | { kind: 'no-shows'; report: NoShowsReport }
  | { kind: 'promotions'; report: PromotionsReport };

function load(target: AdminTarget, kind: ReportKind, filter: ReportFilter): Promise<Loaded> {
  switch (kind) {
    case 'utilisation':
      return adminReportsApi.utilisation(target, filter).then((report) => ({ kind, report }));
    case 'revenue':
      return adminReportsApi.revenue(target, filter).then((report) => ({ kind, report }));
    case 'no-shows':
      return adminReportsApi.noShows(target, filter).then((report) => ({ kind, report }));
    case 'promotions':
      return adminReportsApi.promotions(target, filter).then((report) => ({ kind, report }));
  }
}

/**
 * This month so far at the courses: the first day of today's month … today, in the first course's
 * zone (the browser's calendar when there is none), as the tee sheet's day is.
 */
export function defaultRange(now: Date, timeZone?: string): { from: string; to: string } {
  const today = timeZone ? localToday(now, timeZone) : browserToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Saves a file the browser received (an object URL clicked as a download). */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The Reports screen (owners, managers): a report over a range of days and a course, its tables, and its CSV. */
export function ReportsView({
  t,
  target,
  locale,
  onExpired,
  today = new Date(),
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  onExpired: () => void;
  today?: Date;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [kind, setKind] = useState<ReportKind>('utilisation');
  const [openedAt] = useState(today);
  // The range is known once the courses (and their zone) are: the first report waits for them.
  const [filter, setFilter] = useState<ReportFilter | null>(null);
  const [courses, setCourses] = useState<AdminCourse[]>([]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(refusal(t, caught, { VALIDATION_FAILED: t('reports.badRange') }));
    },
    [t, onExpired],
  );

  useEffect(() => {
    const opened = (list: AdminCourse[]) => {
      setCourses(list);
      setFilter((current) => current ?? defaultRange(openedAt, list[0]?.timeZone));
    };
    adminApi.courses(target).then(opened, () => opened([]));
  }, [target, openedAt]);

  useEffect(() => {
    if (!filter) return;
    let current = true;
    setError(null);
    setLoaded(null);
    load(target, kind, filter).then(
      (answer) => current && setLoaded(answer),
      (caught: unknown) => current && fail(caught),
    );
    return () => {
      current = false;
    };
  }, [target, kind, filter, fail]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const course = Number(data.get('facilityId') ?? '');
    setKind(String(data.get('kind')) as ReportKind);
    setFilter({
      from: String(data.get('from') ?? ''),
      to: String(data.get('to') ?? ''),
      ...(course > 0 ? { facilityId: course } : {}),
    });
  }

  async function download() {
    if (!filter) return;
    setDownloading(true);
    try {
      const { blob, filename } = await adminReportsApi.csv(target, kind, filter);
      saveFile(blob, filename);
    } catch (caught) {
      fail(caught);
    } finally {
      setDownloading(false);
    }
  }

  const format = { t, locale };
  return (
    <section aria-labelledby={field('heading')} className="admin-reports">
      <h2 id={field('heading')}>{t('reports.heading')}</h2>
      {filter && (
        <form className="admin-filters" onSubmit={apply} aria-label={t('reports.filters')}>
          <label htmlFor={field('kind')}>{t('reports.report')}</label>
          <select id={field('kind')} name="kind" defaultValue={kind}>
            {KINDS.map((name) => (
              <option key={name} value={name}>
                {t(`reports.kinds.${name}`)}
              </option>
            ))}
          </select>
          <label htmlFor={field('from')}>{t('reports.from')}</label>
          <input id={field('from')} name="from" type="date" required defaultValue={filter.from} />
          <label htmlFor={field('to')}>{t('reports.to')}</label>
          <input id={field('to')} name="to" type="date" required defaultValue={filter.to} />
          <label htmlFor={field('course')}>{t('reports.course')}</label>
          <select id={field('course')} name="facilityId" defaultValue={filter.facilityId ?? ''}>
            <option value="">{t('reports.allCourses')}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
          </select>
          <button type="submit">{t('reports.show')}</button>
          <button type="button" className="admin-secondary" onClick={download} disabled={downloading || !loaded}>
            {t('reports.download', { report: t(`reports.kinds.${kind}`) })}
          </button>
        </form>
      )}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!loaded && !error && <p role="status">{t('reports.loading')}</p>}
      {loaded?.kind === 'utilisation' && <UtilisationTables report={loaded.report} format={format} />}
      {loaded?.kind === 'revenue' && <RevenueTables report={loaded.report} format={format} />}
      {loaded?.kind === 'no-shows' && <NoShowTables report={loaded.report} format={format} />}
      {loaded?.kind === 'promotions' && <PromotionTables report={loaded.report} format={format} />}
    </section>
  );
}
