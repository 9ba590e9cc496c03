import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';

/** The portal's name, shown by a screen with nothing to play and no logo. */
export const PORTAL_NAME = 'Signage Portal';

/** A screen with no playlist: the client's logo when known, else the portal's name. */
export function Standby({ logoUrl, caption }: { logoUrl?: string; caption?: string }) {
  const t = useMessages(messages);
  return (
    <div role="status" aria-label={t.standby} className="@container flex h-full w-full flex-col items-center justify-center gap-4 bg-black p-6 text-center text-white">
      {logoUrl ? (
        <img alt={t.logo} src={logoUrl} className="max-h-[40%] max-w-[60%] object-contain" />
      ) : (
        <p className="text-[5cqw] font-semibold">{PORTAL_NAME}</p>
      )}
      {caption ? <p className="text-[2cqw] text-slate-400">{caption}</p> : null}
    </div>
  );
}
