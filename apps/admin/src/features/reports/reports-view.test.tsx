import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  NoShowPlayersPage,
  NoShowsReport,
  RevenueReport,
  UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import { facilityFixture } from '../../test/facility.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
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
const noShows: NoShowsReport = {
  from: '2026-07-01',
  to: '2026-07-15',
  courses: [{ ...course, noShows: 2, bookedPlayers: 3 }],
};
/** Where the first page of no-show players ends (the server's form: tee time, reservation, slot). */
const AFTER_FIRST = '2026-07-14T08:10~0b8f5a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b~2';
const player = { facilityId: course.facilityId, courseName: course.name, bookerName: 'Pat Pagewell' };
const firstPage: NoShowPlayersPage = {
  from: '2026-07-01',
  to: '2026-07-15',
  players: [{ ...player, teetime: '2026-07-14T08:10', confirmationNumber: 'FW-ABC123', slot: 2 }],
  nextBefore: AFTER_FIRST,
};
const olderPage: NoShowPlayersPage = {
  from: '2026-07-01',
  to: '2026-07-15',
  players: [{ ...player, teetime: '2026-07-02T16:40', confirmationNumber: 'FW-OLD999', slot: 1 }],
  nextBefore: null,
};

/** The course as GET /api/facilities lists it, in `timeZone`. */
const facility = (timeZone: string) =>
  facilityFixture({ id: 7, courseId: 'harbor-pines-south', name: course.name, timeZone, gnFacilityId: 7 });
afterEach(() => vi.unstubAllGlobals());

/** The fake API; `refuse` answers every report with the server's VALIDATION_FAILED. */
function serve(zone = course.timeZone, { refuse = false } = {}) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
      if (url === '/api/facilities') return json(200, [facility(zone)]);
      if (refuse) return json(400, { error: { code: 'VALIDATION_FAILED', message: 'x' } });
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
      if (url.startsWith('/api/admin/reports/no-shows/players'))
        return json(200, new URL(url, 'http://x').searchParams.get('before') === AFTER_FIRST ? olderPage : firstPage);
      if (url.startsWith('/api/admin/reports/no-shows')) return json(200, noShows);
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
    renderConsole(<ReportsView today={new Date('2026-08-01T03:00:00Z')} />, { language: 'en' });
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
    renderConsole(<ReportsView today={TODAY} />, { language: 'en' });

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

  it('explains a range the contract refuses, on the field and before asking the server', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<ReportsView today={TODAY} />, { language: 'fr' });
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
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url.includes('from=2026-07-20'))).toEqual([]);
  });

  it('explains a range the server refuses in the same words', async () => {
    serve(course.timeZone, { refuse: true });
    renderConsole(<ReportsView today={TODAY} />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a first day on or before the last day, at most 366 days apart.',
    );
    expect(screen.getByRole('button', { name: 'Download Utilisation (CSV)' })).toBeDisabled();
  });

  it('counts and prices in French: revenue in its money, holes and no-shows by their plural', async () => {
    serve();
    const user = userEvent.setup();
    renderConsole(<ReportsView today={TODAY} />, { language: 'fr' });
    await screen.findByRole('table', { name: 'Harbor Pines – South Course par jour' });
    expect(screen.getByRole('heading', { name: 'Harbor Pines – South Course\u00a0: 37,5\u00a0%' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rapport'), 'revenue');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    const byRate = await screen.findByRole('table', { name: 'Harbor Pines – South Course par tarif' });
    const cells = [...within(byRate).getAllByRole('row')[1]!.querySelectorAll('th, td')].map(
      (cell) => cell.textContent,
    );
    expect(cells).toEqual(['Prime (18 trous)', '1', '2', '178,50\u00a0$US', '8,50\u00a0$US', '170,00\u00a0$US']);
    await user.selectOptions(screen.getByLabelText('Rapport'), 'no-shows');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Harbor Pines – South Course\u00a0: 2 absences sur 3 joueurs réservés',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Joueurs absents, départ le plus récent en premier' }),
    ).toHaveTextContent('FW-ABC123');
  });

  it('shows the no-show counts per course and the players a page at a time, older and back by keyboard, axe-clean', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const { container } = renderConsole(<ReportsView today={TODAY} />, { language: 'en' });
    await screen.findByRole('table', { name: 'Harbor Pines – South Course by day' });
    await user.selectOptions(screen.getByLabelText('Report'), 'no-shows');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByRole('heading', { name: 'Harbor Pines – South Course: 2 no-shows of 3 players booked' }),
    ).toBeInTheDocument();
    const caption = 'Players who did not show, newest tee time first';
    const rowsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rowsOf(await screen.findByRole('table', { name: caption }))).toEqual([
      ['2026-07-14 08:10', course.name, 'FW-ABC123', 'Pat Pagewell', '2'],
    ]);
    expect(calls.map((call) => call.url)).toContain(
      '/api/admin/reports/no-shows/players?from=2026-07-01&to=2026-07-15',
    );

    const pages = screen.getByRole('navigation', { name: 'Pages of the players who did not show' });
    expect(within(pages).getByRole('button', { name: 'Newer tee times' })).toBeDisabled();
    within(pages).getByRole('button', { name: 'Older tee times' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: caption }))).toEqual([
        ['2026-07-02 16:40', course.name, 'FW-OLD999', 'Pat Pagewell', '1'],
      ]),
    );
    expect(calls.at(-1)!.url).toBe(
      `/api/admin/reports/no-shows/players?from=2026-07-01&to=2026-07-15&${new URLSearchParams({ before: AFTER_FIRST })}`,
    );
    expect(within(pages).getByRole('button', { name: 'Older tee times' })).toBeDisabled();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    within(pages).getByRole('button', { name: 'Newer tee times' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('table', { name: caption })).toHaveTextContent('FW-ABC123'));
  });

  it('has no axe violations (colour contrast is checked in the browser)', async () => {
    serve();
    const { container } = renderConsole(<ReportsView today={TODAY} />, { language: 'en' });
    await screen.findByRole('table', { name: 'Harbor Pines – South Course by day' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
