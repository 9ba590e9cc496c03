import { useMessages } from '@/lib/i18n';
import type { SuspendReason } from '@/types/api';

import { messages } from '../messages';

/**
 * A suspended screen: a neutral full-screen slate with the client's logo (when it has one) and
 * one short sentence, translated by its reason; no playlist, nothing of the client's content.
 */
export function Slate({ logoUrl, reason }: { logoUrl?: string | null; reason: SuspendReason }) {
  const t = useMessages(messages);
  const sentence = reason === 'licenceEnded' ? t.slateLicenceEnded : t.slateDeactivated;
  return (
    <div role="status" aria-label={t.slate} className="@container flex h-full w-full flex-col items-center justify-center gap-6 bg-slate-900 p-6 text-center text-white">
      {logoUrl ? <img alt={t.logo} src={logoUrl} className="max-h-[35%] max-w-[50%] object-contain" /> : null}
      <p className="text-[3cqw] text-slate-200">{sentence}</p>
    </div>
  );
}
