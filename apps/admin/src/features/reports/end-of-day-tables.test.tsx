import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndOfDayEntriesPage, EndOfDayReport } from '@fairway/contract/admin-reports.contract';
import { TENDERS } from '@fairway/domain/payments/money-view';
import { facilityFixture } from '../../test/facility.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { ReportsView } from './reports-view.tsx';

// The end-of-day report on the Reports screen: chosen by keyboard, asked for one day (today at the
// course by default), its tables by tender and by channel with their total rows, its entries a page
// at a time, and its CSV.

const course = {
  facilityId: 7,
  name: 'Harbor Pines – South Course',
  timeZone: 'America/New_York',
  currencyCode: 'USD',
};
const none = {
  payments: 0,
  paidCents: 0,
  refunds: 0,
  refundedCents: 0,
  creditedCents: 0,
  rainChecks: 0,
  rainCheckCents: 0,
  netCents: 0,
};
const card = {
  payments: 1,
  paidCents: 17_850,
  refunds: 1,
  refundedCents: 8_925,
  creditedCents: 0,
  rainChecks: 0,
  rainCheckCents: 0,
  netCents: 8_925,
};
const cash = {
  payments: 1,
  paidCents: 9_000,
  refunds: 0,
  refundedCents: 0,
  creditedCents: 0,
  rainChecks: 0,
  rainCheckCents: 0,
  netCents: 9_000,
};
const total = {
  payments: 2,
  paidCents: 26_850,
  refunds: 1,
  refundedCents: 8_925,
  creditedCents: 0,
  rainChecks: 0,
  rainCheckCents: 0,
  netCents: 17_925,
};
const report: EndOfDayReport = {
  date: '2026-07-15',
  courses: [
    {
      ...course,
      dayStart: '2026-07-15T00:00:00.000-04:00',
      dayEnd: '2026-07-16T00:00:00.000-04:00',
      total,
      byTender: TENDERS.map((tender) => ({
        tender,
        ...(tender === 'card' ? card : tender === 'cash' ? cash : none),
      })),
      byChannel: [
        { channel: 'online', ...card },
        { channel: 'phone', ...cash },
        { channel: 'counter', ...none },
      ],
    },
  ],
};
const empty: EndOfDayReport = {
  date: '2026-07-14',
  courses: [
    {
      ...course,
      dayStart: '2026-07-14T00:00:00.000-04:00',
      dayEnd: '2026-07-15T00:00:00.000-04:00',
      total: none,
      byTender: TENDERS.map((tender) => ({ tender, ...none })),
      byChannel: (['online', 'phone', 'counter'] as const).map((channel) => ({ channel, ...none })),
    },
  ],
};

const entry = {
  kind: 'payment',
  tender: 'card',
  channel: 'online',
  facilityId: 7,
  orderNumber: 'FW-1001',
  confirmationNumber: 'FW-ABC123',
  source: 'booking',
  state: 'settled',
  cardLastFour: '4242',
} as const;
/** Where the first page of entries ends (the server's form: instant, order, place in the order). */
const AFTER_FIRST = '2026-07-15T18:30:00.000Z~0b9f5c1e-2d4a-4c1b-9a53-7f0e6d2c8b11~1';
const firstPage: EndOfDayEntriesPage = {
  date: '2026-07-15',
  entries: [
    { ...entry, at: '2026-07-15T09:15:00.000-04:00', amountCents: 17_850 },
    {
      ...entry,
      at: '2026-07-15T14:30:00.000-04:00',
      kind: 'refund',
      amountCents: 8_925,
      source: 'cancellation',
      state: 'pending',
    },
  ],
  nextAfter: AFTER_FIRST,
};
const lastPage: EndOfDayEntriesPage = {
  date: '2026-07-15',
  entries: [
    {
      ...entry,
      at: '2026-07-15T23:59:59.000-04:00',
      tender: 'cash',
      channel: 'phone',
      amountCents: 9_000,
      orderNumber: 'FW-1002',
      confirmationNumber: 'FW-DEF456',
      cardLastFour: null,
    },
  ],
  nextAfter: null,
};

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
      if (url === '/api/facilities')
        return json(200, [
          facilityFixture({
            id: 7,
            courseId: 'harbor-pines-south',
            name: course.name,
            timeZone: course.timeZone,
            gnFacilityId: 7,
          }),
        ]);
      if (url.startsWith('/api/admin/reports/end-of-day.csv'))
        return new Response('course,currency\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="fairway-end-of-day-demo-2026-07-15.csv"',
          },
        });
      if (url.startsWith('/api/admin/reports/end-of-day?date=2026-07-14')) return json(200, empty);
      if (url.startsWith('/api/admin/reports/end-of-day/entries'))
        return json(200, url.includes('after=') ? lastPage : firstPage);
      if (url.startsWith('/api/admin/reports/end-of-day')) return json(200, report);
      if (url.startsWith('/api/admin/reports/utilisation'))
        return json(200, { from: '2026-07-01', to: '2026-07-15', courses: [] });
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

