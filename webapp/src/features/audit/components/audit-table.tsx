import { DataTable } from '@/components/data-table';
import { EmailText } from '@/components/email-text';
import type { User, UserLog } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';
import { useSpecMessage } from '@/lib/spec-messages';

import { formatMoment } from '@/lib/format';
import { noteText } from '../utils/note-text';
import { messages } from '../messages';

interface AuditTableProps {
  logs: UserLog[];
  /** The users by id, to name who acted (an unknown id is shown as is). */
  users: ReadonlyMap<string, User>;
}

function Location({ log }: { log: UserLog }) {
  const status = log.locationStatus ?? '—';
  if (!log.location) return <>{log.locationError ? `${status} (${log.locationError})` : status}</>;
  const { latitude, longitude } = log.location;
  return (
    <>
      {status}
      <span className="block text-xs text-slate-500">
        {latitude.toFixed(4)}, {longitude.toFixed(4)}
      </span>
    </>
  );
}

/** The audit grid: Date/time, User, Action, Note, Location (newest first, as the server sends). */
export function AuditTable({ logs, users }: AuditTableProps) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  // Login notes are spec messages; staff-action notes are rewritten by their shape.
  const translate = useSpecMessage();
  return (
    <DataTable
      caption={t.title}
      rows={logs}
      rowKey={(log) => log.id}
      columns={[
        { header: t.dateTime, cell: (log) => <time dateTime={log.actionDateTime}>{formatMoment(log.actionDateTime, language)}</time> },
        {
          header: t.user,
          cell: (log) => {
            const who = users.get(log.userId);
            return (
              <>
                {who ? who.name : log.userId}
                {who ? <EmailText email={who.email} className="block text-xs text-slate-500" /> : null}
              </>
            );
          },
        },
        { header: t.action, cell: (log) => log.action },
        { header: t.note, cell: (log) => translate(noteText(log.note, language)) },
        {
          header: t.location,
          cell: (log) => (
            <div className="text-right sm:text-left">
              <Location log={log} />
            </div>
          ),
        },
      ]}
    />
  );
}
