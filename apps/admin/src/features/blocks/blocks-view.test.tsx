import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block, BlockPreview } from '@fairway/contract/admin.contract';
import { facilityFixture } from '../../test/facility.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { BlocksView } from './blocks-view.tsx';

const BLOCK: Block = {
  id: 7,
  facilityId: 1,
  courseName: 'Harbor Pines North',
  kind: 'league',
  restriction: null,
  reason: 'Monday league',
  startsOn: '2026-07-13',
  endsOn: '2026-07-31',
  weekdays: [1],
  fromTime: '14:00',
  toTime: '16:00',
  createdAt: '2026-07-10T12:00:00.000Z',
};
const PREVIEW: BlockPreview = {
  closedTeeTimes: 24,
  conflicts: [
    {
      reservationId: 'r1',
      confirmationNumber: 'HPX2K9QA',
      teetime: '2026-07-13T07:10',
      players: 2,
      booker: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    },
  ],
  otherEnginePlayers: 0,
};

const course = (timeZone: string) => facilityFixture({ timeZone });

afterEach(() => vi.unstubAllGlobals());

/** A fake blocks API; `preview` is what the preview answers. */
function serve(zone = 'America/New_York', preview: BlockPreview = PREVIEW) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let blocks = [BLOCK];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url === '/api/facilities') return json(200, [course(zone)]);
      if (url.startsWith('/api/admin/blocks?')) return json(200, { blocks });
      if (url === '/api/admin/blocks/preview') return json(200, preview);
      if (url === '/api/admin/blocks' && !body.acknowledgeConflicts)
        return json(409, {
          error: { code: 'CONFLICT', message: 'x', details: { conflicts: PREVIEW.conflicts, otherEnginePlayers: 0 } },
        });
      if (url === '/api/admin/blocks') {
        blocks = [
          ...blocks,
          {
            ...BLOCK,
            id: 8,
            kind: 'maintenance',
            reason: body.block.reason,
            weekdays: [],
            endsOn: body.block.startsOn,
          },
        ];
        return json(200, { block: blocks.at(-1), conflicts: PREVIEW.conflicts, otherEnginePlayers: 0 });
      }
      if (url === '/api/admin/blocks/7' && init.method === 'DELETE') {
        blocks = blocks.filter((block) => block.id !== 7);
        return json(200, { ok: true, reopenedTeeTimes: 12 });
      }
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