const TODAY = new Date('2026-07-15T13:30:00Z');
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** Opens the Reports screen and asks for the end-of-day report of the day in the Day field. */
async function openEndOfDay(language: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  const view = renderConsole(<ReportsView today={TODAY} />, { language });
  const labels =
    language === 'en'
      ? { report: 'Report', kind: 'End of day', show: 'Show' }
      : { report: 'Rapport', kind: 'Clôture de journée', show: 'Afficher' };
  await screen.findByRole('button', { name: labels.show });
  await user.selectOptions(screen.getByLabelText(labels.report), labels.kind);
  return { user, view, labels };
}

describe('the end-of-day report', () => {
  it('asks for today at the course (one Day field), then shows money by tender and by channel with totals, and the entries a page at a time by keyboard', async () => {
    const calls = serve();
    const { user } = await openEndOfDay();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-07-15');
    expect(screen.queryByLabelText('To')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Show' }).focus();
    await user.keyboard('{Enter}');

    const byTender = await screen.findByRole('table', { name: 'Harbor Pines – South Course: money by tender' });
    expect(within(byTender).getAllByRole('row').map(cells)).toEqual([
      ['Tender', 'Payments', 'Paid', 'Refunded', 'Credited', 'Rain checks', 'Net'],
      ['Card', '1', '$178.50', '$89.25', '$0.00', '$0.00', '$89.25'],
      ['Cash', '1', '$90.00', '$0.00', '$0.00', '$0.00', '$90.00'],
      ['Total', '2', '$268.50', '$89.25', '$0.00', '$0.00', '$179.25'],
    ]);
    const byChannel = screen.getByRole('table', { name: 'Harbor Pines – South Course: money by channel' });
    expect(
      within(byChannel)
        .getAllByRole('row')
        .map((row) => cells(row)[0]),
    ).toEqual(['Channel', 'Online', 'Phone and walk-in', 'Total']);
    const entriesName = 'Harbor Pines – South Course: payments and refunds of the day';
    const rowsOf = async () =>
      within(await screen.findByRole('table', { name: entriesName }))
        .getAllByRole('row')
        .slice(1)
        .map(cells);
    expect(await rowsOf()).toEqual([
      ['09:15:00', 'Payment', 'Card ending 4242', 'Online', '$178.50', 'FW-1001', 'FW-ABC123', 'Settled'],
      ['14:30:00', 'Refund', 'Card ending 4242', 'Online', '-$89.25', 'FW-1001', 'FW-ABC123', 'Pending'],
    ]);
    expect(screen.getByRole('heading', { name: 'Harbor Pines – South Course: net $179.25' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', {
      name: 'Harbor Pines – South Course: pages of the payments and refunds',
    });
    expect(within(pages).getByRole('button', { name: 'Earlier entries' })).toBeDisabled();
    within(pages).getByRole('button', { name: 'Later entries' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(async () =>
      expect(await rowsOf()).toEqual([
        ['23:59:59', 'Payment', 'Cash', 'Phone and walk-in', '$90.00', 'FW-1002', 'FW-DEF456', 'Settled'],
      ]),
    );
    expect(within(pages).getByRole('button', { name: 'Later entries' })).toBeDisabled();
    within(pages).getByRole('button', { name: 'Earlier entries' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(async () => expect(await rowsOf()).toHaveLength(2));
    expect(
      calls.filter((call) => call.url.startsWith('/api/admin/reports/end-of-day')).map((call) => call.url),
    ).toEqual([
      '/api/admin/reports/end-of-day?date=2026-07-15',
      '/api/admin/reports/end-of-day/entries?date=2026-07-15&facilityId=7',
      `/api/admin/reports/end-of-day/entries?date=2026-07-15&facilityId=7&${new URLSearchParams({ after: AFTER_FIRST })}`,
      // Back to the earliest page: read again, as the day may have moved on.
      '/api/admin/reports/end-of-day/entries?date=2026-07-15&facilityId=7',
    ]);
  });

  it('downloads its CSV with the staff token', async () => {
    const calls = serve();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openEndOfDay();
    await user.selectOptions(screen.getByLabelText('Course'), course.name);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: 'Harbor Pines – South Course: money by tender' });
    await user.click(screen.getByRole('button', { name: 'Download End of day (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual(['fairway-end-of-day-demo-2026-07-15.csv']));
    expect(calls.at(-1)!.url).toBe('/api/admin/reports/end-of-day.csv?date=2026-07-15&facilityId=7');
    expect(calls.at(-1)!.headers['x-fairway-staff-token']).toBe('fws_x');
  });

  it('says so on a day with no money, refuses an empty day on the field, and speaks French', async () => {
    const calls = serve();
    const { user, labels } = await openEndOfDay('fr');
    const day = screen.getByLabelText('Jour');
    await user.clear(day);
    await user.click(screen.getByRole('button', { name: labels.show }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez un jour.');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    await user.type(day, '2026-07-14');
    await user.click(screen.getByRole('button', { name: labels.show }));
    expect(await screen.findByText('Aucun encaissement ni remboursement ce jour-là.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.startsWith('/api/admin/reports/end-of-day')).map((call) => call.url),
    ).toEqual(['/api/admin/reports/end-of-day?date=2026-07-14']);
  });

  it('has no axe violations (colour contrast is checked in the browser)', async () => {
    serve();
    const { user, view } = await openEndOfDay();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: 'Harbor Pines – South Course: money by tender' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
