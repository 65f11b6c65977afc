import type {
  NoShowsReport,
  PromotionsReport,
  RevenueReport,
  UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import type { ReactNode } from 'react';
import type { Translate } from '../../app/admin-i18n.ts';

// The tables of each report: one captioned table per course and breakdown.

/** Formatting of a report's figures in the console's language. */
export interface ReportFormat {
  t: Translate;
  locale: string;
}

const money = (locale: string, cents: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
const percent = (locale: string, bps: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    bps / 10_000,
  );

function Table({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={caption}>
      <table className="admin-sheet">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UtilisationTables({
  report,
  format: { t, locale },
}: {
  report: UtilisationReport;
  format: ReportFormat;
}) {
  const columns = (first: string) => [
    first,
    t('reports.columns.teeTimes'),
    t('reports.columns.capacity'),
    t('reports.columns.booked'),
    t('reports.columns.utilisation'),
  ];
  const figures = (row: UtilisationReport['courses'][number]['total']) => [
    row.teeTimes,
    row.capacity,
    row.bookedPlayers,
    percent(locale, row.utilisationBps),
  ];
  return report.courses.map((course) => (
    <div key={course.facilityId}>
      <h3>{t('reports.courseTotal', { course: course.name, value: percent(locale, course.total.utilisationBps) })}</h3>
      <Table
        caption={t('reports.byDay', { course: course.name })}
        columns={columns(t('reports.columns.day'))}
        rows={course.byDay.map((day) => [day.date, ...figures(day)])}
        empty={t('reports.empty')}
      />
      <Table
        caption={t('reports.byHour', { course: course.name })}
        columns={columns(t('reports.columns.hour'))}
        rows={course.byHour.map((hour) => [`${String(hour.hour).padStart(2, '0')}:00`, ...figures(hour)])}
        empty={t('reports.empty')}
      />
    </div>
  ));
}

export function RevenueTables({ report, format: { t, locale } }: { report: RevenueReport; format: ReportFormat }) {
  return report.courses.map((course) => {
    const columns = (first: string) => [
      first,
      t('reports.columns.reservations'),
      t('reports.columns.players'),
      t('reports.columns.bookedAmount'),
      t('reports.columns.refunded'),
      t('reports.columns.net'),
    ];
    const figures = (row: RevenueReport['courses'][number]['total']) => [
      row.reservations,
      row.players,
      money(locale, row.bookedCents, course.currencyCode),
      money(locale, row.refundedCents, course.currencyCode),
      money(locale, row.netCents, course.currencyCode),
    ];
    return (
      <div key={course.facilityId}>
        <h3>
          {t('reports.courseTotal', {
            course: course.name,
            value: money(locale, course.total.netCents, course.currencyCode),
          })}
        </h3>
        <Table
          caption={t('reports.byChannel', { course: course.name })}
          columns={columns(t('reports.columns.channel'))}
          rows={course.byChannel.map((row) => [t(`reports.channels.${row.channel}`), ...figures(row)])}
          empty={t('reports.empty')}
        />
        <Table
          caption={t('reports.byRate', { course: course.name })}
          columns={columns(t('reports.columns.rate'))}
          rows={course.byRate.map((row) => [
            t('reports.rateName', { rate: row.rateName, holes: row.holes }),
            ...figures(row),
          ])}
          empty={t('reports.empty')}
        />
      </div>
    );
  });
}

export function NoShowTables({ report, format: { t } }: { report: NoShowsReport; format: ReportFormat }) {
  return report.courses.map((course) => (
    <Table
      key={course.facilityId}
      caption={t('reports.noShowsOf', { course: course.name, noShows: course.noShows, players: course.bookedPlayers })}
      columns={[
        t('reports.columns.teeTime'),
        t('reports.columns.confirmation'),
        t('reports.columns.booker'),
        t('reports.columns.slot'),
      ]}
      rows={course.players.map((player) => [
        player.teetime.replace('T', ' '),
        player.confirmationNumber,
        player.bookerName,
        player.slot,
      ])}
      empty={t('reports.noNoShows')}
    />
  ));
}

export function PromotionTables({ report, format: { t, locale } }: { report: PromotionsReport; format: ReportFormat }) {
  return report.courses.map((course) => (
    <Table
      key={course.facilityId}
      caption={t('reports.promotionsOf', { course: course.name })}
      columns={[
        t('reports.columns.code'),
        t('reports.columns.uses'),
        t('reports.columns.players'),
        t('reports.columns.discount'),
      ]}
      rows={course.promotions.map((row) => [
        row.code,
        row.uses,
        row.players,
        money(locale, row.discountCents, course.currencyCode),
      ])}
      empty={t('reports.noPromotions')}
    />
  ));
}
