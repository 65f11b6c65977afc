import { useTranslation } from 'react-i18next';
import type {
  NoShowsReport,
  PromotionsReport,
  RevenueReport,
  UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';

// The tables of each report: one captioned table per course and breakdown, figures in the console's language.

/** Counts, money and percentages in the console's language. */
export function useFigures() {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const share = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    t,
    number: (value: number) => count.format(value),
    money: (cents: number, currency: string) =>
      new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100),
    percent: (bps: number) => share.format(bps / 10_000),
  };
}

type UtilisationRow = UtilisationReport['courses'][number]['total'];

export function UtilisationTables({ report }: { report: UtilisationReport }) {
  const { t, number, percent } = useFigures();
  const columns = <Row extends UtilisationRow>(key: string, header: string, first: (row: Row) => string) =>
    [
      { key, header, rowHeader: true, cell: first },
      { key: 'teeTimes', header: t('reports.columns.teeTimes'), cell: (row) => number(row.teeTimes) },
      { key: 'capacity', header: t('reports.columns.capacity'), cell: (row) => number(row.capacity) },
      { key: 'booked', header: t('reports.columns.booked'), cell: (row) => number(row.bookedPlayers) },
      { key: 'utilisation', header: t('reports.columns.utilisation'), cell: (row) => percent(row.utilisationBps) },
    ] satisfies Column<Row>[];
  return report.courses.map((course) => (
    <div key={course.facilityId}>
      <h3>{t('reports.courseTotal', { course: course.name, value: percent(course.total.utilisationBps) })}</h3>
      <DataTable
        caption={t('reports.byDay', { course: course.name })}
        columns={columns('day', t('reports.columns.day'), (day: UtilisationRow & { date: string }) => day.date)}
        rows={course.byDay}
        rowKey={(day) => day.date}
        empty={t('reports.empty')}
      />
      <DataTable
        caption={t('reports.byHour', { course: course.name })}
        columns={columns(
          'hour',
          t('reports.columns.hour'),
          (hour: UtilisationRow & { hour: number }) => `${String(hour.hour).padStart(2, '0')}:00`,
        )}
        rows={course.byHour}
        rowKey={(hour) => hour.hour}
        empty={t('reports.empty')}
      />
    </div>
  ));
}

type RevenueCourse = RevenueReport['courses'][number];
type RevenueRow = RevenueCourse['total'];

export function RevenueTables({ report }: { report: RevenueReport }) {
  const { t, number, money } = useFigures();
  return report.courses.map((course) => {
    const amount = (cents: number) => money(cents, course.currencyCode);
    const columns = <Row extends RevenueRow>(key: string, header: string, first: (row: Row) => string) =>
      [
        { key, header, rowHeader: true, cell: first },
        { key: 'reservations', header: t('reports.columns.reservations'), cell: (row) => number(row.reservations) },
        { key: 'players', header: t('reports.columns.players'), cell: (row) => number(row.players) },
        { key: 'booked', header: t('reports.columns.bookedAmount'), cell: (row) => amount(row.bookedCents) },
        { key: 'refunded', header: t('reports.columns.refunded'), cell: (row) => amount(row.refundedCents) },
        { key: 'net', header: t('reports.columns.net'), cell: (row) => amount(row.netCents) },
      ] satisfies Column<Row>[];
    return (
      <div key={course.facilityId}>
        <h3>{t('reports.courseTotal', { course: course.name, value: amount(course.total.netCents) })}</h3>
        <DataTable
          caption={t('reports.byChannel', { course: course.name })}
          columns={columns('channel', t('reports.columns.channel'), (row: RevenueCourse['byChannel'][number]) =>
            t(`reports.channels.${row.channel}`),
          )}
          rows={course.byChannel}
          rowKey={(row) => row.channel}
          empty={t('reports.empty')}
        />
        <DataTable
          caption={t('reports.byRate', { course: course.name })}
          columns={columns('rate', t('reports.columns.rate'), (row: RevenueCourse['byRate'][number]) =>
            t('reports.rateName', { rate: row.rateName, count: row.holes }),
          )}
          rows={course.byRate}
          rowKey={(row) => `${row.rateName}-${row.holes}`}
          empty={t('reports.empty')}
        />
      </div>
    );
  });
}

/** Per course, the players marked no-show against the players booked (the players themselves: NoShowPlayers, paged). */
export function NoShowTables({ report }: { report: NoShowsReport }) {
  const { t } = useFigures();
  return report.courses.map((course) => (
    <h3 key={course.facilityId}>
      {t('reports.noShowsOf', {
        course: course.name,
        count: course.noShows,
        booked: t('reports.playersBooked', { count: course.bookedPlayers }),
      })}
    </h3>
  ));
}

type PromotionUse = PromotionsReport['courses'][number]['promotions'][number];

export function PromotionTables({ report }: { report: PromotionsReport }) {
  const { t, number, money } = useFigures();
  return report.courses.map((course) => {
    const columns: Column<PromotionUse>[] = [
      { key: 'code', header: t('reports.columns.code'), rowHeader: true, cell: (row) => row.code },
      { key: 'uses', header: t('reports.columns.uses'), cell: (row) => number(row.uses) },
      { key: 'players', header: t('reports.columns.players'), cell: (row) => number(row.players) },
      {
        key: 'discount',
        header: t('reports.columns.discount'),
        cell: (row) => money(row.discountCents, course.currencyCode),
      },
    ];
    return (
      <div key={course.facilityId}>
        <h3>{course.name}</h3>
        <DataTable
          caption={t('reports.promotionsOf', { course: course.name })}
          columns={columns}
          rows={course.promotions}
          rowKey={(row) => row.code}
          empty={t('reports.noPromotions')}
        />
      </div>
    );
  });
}
