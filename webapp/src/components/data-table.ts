/**
 * Classes for a data grid that is a real <table> on tablets and desktops and stacks each row
 * into a card on phones (375 px): give every <td> a `data-label` with its column name.
 */
export const gridClasses = {
  wrapper: 'rounded-lg bg-white shadow-sm ring-1 ring-slate-200 sm:overflow-x-auto',
  table: 'block w-full text-sm sm:table sm:min-w-full sm:divide-y sm:divide-slate-200',
  thead: 'hidden bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase sm:table-header-group',
  th: 'px-3 py-3',
  tbody: 'block divide-y divide-slate-100 sm:table-row-group',
  tr: 'block px-4 py-3 sm:table-row sm:p-0',
  rowHeader: 'block pb-1 text-left font-medium text-slate-900 sm:table-cell sm:px-3 sm:py-2 sm:whitespace-nowrap',
  td: 'flex items-center justify-between gap-3 py-1 before:text-xs before:font-semibold before:text-slate-500 before:uppercase before:content-[attr(data-label)] sm:table-cell sm:px-3 sm:py-2 sm:before:content-none',
} as const;
