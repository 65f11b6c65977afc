import { type ReactNode, useId } from 'react';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  /** Unique among the columns (React's key). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row for screen readers (<th scope="row">): one column per table, usually the first. */
  rowHeader?: boolean;
  /** A class for the column's cells: `admin-wrap` for long unbroken text (an e-mail address), `admin-details` for an error or code. */
  className?: string;
}

/**
 * The console's table: a semantic <table> with its caption, column headers that stay in view
 * while its region scrolls (the region is focusable, so the keyboard scrolls it too), cells that
 * wrap so it fits a 1024 px tablet, and the empty state's words instead of an empty table.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  rowClassName,
}: {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there is no row (null: nothing). */
  empty: ReactNode;
  rowClassName?: (row: Row) => string | undefined;
}) {
  const id = useId();
  if (rows.length === 0) return empty ? <p className="admin-empty">{empty}</p> : null;
  return (
    <div className="admin-table-wrap admin-data-table" role="region" tabIndex={0} aria-labelledby={`${id}-caption`}>
      <table className="admin-sheet">
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
