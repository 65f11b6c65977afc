import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GolferSearchResponse, GolferSummary } from '@fairway/contract/admin-golfers.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { CounterBuyer } from './counter-buyer.tsx';

// The Counter's buyer lookup against a stubbed search: how many golfers the server counted (not
// the page's length), a term too common to list, and picking one.

const golfer = (index: number): GolferSummary => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  firstName: `Gil${index}`,
  lastName: 'Garcia',
  email: `gil${index}@example.com`,
  phone: null,
  createdAt: '2026-01-02T10:00:00.000Z',
});

function stubSearch(answers: Record<string, GolferSearchResponse>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = answers[new URL(url, 'http://console.test').searchParams.get('q') ?? ''];
      return answer ? json(200, answer) : json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the counter’s buyer lookup', () => {
  it('says how many golfers match, lists some to pick, and asks for more of a term too common to list', async () => {
    stubSearch({
      garcia: {
        golfers: Array.from({ length: 25 }, (_, index) => golfer(index + 1)),
        page: 1,
        pageSize: 25,
        total: 31,
        tooMany: false,
      },
      smith: { golfers: [], page: 1, pageSize: 25, total: 200, tooMany: true },
    });
    const onChange = vi.fn();
    renderConsole(<CounterBuyer buyer={null} onChange={onChange} />);
    const user = userEvent.setup();
    const term = screen.getByLabelText('Name, e-mail or phone');

    await user.type(term, 'smith{Enter}');
    expect(
      await screen.findByText('More than 200 golfers match: type more of the name or number.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sell to/ })).toBeNull();

    await user.clear(term);
    await user.type(term, 'garcia{Enter}');
    expect(await screen.findByText('31 golfers found')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Sell to Gil/ })).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Sell to Gil2 Garcia' }));
    expect(onChange).toHaveBeenCalledWith({
      kind: 'golfer',
      golferId: golfer(2).id,
      name: 'Gil2 Garcia',
      email: 'gil2@example.com',
    });
  });
});
