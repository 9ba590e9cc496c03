import { DataTable } from '@/components/data-table';
import { useMessages } from '@/lib/i18n';

import type { PlaysReport, PlayTotal } from '../api/get-plays';
import { messages } from '../messages';

function Totals({ caption, header, rows }: { caption: string; header: string; rows: readonly PlayTotal[] }) {
  const t = useMessages(messages);
  return (
    <section aria-label={caption} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-slate-900">{caption}</h2>
      <DataTable
        caption={caption}
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { header, cell: (row) => row.name || `${row.key} ${t.deleted}` },
          { header: t.plays, cell: (row) => row.plays, className: 'tabular-nums' },
        ]}
      />
    </section>
  );
}

/** The report: its total, then the plays per media, per screen and per day, and any dropped. */
export function PlaysTables({ report }: { report: PlaysReport }) {
  const t = useMessages(messages);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg font-semibold text-slate-900" role="status">
        {t.total(report.total)}
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <Totals caption={t.byMedia} header={t.media} rows={report.byMedia} />
        <Totals caption={t.byScreen} header={t.screen} rows={report.byScreen} />
        <Totals caption={t.byDay} header={t.day} rows={report.byDay} />
      </div>
      {report.dropped.length > 0 ? <Totals caption={t.dropped} header={t.screen} rows={report.dropped} /> : null}
    </div>
  );
}
