import { gridClasses } from '@/components/data-table';
import type { User, UserLog } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import { formatMoment } from '../utils/format-moment';
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
  return (
    <div className={gridClasses.wrapper}>
      <table className={gridClasses.table}>
        <caption className="sr-only">{t.title}</caption>
        <thead className={gridClasses.thead}>
          <tr>
            <th scope="col" className={gridClasses.th}>{t.dateTime}</th>
            <th scope="col" className={gridClasses.th}>{t.user}</th>
            <th scope="col" className={gridClasses.th}>{t.action}</th>
            <th scope="col" className={gridClasses.th}>{t.note}</th>
            <th scope="col" className={gridClasses.th}>{t.location}</th>
          </tr>
        </thead>
        <tbody className={gridClasses.tbody}>
          {logs.map((log) => {
            const who = users.get(log.userId);
            return (
              <tr key={log.id} className={gridClasses.tr}>
                <th scope="row" className={gridClasses.rowHeader}>
                  <time dateTime={log.actionDateTime}>{formatMoment(log.actionDateTime, language)}</time>
                </th>
                <td data-label={t.user} className={gridClasses.td}>
                  {who ? who.name : log.userId}
                  {who ? <span className="block text-xs break-all text-slate-500">{who.email}</span> : null}
                </td>
                <td data-label={t.action} className={gridClasses.td}>{log.action}</td>
                <td data-label={t.note} className={gridClasses.td}>{log.note}</td>
                <td data-label={t.location} className={gridClasses.td}>
                  <div className="text-right sm:text-left">
                    <Location log={log} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
