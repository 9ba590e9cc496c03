import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * Classes of a grid that is a real <table> on tablets and desktops and stacks each row into a
 * card on phones (375 px): every <td> carries a `data-label` with its column's name.
 */
const gridClasses = {
  wrapper: 'rounded-lg bg-white shadow-sm ring-1 ring-slate-200 sm:overflow-x-auto',
  table: 'block w-full text-sm sm:table sm:min-w-full sm:divide-y sm:divide-slate-200',
  thead: 'hidden bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase sm:table-header-group',
  th: 'px-3 py-3',
  tbody: 'block divide-y divide-slate-100 sm:table-row-group',
  tr: 'block px-4 py-3 sm:table-row sm:p-0',
  rowHeader: 'block pb-1 text-left font-medium text-slate-900 sm:table-cell sm:px-3 sm:py-2 sm:whitespace-nowrap',
  td: 'flex items-center justify-between gap-3 py-1 before:text-xs before:font-semibold before:text-slate-500 before:uppercase before:content-[attr(data-label)] sm:table-cell sm:px-3 sm:py-2 sm:before:content-none',
} as const;

export interface Column<Row> {
  /** The column's name: its header, and the cell's label on phones. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells. */
  className?: string;
  /** Right-aligned header (an actions column). */
  alignEnd?: boolean;
}

interface DataTableProps<Row> {
  /** The table's name, for screen readers. */
  caption: string;
  /** The first column heads each row (<th scope="row">); a falsy entry is a column left out. */
  columns: readonly (Column<Row> | false | null)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/** A data grid: a table from sm up, one card per row on phones. */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  const [first, ...rest] = shown;
  return (
    <div className={gridClasses.wrapper}>
      <table className={gridClasses.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={gridClasses.thead}>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col" className={cn(gridClasses.th, column.alignEnd && 'text-right')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={gridClasses.tbody}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={gridClasses.tr}>
              {first ? (
                <th scope="row" className={cn(gridClasses.rowHeader, first.className)}>
                  {first.cell(row)}
                </th>
              ) : null}
              {rest.map((column) => (
                <td key={column.header} data-label={column.header} className={cn(gridClasses.td, column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
