import { lazy, Suspense } from 'react';

import { useMessages } from '@/lib/i18n';

import { usePairing } from './use-pairing';

import { messages } from '../messages';
import { addScreenAddress, groupedCode } from '../utils/pairing-code';

const PairingQr = lazy(() => import('./pairing-qr'));

/** Where a person adds the TV: the portal's address. */
export function portalAddress(): string {
  return `${window.location.origin}/client`;
}

/** The TV waiting to be added: its code, large, and where to type it. */
export function PairingScreen({ onPaired }: { onPaired: (deviceToken: string) => void }) {
  const ticket = usePairing(onPaired);
  const t = useMessages(messages);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-950 p-6 text-center text-white">
      <h1 className="text-xl font-semibold sm:text-3xl">{t.pairTitle}</h1>
      {ticket ? (
        <>
          <p className="text-base text-slate-300 sm:text-2xl">
            {t.signInAt}
            <strong className="break-all text-white">{portalAddress()}</strong>
            {t.thenAdd}
          </p>
          <p aria-label={t.pairingCode} className="font-mono text-5xl font-bold tracking-[0.2em] sm:text-8xl">
            {groupedCode(ticket.code)}
          </p>
          <Suspense fallback={null}>
            <PairingQr address={addScreenAddress(window.location.origin, ticket.code)} label={t.qrLabel} />
          </Suspense>
          <p className="text-sm text-slate-400 sm:text-lg">{t.qrHint}</p>
          <p className="text-sm text-slate-400 sm:text-lg">{t.newCode}</p>
        </>
      ) : (
        <p role="status" className="text-base text-slate-300 sm:text-2xl">
          {t.gettingCode}
        </p>
      )}
    </main>
  );
}
