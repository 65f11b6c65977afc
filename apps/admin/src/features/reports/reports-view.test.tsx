import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RevenueReport, UtilisationReport } from '@fairway/contract/admin-reports.contract';
import { translator } from '../../app/admin-i18n.ts';
import { defaultRange, ReportsView } from './reports-view.tsx';

const course = {
  facilityId: 7,
  name: 'Harbor Pines – South Course',
  timeZone: 'America/New_York',
  currencyCode: 'USD',
};
const figures = { teeTimes: 2, capacity: 8, bookedPlayers: 3, utilisationBps: 3750 };
const utilisation: UtilisationReport = {
  from: '2026-07-01',
  to: '2026-07-15',
  courses: [
    { ...course, total: figures, byDay: [{ date: '2026-07-15', ...figures }], byHour: [{ hour: 7, ...figures }] },
  ],
};
const money = { reservations: 1, players: 2, bookedCents: 17_850, refundedCents: 850, netCents: 17_000 };
const revenue: RevenueReport = {
  from: '2026-07-01',
  to: '2026-07-15',
  courses: [
    {
      ...course,
      total: money,
      byChannel: [{ channel: 'cash', ...money }],
      byRate: [{ rateName: 'Prime', holes: 18, ...money }],
    },
  ],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
afterEach(() => vi.unstubAllGlobals());

function serve(zone = course.timeZone) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
      if (url === '/api/facilities') return json(200, [{ id: 7, name: course.name, timeZone: zone }]);
      if (url.includes('from=2026-07-20&to=2026-07-10'))
        return json(400, { error: { code: 'VALIDATION_FAILED', message: 'x' } });
      if (url.startsWith('/api/admin/reports/revenue.csv')) {
        return new Response('course,currency\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="fairway-revenue-demo-2026-07-01-to-2026-07-15.csv"',
          },
        });
      }
      if (url.startsWith('/api/admin/reports/utilisation')) return json(200, utilisation);
      if (url.startsWith('/api/admin/reports/revenue')) return json(200, revenue);
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

const TODAY = new Date(2026, 6, 15, 9, 30);

describe('the Reports screen', () => {
  it('opens on this month so far', () => {
    expect(defaultRange(TODAY)).toEqual({ from: '2026-07-01', to: '2026-07-15' });
    expect(defaultRange(new Date(2026, 0, 1))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('counts the month at the courses: at 23:00 on 31 July in New York it is still July there', () => {
    const evening = new Date('2026-08-01T03:00:00Z');
    expect(defaultRange(evening, 'America/New_York')).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(defaultRange(evening, 'Europe/Paris')).toEqual({ from: '2026-08-01', to: '2026-08-01' });
  });

  it('asks for its first report once it knows the courses’ day, and only once', async () => {
    const calls = serve('America/Los_Angeles');
    render(
      <ReportsView
        t={translator('en')}
        target={{ alias: 'demo', token: 'fws_x' }}
        locale="en"
        onExpired={vi.fn()}
        today={new Date('2026-08-01T03:00:00Z')}
      />,
    );
    await screen.findByRole('table', { name: 'Harbor Pines – South Course by day' });
    expect(calls.filter((call) => call.url.startsWith('/api/admin/reports/')).map((call) => call.url)).toEqual([
      '/api/admin/reports/utilisation?from=2026-07-01&to=2026-07-31',
    ]);
    expect(screen.getByLabelText('To')).toHaveValue('2026-07-31');
  });

  it('shows utilisation in captioned tables, switches to revenue for a course by keyboard, and downloads its CSV with the staff token', async () => {
    const calls = serve();
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    render(
      <ReportsView
        t={translator('en')}
        target={{ alias: 'demo', token: 'fws_x' }}
        locale="en"
        onExpired={vi.fn()}
        today={TODAY}
      />,
    );

    const byDay = await screen.findByRole('table', { name: 'Harbor Pines – South Course by day' });
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(within(byDay).getAllByRole('row')[1]!)).toEqual(['2026-07-15', '2', '8', '3', '37.5%']);
    expect(screen.getByRole('table', { name: 'Harbor Pines – South Course by hour of the day' })).toHaveTextContent(
      '07:00',
    );
    expect(calls.find((call) => call.url.startsWith('/api/admin/reports/'))!.url).toBe(
      '/api/admin/reports/utilisation?from=2026-07-01&to=2026-07-15',
    );

    await user.selectOptions(screen.getByLabelText('Report'), 'revenue');
    await user.selectOptions(screen.getByLabelText('Course'), course.name);
    screen.getByRole('button', { name: 'Show' }).focus();
    await user.keyboard('{Enter}');
    const byChannel = await screen.findByRole('table', { name: 'Harbor Pines – South Course by channel' });
    expect(cells(within(byChannel).getAllByRole('row')[1]!)).toEqual([
      'Counter – cash',
      '1',
      '2',
      '$178.50',
      '$8.50',
      '$170.00',
    ]);
    expect(screen.getByRole('table', { name: 'Harbor Pines – South Course by rate' })).toHaveTextContent(
      'Prime (18 holes)',
    );
    expect(calls.at(-1)!.url).toBe('/api/admin/reports/revenue?from=2026-07-01&to=2026-07-15&facilityId=7');

    await user.click(screen.getByRole('button', { name: 'Download Revenue (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual(['fairway-revenue-demo-2026-07-01-to-2026-07-15.csv']));
    const csvCall = calls.at(-1)!;
    expect(csvCall.url).toBe('/api/admin/reports/revenue.csv?from=2026-07-01&to=2026-07-15&facilityId=7');
    expect(csvCall.headers['x-fairway-staff-token']).toBe('fws_x');
  });

  it('explains a range the server refuses', async () => {
    serve();
    const user = userEvent.setup();
    render(
      <ReportsView
        t={translator('fr')}
        target={{ alias: 'demo', token: 'fws_x' }}
        locale="fr"
        onExpired={vi.fn()}
        today={TODAY}
      />,
    );
    await screen.findByRole('table', { name: 'Harbor Pines – South Course par jour' });
    const from = screen.getByLabelText('Du');
    await user.clear(from);
    await user.type(from, '2026-07-20');
    const to = screen.getByLabelText('Au');
    await user.clear(to);
    await user.type(to, '2026-07-10');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choisissez un premier jour antérieur ou égal au dernier',
    );
  });
});
