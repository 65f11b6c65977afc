import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeeSheet } from '@fairway/contract/admin.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { TeeSheetView } from './tee-sheet-view.tsx';

const free = (teetime: string, blockIds: number[] = []) => ({
  teetime,
  bookedPlayers: 0,
  otherEnginePlayers: 0,
  heldSlots: 0,
  availableSlots: 4,
  started: false,
  blockIds,
  reservations: [],
  holds: [],
});
const SHEET: TeeSheet = {
  date: '2026-07-13',
  courses: [
    {
      facilityId: 1,
      courseId: 'harbor-pines-north',
      name: 'Harbor Pines North',
      timeZone: 'America/New_York',
      currencyCode: 'USD',
      blocks: [
        {
          id: 3,
          kind: 'maintenance',
          restriction: 'aeration',
          reason: 'Greens aeration',
          fromTime: '07:00',
          toTime: '08:00',
        },
      ],
      teeTimes: [
        free('2026-07-13T06:50'),
        free('2026-07-13T07:00', [3]),
        free('2026-07-13T07:50', [3]),
        free('2026-07-13T08:00'),
      ],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the tee sheet with blocks', () => {
  it('marks the intervals a block closes, from its start (inclusive) to its end (exclusive)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, SHEET)),
    );
    renderConsole(<TeeSheetView />);
    const table = await screen.findByRole('table', { name: /Harbor Pines North/ });
    const row = (time: string) => within(table).getByRole('row', { name: new RegExp(`^${time}`) });
    expect(row('06:50')).toHaveTextContent('Open');
    expect(row('07:00')).toHaveTextContent('Blocked: Greens aeration');
    expect(row('07:00')).toHaveClass('admin-blocked');
    expect(row('07:50')).toHaveTextContent('Blocked: Greens aeration');
    expect(row('08:00')).not.toHaveClass('admin-blocked');
    expect(row('08:00')).toHaveTextContent('Open');
  });
});
