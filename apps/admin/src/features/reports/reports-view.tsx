import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '@fairway/domain/tee-times/local-date';
import { browserToday } from '../../shared/dates.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { EndOfDayTables } from './end-of-day-tables.tsx';
import { NoShowPlayers } from './no-show-players.tsx';
import { ReportFilters } from './report-filters.tsx';
import { NoShowTables, PromotionTables, RevenueTables, UtilisationTables } from './reports-tables.tsx';
import {
  type ReportArgs,
  useEndOfDayReportQuery,
  useNoShowsReportQuery,
  usePromotionsReportQuery,
  useReportCsvMutation,
  useRevenueReportQuery,
  useUtilisationReportQuery,
} from './reports.api.ts';
import { useFacilitiesQuery } from '../../shared/facilities.api.ts';

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

/** The query of the report `kind` when it is the one shown, else skipped. */
function shown<Kind extends ReportArgs['kind']>(args: ReportArgs | null, kind: Kind) {
  return args?.kind === kind ? (args.query as Extract<ReportArgs, { kind: Kind }>['query']) : skipToken;
}

/** The Reports screen (owners, managers): a report over a range of days and a course, its tables, and its CSV. */
export function ReportsView({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation();
  const id = useId();
  const [openedAt] = useState(today);
  const [chosen, setChosen] = useState<ReportArgs | null>(null);
  // What the filters refused: a range, or the end-of-day report's day.
  const [refused, setRefused] = useState<'range' | 'day' | null>(null);
  const [csvError, setCsvError] = useState<unknown>(null);
  const courses = useFacilitiesQuery(undefined);
  const [downloadCsv, downloading] = useReportCsvMutation();
  // The range is known once the courses (and their zone) are: the first report waits for them.
  const known = courses.isSuccess || courses.isError;
  const args: ReportArgs | null =
    chosen ?? (known ? { kind: 'utilisation', query: defaultRange(openedAt, courses.data?.[0]?.timeZone) } : null);
  const utilisation = useUtilisationReportQuery(shown(args, 'utilisation'));
  const revenue = useRevenueReportQuery(shown(args, 'revenue'));
  const noShows = useNoShowsReportQuery(shown(args, 'no-shows'));
  const promotions = usePromotionsReportQuery(shown(args, 'promotions'));
  const endOfDay = useEndOfDayReportQuery(shown(args, 'end-of-day'));
  const current = { utilisation, revenue, 'no-shows': noShows, promotions, 'end-of-day': endOfDay }[
    args?.kind ?? 'utilisation'
  ];
  const loaded = Boolean(args && current.currentData);

  async function download() {
    if (!args) return;
    setCsvError(null);
    try {
      const { csv, filename } = await downloadCsv(args).unwrap();
      saveFile(new Blob([csv], { type: 'text/csv' }), filename);
    } catch (caught) {
      setCsvError(caught);
    }
  }

  const show = (next: ReportArgs) => {
    setRefused(null);
    setCsvError(null);
    setChosen(next);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-reports">
      <h2 id={`${id}-heading`}>{t('reports.heading')}</h2>
      {args && (
        <ReportFilters
          initial={args}
          courses={courses.data ?? []}
          onShow={show}
          onRefused={(oneDay) => setRefused(oneDay ? 'day' : 'range')}
          actions={
            <button
              type="button"
              className="admin-secondary"
              onClick={() => void download()}
              disabled={downloading.isLoading || !loaded}
            >
              {t('reports.download', {
                report: args.kind === 'end-of-day' ? t('reports.endOfDay.kind') : t(`reports.kinds.${args.kind}`),
              })}
            </button>
          }
        />
      )}
      <ErrorAlert
        error={
          refused === 'day'
            ? t('reports.endOfDay.badDay')
            : refused
              ? t('reports.badRange')
              : (csvError ?? (args ? current.error : null))
        }
        messages={{
          VALIDATION_FAILED: args?.kind === 'end-of-day' ? t('reports.endOfDay.badDay') : t('reports.badRange'),
        }}
      />
      {!loaded && !refused && !current.error && <p role="status">{t('reports.loading')}</p>}
      {args?.kind === 'utilisation' && utilisation.currentData && (
        <UtilisationTables report={utilisation.currentData} />
      )}
      {args?.kind === 'revenue' && revenue.currentData && <RevenueTables report={revenue.currentData} />}
      {args?.kind === 'no-shows' && noShows.currentData && (
        <>
          <NoShowTables report={noShows.currentData} />
          <NoShowPlayers key={JSON.stringify(args.query)} query={args.query} />
        </>
      )}
      {args?.kind === 'promotions' && promotions.currentData && <PromotionTables report={promotions.currentData} />}
      {args?.kind === 'end-of-day' && endOfDay.currentData && <EndOfDayTables report={endOfDay.currentData} />}
    </section>
  );
}
