import { Button } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/page';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';

import { useCancelEmergency } from '../api/cancel-emergency';
import type { EmergencyView } from '@/types/api';
import { messages } from '../messages';

/** When it ends, or ended (cancelled early, or at its end time). */
function EndLine({ item }: { item: EmergencyView }) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  if (item.cancelledAt) return <>{t.cancelledAt(formatDateTime(item.cancelledAt, language))}</>;
  const ends = formatDateTime(item.endsAt, language);
  return <>{item.active ? t.endsAtTime(ends) : t.endedAt(ends)}</>;
}

/** Where it went: a Client's group or all its screens; staff also see whose (or every client's). */
function targetOf(item: EmergencyView, staff: boolean, t: { allScreens: string; allClients: string }): string {
  if (!staff) return item.groupName ?? t.allScreens;
  if (!item.clientId) return t.allClients;
  return item.groupName ? `${item.clientName}: ${item.groupName}` : item.clientName;
}

function EmergencyCard({ item, staff, onCancel }: { item: EmergencyView; staff: boolean; onCancel: (item: EmergencyView) => void }) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  return (
    <li aria-label={item.text} className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded ring-1 ring-slate-300" style={{ backgroundColor: item.colour }} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{item.text}</p>
        <p className="text-sm break-words text-slate-600">
          <EndLine item={item} />
          {' · '}
          {t.sentBy(item.sentBy, formatDateTime(item.startsAt, language))}
          {` · ${t.to(targetOf(item, staff, t))}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className={item.active ? 'rounded bg-red-100 px-2 py-1 text-xs font-semibold text-red-800' : 'rounded bg-slate-100 px-2 py-1 text-xs text-slate-600'}>
          {item.active ? t.active : t.ended}
        </span>
        {item.active ? (
          <>
            <span role="status" className="text-sm font-medium text-slate-800">
              {t.showing(item.showing, item.screens)}
            </span>
            <Button variant="secondary" size="sm" aria-label={t.cancelNamed(item.text)} onClick={() => onCancel(item)}>
              {t.cancel}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Active and recent messages (7 days), newest first; Cancel ends one early, after a question. */
export function EmergencyList({ items, staff, labelledBy }: { items: readonly EmergencyView[]; staff: boolean; labelledBy?: string }) {
  const t = useMessages(messages);
  const cancel = useCancelEmergency();
  const cancelling = useConfirmedAction<EmergencyView>((item) => cancel.mutateAsync(item.id), t.cancelled, t.cancelFailed);

  if (items.length === 0) return <EmptyState>{t.empty}</EmptyState>;
  return (
    <>
      <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
        {items.map((item) => (
          <EmergencyCard key={item.id} item={item} staff={staff} onCancel={cancelling.ask} />
        ))}
      </ul>
      <ConfirmModal
        {...cancelling.modal}
        title={t.cancelTitle}
        description={cancelling.pending ? t.confirmCancel(cancelling.pending.text) : undefined}
        confirmLabel={t.endNow}
        cancelLabel={t.keep}
        danger
      />
    </>
  );
}
