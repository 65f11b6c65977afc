import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GolferDetail, GolferSearchResponse, GolferSummary } from '@fairway/contract/admin-golfers.contract';
import type { ConsoleLanguage } from '../../app/i18n.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { GolfersView } from './golfers-view.tsx';

const golfer = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  firstName: `Pat${index}`,
  lastName: 'Pagewell',
  email: `pat${index}@example.com`,
  phone: index === 1 ? '+1 555 0100' : null,
  createdAt: '2026-07-01T12:00:00.000Z',
});
const detail: GolferDetail = {
  golfer: golfer(1),
  nextReservationsBefore: null,
  nextOrdersBefore: null,
  reservations: [
    {
      reservationId: 'r1',
      confirmationNumber: 'FW-ABC123',
      orderNumber: 'ORD-1',
      facilityId: 7,
      courseName: 'Harbor Pines – North Course',
      teetime: '2026-07-14T08:10',
      players: 2,
      rateName: 'Prime',
      status: 'booked',
      paidCents: 19_350,
      refundedCents: 0,
      dueAtCourseCents: 0,
    },
  ],
  orders: [
    {
      orderId: 'o1',
      orderNumber: 'ORD-1',
      createdAt: '2026-07-10T12:00:00.000Z',
      status: 'fulfilled',
      currencyCode: 'USD',
      grandTotal: 19_350,
      paidNow: 19_350,
      dueAtCourse: 0,
      refunded: 0,
      items: 1,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function serve(answer: GolferDetail = detail, pages: Record<string, GolferDetail> = {}) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/admin/golfers?')) {
        const params = new URL(url, 'http://x').searchParams;
        const page = Number(params.get('page'));
        if (params.get('q') === 'refused') return json(400, { error: { code: 'VALIDATION_FAILED', message: 'x' } });
        const found = (golfers: GolferSummary[], total: number): GolferSearchResponse => ({
          golfers,
          page,
          pageSize: 25,
          total,
          tooMany: false,
        });
        if (params.get('q') === 'solo') return json(200, found([golfer(1)], 1));
        if (params.get('q') === 'nobody') return json(200, found([], 0));
        if (params.get('q') === 'garcia') return json(200, { ...found([], 200), tooMany: true });
        const answer = found(
          page === 1 ? Array.from({ length: 25 }, (_, index) => golfer(index + 1)) : [golfer(26)],
          26,
        );
        return json(200, answer);
      }
      if (url === `/api/admin/golfers/${golfer(1).id}`) return json(200, answer);
      const paged = pages[url];
      if (paged) return json(200, paged);
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return urls;
}

const renderView = (language: ConsoleLanguage = 'en') => renderConsole(<GolfersView />, { language });

describe('the Golfers screen', () => {
  it('searches by keyboard, pages, and opens a golfer with their reservations and orders', async () => {
    const urls = serve();
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByLabelText('Name, e-mail or phone'), 'page{Enter}');
    const results = await screen.findByRole('table', { name: 'Golfers: 26 · page 1 of 2' });
    expect(within(results).getAllByRole('row')).toHaveLength(26);
    expect(urls.at(-1)).toBe('/api/admin/golfers?q=page&page=1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('table', { name: 'Golfers: 26 · page 2 of 2' })).toHaveTextContent(
      'pat26@example.com',
    );
    expect(urls.at(-1)).toBe('/api/admin/golfers?q=page&page=2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));

    const name = await screen.findByRole('button', { name: 'Pat1 Pagewell' });
    name.focus();
    await user.keyboard('{Enter}');
    const reservations = await screen.findByRole('table', { name: 'Reservations of Pat1 Pagewell' });
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Pat1 Pagewell' })).toHaveFocus());
    expect(
      [...within(reservations).getAllByRole('row')[1]!.querySelectorAll('th, td')].map((cell) => cell.textContent),
    ).toEqual(['2026-07-14 08:10', 'Harbor Pines – North Course', '2', 'Prime', 'FW-ABC123', 'Booked']);
    const orders = screen.getByRole('table', { name: 'Orders of Pat1 Pagewell' });
    expect(
      [...within(orders).getAllByRole('row')[1]!.querySelectorAll('th, td')].map((cell) => cell.textContent),
    ).toEqual(['ORD-1', 'Jul 10, 2026', '1', '$193.50', '$193.50', '$0.00', '$0.00']);
  });

  it('shows older reservations and orders a page at a time, each list on its own, and back', async () => {
    const base = `/api/admin/golfers/${golfer(1).id}`;
    const older = { ...detail.reservations[0]!, reservationId: 'r0', confirmationNumber: 'FW-OLD001' };
    const olderOrder = { ...detail.orders[0]!, orderId: 'o0', orderNumber: 'ORD-0' };
    const urls = serve(
      { ...detail, nextReservationsBefore: 'r1', nextOrdersBefore: 'o1' },
      {
        [`${base}?reservationsBefore=r1`]: { ...detail, reservations: [older], nextOrdersBefore: 'o1' },
        [`${base}?ordersBefore=o1`]: { ...detail, orders: [olderOrder], nextReservationsBefore: 'r1' },
        [`${base}?reservationsBefore=r1&ordersBefore=o1`]: {
          ...detail,
          reservations: [older],
          orders: [olderOrder],
        },
      },
    );
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByLabelText('Name, e-mail or phone'), 'page{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Pat1 Pagewell' }));
    const reservationPages = await screen.findByRole('navigation', { name: 'Pages of reservations' });
    expect(within(reservationPages).getByRole('button', { name: 'Newer reservations' })).toBeDisabled();
    await user.click(within(reservationPages).getByRole('button', { name: 'Older reservations' }));
    expect(await screen.findByText('FW-OLD001')).toBeInTheDocument();
    expect(screen.queryByText('FW-ABC123')).not.toBeInTheDocument();
    expect(urls).toContain(`${base}?reservationsBefore=r1`);
    const orderPages = screen.getByRole('navigation', { name: 'Pages of orders' });
    await user.click(within(orderPages).getByRole('button', { name: 'Older orders' }));
    expect(await screen.findByText('ORD-0')).toBeInTheDocument();
    expect(screen.getByText('FW-OLD001')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages of reservations' })).getByRole('button', {
        name: 'Newer reservations',
      }),
    );
    expect(await screen.findByText('FW-ABC123')).toBeInTheDocument();
    expect(screen.getByText('ORD-0')).toBeInTheDocument();
  });

  it('asks for 2 characters before searching, and says when nobody matches', async () => {
    const urls = serve();
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByLabelText('Name, e-mail or phone'), 'a{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type at least 2 characters.');
    expect(urls).toEqual([]);
    await user.clear(screen.getByLabelText('Name, e-mail or phone'));
    await user.type(screen.getByLabelText('Name, e-mail or phone'), 'nobody{Enter}');
    expect(await screen.findByText('No golfer matches.')).toBeInTheDocument();
  });

  it('asks for a longer term when more golfers match than a search lists, with no table or pages', async () => {
    serve();
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByLabelText('Name, e-mail or phone'), 'garcia{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'More than 200 golfers match “garcia”: add a first name, the e-mail or the phone’s digits to narrow the search.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('states what the golfer sees: "Partially cancelled" with the players still booked, "Checked in", refunds, and a walk-in order with its item', async () => {
    serve({
      ...detail,
      reservations: [
        { ...detail.reservations[0]!, status: 'partially-cancelled', players: 1, refundedCents: 9630 },
        { ...detail.reservations[0]!, reservationId: 'r2', confirmationNumber: 'FW-DEF456', status: 'checked-in' },
      ],
      orders: [{ ...detail.orders[0]!, refunded: 9630 }],
    });
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByLabelText('Name, e-mail or phone'), 'page{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Pat1 Pagewell' }));
    const reservations = await screen.findByRole('table', { name: 'Reservations of Pat1 Pagewell' });
    const rows = within(reservations)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows.map((row) => [row[2], row[5]])).toEqual([
      ['1', 'Partially cancelled'],
      ['2', 'Checked in'],
    ]);
    const orders = screen.getByRole('table', { name: 'Orders of Pat1 Pagewell' });
    expect(
      [...within(orders).getAllByRole('row')[1]!.querySelectorAll('th, td')].map((cell) => cell.textContent),
    ).toEqual(['ORD-1', 'Jul 10, 2026', '1', '$193.50', '$193.50', '$96.30', '$0.00']);
  });

  it('checks the words with the contract before searching: the field says why, and the server’s refusal reads the same', async () => {
    const urls = serve();
    const user = userEvent.setup();
    renderView();
    const box = screen.getByLabelText('Name, e-mail or phone');
    await user.type(box, '  x  {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type at least 2 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('At least 2 characters. Type at least 2 characters.');
    expect(urls).toEqual([]);
    await user.clear(box);
    await user.type(box, 'refused{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type at least 2 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });

  it('counts and prices in French: one golfer, then many, and money written the French way', async () => {
    serve();
    const user = userEvent.setup();
    renderView('fr');
    const box = screen.getByLabelText('Nom, e-mail ou téléphone');
    await user.type(box, 'solo{Enter}');
    expect(await screen.findByRole('table', { name: 'Golfeur\u00a0: 1 · page 1 sur 1' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'page{Enter}');
    expect(await screen.findByRole('table', { name: 'Golfeurs\u00a0: 26 · page 1 sur 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pat1 Pagewell' }));
    const orders = await screen.findByRole('table', { name: 'Commandes de Pat1 Pagewell' });
    const cells = [...within(orders).getAllByRole('row')[1]!.querySelectorAll('th, td')].map(
      (cell) => cell.textContent,
    );
    expect(cells.slice(1, 4)).toEqual(['10 juil. 2026', '1', '193,50\u00a0$US']);
  });

  it('has no axe violations with a golfer open (colour contrast is checked in the browser)', async () => {
    serve();
    const user = userEvent.setup();
    const { container } = renderView();
    await user.type(screen.getByLabelText('Name, e-mail or phone'), 'page{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Pat1 Pagewell' }));
    await screen.findByRole('table', { name: 'Orders of Pat1 Pagewell' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
