import type { EndOfDayReport } from '@fairway/contract/admin-reports.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { EndOfDayEntries } from './end-of-day-entries.tsx';
import { useFigures } from './reports-tables.tsx';

// The end-of-day report's tables: per course, the day's money by tender and by channel (each with
// its total row), then the payments and refunds they sum a page at a time, amounts in the course's currency.

type Course = EndOfDayReport['courses'][number];
type Figures = Course['total'];
/** A row of a breakdown: its key, its label, its figures. */
type Line = Figures & { key: string; label: string };

/** Whether a row has anything (a tender nobody used that day is left out). */
const used = (row: Figures) => row.payments + row.refunds > 0;

export function EndOfDayTables({ report }: { report: EndOfDayReport }) {
  const { t, number, money } = useFigures();
  return report.courses.map((course) => {
    const amount = (cents: number) => money(cents, course.currencyCode);
    const columns = (header: string): Column<Line>[] => [
      { key: 'label', header, rowHeader: true, cell: (row) => row.label },
      { key: 'payments', header: t('reports.endOfDay.columns.payments'), cell: (row) => number(row.payments) },
      { key: 'paid', header: t('reports.endOfDay.columns.paid'), cell: (row) => amount(row.paidCents) },
      { key: 'refunded', header: t('reports.endOfDay.columns.refunded'), cell: (row) => amount(row.refundedCents) },
      { key: 'credited', header: t('reports.endOfDay.columns.credited'), cell: (row) => amount(row.creditedCents) },
      // Of the credits: the rain checks staff issued.
      {
        key: 'rainChecks',
        header: t('reports.endOfDay.columns.rainChecks'),
        cell: (row) => amount(row.rainCheckCents),
      },
      { key: 'net', header: t('reports.endOfDay.columns.net'), cell: (row) => amount(row.netCents) },
    ];
    const withTotal = (lines: Line[]) =>
      lines.length === 0 ? [] : [...lines, { ...course.total, key: 'total', label: t('reports.endOfDay.total') }];
    const tenders = withTotal(
      course.byTender
        .filter(used)
        .map((row) => ({ ...row, key: row.tender, label: t(`reports.endOfDay.tenders.${row.tender}`) })),
    );
    const channels = withTotal(
      course.byChannel
        .filter(used)
        .map((row) => ({ ...row, key: row.channel, label: t(`reports.endOfDay.channels.${row.channel}`) })),
    );
    return (
      <div key={course.facilityId}>
        <h3>{t('reports.endOfDay.courseNet', { course: course.name, value: amount(course.total.netCents) })}</h3>
        <p>{t('reports.endOfDay.bounds', { date: report.date, zone: course.timeZone })}</p>
        <DataTable
          caption={t('reports.endOfDay.byTender', { course: course.name })}
          columns={columns(t('reports.endOfDay.columns.tender'))}
          rows={tenders}
          rowKey={(row) => row.key}
          empty={t('reports.endOfDay.empty')}
        />
        <DataTable
          caption={t('reports.endOfDay.byChannel', { course: course.name })}
          columns={columns(t('reports.endOfDay.columns.channel'))}
          rows={channels}
          rowKey={(row) => row.key}
          empty={null}
        />
        {used(course.total) && (
          <EndOfDayEntries key={`${report.date}-${course.facilityId}`} date={report.date} course={course} />
        )}
      </div>
    );
  });
}