describe('the Blocks screen', () => {
  it('previews the bookings inside a new block and saves it only once they are acknowledged', async () => {
    const calls = serve();
    renderConsole(<BlocksView />);
    const user = userEvent.setup();
    expect(await screen.findByRole('row', { name: /Monday league/ })).toHaveTextContent('14:00–16:00');
    await screen.findByRole('option', { name: 'Harbor Pines North' });

    await user.selectOptions(screen.getByLabelText('Restriction alert'), 'aeration');
    await user.type(screen.getByLabelText('Reason'), 'Greens aeration');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-07-13');
    await user.click(screen.getByRole('button', { name: 'Preview conflicts' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Closes 24 tee times');
    expect(within(preview).getByRole('row', { name: /HPX2K9QA/ })).toHaveTextContent('Ada Lovelace (ada@example.com)');
    const save = screen.getByRole('button', { name: 'Save block' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I have reviewed these bookings/ }));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Block saved. Golfers can no longer book those times.')).toBeInTheDocument();
    const created = calls.find((call) => call.url === '/api/admin/blocks' && call.method === 'POST')!;
    expect(created.body).toEqual({
      block: {
        facilityId: 1,
        kind: 'maintenance',
        restriction: 'aeration',
        reason: 'Greens aeration',
        startsOn: '2026-07-13',
        endsOn: '2026-07-13',
        weekdays: [],
        fromTime: '07:00',
        toTime: '11:00',
      },
      acknowledgeConflicts: true,
    });
    expect(await screen.findByRole('row', { name: /Greens aeration/ })).toBeInTheDocument();
  });

  it('shows the conflicts the server found when saved without a preview, and sends a recurring block’s weekdays', async () => {
    const calls = serve();
    // The block's dates lie ahead of the course's today: the form checks the last date is not before the first.
    renderConsole(<BlocksView now={() => new Date('2026-07-10T12:00:00Z')} />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Harbor Pines North' });
    await user.type(screen.getByLabelText('Reason'), 'Tuesday league');
    await user.click(screen.getByRole('radio', { name: 'Every week on chosen days' }));
    await user.type(screen.getByLabelText('Last date'), '2026-07-31');
    await user.click(screen.getByRole('checkbox', { name: 'Tue' }));
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Bookings fall inside this block/);
    expect(screen.getByRole('row', { name: /HPX2K9QA/ })).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/admin/blocks')!.body as {
      block: { weekdays: number[]; endsOn: string };
      acknowledgeConflicts: boolean;
    };
    expect(sent.block).toMatchObject({ weekdays: [2], endsOn: '2026-07-31' });
    expect(sent.acknowledgeConflicts).toBe(false);
  });

  it('lists and dates new blocks from today at the course, not in the browser', async () => {
    // 11:00 UTC on 29 November is already 01:00 on 30 November on Kiritimati (UTC+14).
    const calls = serve('Pacific/Kiritimati');
    renderConsole(<BlocksView now={() => new Date('2026-11-29T11:00:00Z')} />);
    await screen.findByText('Monday league');
    const listed = calls
      .filter((call) => call.url.startsWith('/api/admin/blocks?'))
      .map((call) => new URL(call.url, 'http://console.test').searchParams.get('from'));
    expect(listed).toEqual(['2026-11-30']);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-30');
  });

  it('deletes a block after a confirmation step and says how many times reopened (in German too)', async () => {
    const calls = serve();
    renderConsole(<BlocksView />, { language: 'de' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sperre löschen: Monday league' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ja, Sperre löschen: Monday league' }));
    expect(await screen.findByText('Sperre gelöscht; 12 Startzeiten sind wieder buchbar.')).toBeInTheDocument();
    expect(await screen.findByText('Keine kommenden Sperren.')).toBeInTheDocument();
    const deleted = calls.find((call) => call.method === 'DELETE')!;
    expect(deleted.url).toBe('/api/admin/blocks/7');
  });

  it('previews by itself once the form is complete and still, asking once per block, in French with its plural', async () => {
    const calls = serve('America/New_York', { closedTeeTimes: 1, conflicts: [], otherEnginePlayers: 0 });
    renderConsole(<BlocksView now={() => new Date('2026-07-10T12:00:00Z')} />, { language: 'fr' });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Harbor Pines North' });
    const previews = () => calls.filter((call) => call.url === '/api/admin/blocks/preview');
    // No reason yet: the block is incomplete, nothing is asked.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(previews()).toEqual([]);

    await user.type(screen.getByLabelText('Motif'), 'Carottage');
    const preview = await screen.findByRole('region', { name: 'Aperçu' });
    expect(preview).toHaveTextContent('Ferme 1 départ dans la période de réservation.');
    expect(preview).toHaveTextContent('Aucune réservation dans ce blocage.');
    expect(previews()).toHaveLength(1);
    expect(previews()[0]!.body).toMatchObject({ reason: 'Carottage', startsOn: '2026-07-10', endsOn: '2026-07-10' });
    // Asking again for the same values is answered from the cache.
    await user.click(screen.getByRole('button', { name: 'Voir les conflits' }));
    expect(previews()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Enregistrer le blocage' })).toBeEnabled();
  });

  it('says “Ferme 8 départs” in French for more than one', async () => {
    serve('America/New_York', { closedTeeTimes: 8, conflicts: [], otherEnginePlayers: 0 });
    renderConsole(<BlocksView now={() => new Date('2026-07-10T12:00:00Z')} />, { language: 'fr' });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Harbor Pines North' });
    await user.type(screen.getByLabelText('Motif'), 'Carottage');
    await user.click(screen.getByRole('button', { name: 'Voir les conflits' }));
    expect(await screen.findByRole('region', { name: 'Aperçu' })).toHaveTextContent(
      'Ferme 8 départs dans la période de réservation.',
    );
  });

  it('checks the block before sending it: a reason, and an end after the start, said under the field', async () => {
    const calls = serve();
    renderConsole(<BlocksView />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Harbor Pines North' });
    await user.clear(screen.getByLabelText('Until (not included)'));
    await user.type(screen.getByLabelText('Until (not included)'), '06:00');
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription('Shown to golfers searching those days. Required.');
    expect(reason).toHaveFocus();
    expect(screen.getByLabelText('Until (not included)')).toHaveAccessibleDescription(
      'The block must end after it starts.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps the block when the deletion is cancelled, focus back on its Delete button', async () => {
    const calls = serve();
    renderConsole(<BlocksView />);
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Delete block: Monday league' });
    await user.click(remove);
    expect(screen.getByRole('dialog', { name: 'Delete the block “Monday league”?' })).toHaveTextContent(
      'Its tee times become bookable again at once.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('has no axe violations with a preview and its bookings shown (colour contrast is checked in the browser)', async () => {
    serve();
    const { container } = renderConsole(<BlocksView />);
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Monday league/ });
    await user.type(screen.getByLabelText('Reason'), 'Greens aeration');
    await user.click(screen.getByRole('button', { name: 'Preview conflicts' }));
    await screen.findByRole('region', { name: 'Preview' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
