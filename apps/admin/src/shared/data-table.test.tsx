import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';

const columns = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (row: { name: string; tries: number }) => row.name },
  { key: 'tries', header: 'Tries', cell: (row: { name: string; tries: number }) => row.tries },
];

describe('DataTable', () => {
  it('is a captioned table in a focusable region named by its caption, each row named by its row header', () => {
    render(
      <DataTable
        caption="Items: 2"
        columns={columns}
        rows={[
          { name: 'Ada', tries: 3 },
          { name: 'Grace', tries: 8 },
        ]}
        rowKey={(row) => row.name}
        empty="Nothing"
      />,
    );
    const table = screen.getByRole('table', { name: 'Items: 2' });
    expect(screen.getByRole('region', { name: 'Items: 2' })).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Tries']);
    expect(within(table).getByRole('rowheader', { name: 'Grace' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Grace/ })).toHaveTextContent('8');
  });

  it('says its empty state instead of an empty table, or nothing when told so', () => {
    const { rerender } = render(
      <DataTable caption="Items: 0" columns={columns} rows={[]} rowKey={(row) => row.name} empty="Nothing to do" />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nothing to do')).toBeInTheDocument();
    rerender(<DataTable caption="Items: 0" columns={columns} rows={[]} rowKey={(row) => row.name} empty={null} />);
    expect(screen.queryByText('Nothing to do')).toBeNull();
  });
});
