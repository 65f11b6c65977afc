import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeeSheet } from '@fairway/contract/admin.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { TeeSheetView } from './tee-sheet-view.tsx';

// 11:00 UTC on 29 November is already 01:00 on 30 November at a course on Kiritimati (UTC+14):
// the console opens on the course's day, whatever the zone of the browser it runs in.
const NOW = () => new Date('2026-11-29T11:00:00Z');
const ZONE = 'Pacific/Kiritimati';

const sheetOf = (date: string): TeeSheet => ({
  date,
  courses: [
    {
      facilityId: 1,
      courseId: 'island-links',
      name: 'Island Links',
      timeZone: ZONE,
      currencyCode: 'USD',
      blocks: [],
      teeTimes: [],
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe("the tee sheet's first day", () => {
  it('is today at the course, not in the browser', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const date = new URL(url, 'http://console.test').searchParams.get('date')!;
        asked.push(date);
        return json(200, sheetOf(date));
      }),
    );
    renderConsole(<TeeSheetView now={NOW} />);
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue('2026-11-30'));
    await screen.findByRole('region', { name: /Island Links.*2026-11-30/ });
    expect(asked.at(-1)).toBe('2026-11-30');
    expect(asked.filter((date) => date === '2026-11-30')).toHaveLength(1);
  });

  it("keeps a date the staff member entered before the course's day was known", async () => {
    let answer = (_: TeeSheet) => {};
    const first = new Promise<TeeSheet>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const date = new URL(url, 'http://console.test').searchParams.get('date')!;
        const sheet = date === '2026-12-05' ? sheetOf(date) : await first;
        return json(200, sheet);
      }),
    );
    renderConsole(<TeeSheetView now={NOW} />);
    fireEvent.input(screen.getByLabelText('Date'), { target: { value: '2026-12-05' } });
    answer(sheetOf('2026-11-29'));
    await screen.findByRole('region', { name: /Island Links.*2026-11-29/ });
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-05');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('region', { name: /Island Links.*2026-12-05/ });
  });
});
