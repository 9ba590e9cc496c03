import { usePairing } from './use-pairing';

/** Where a person adds the TV: the portal's address. */
export function portalAddress(): string {
  return `${window.location.origin}/client`;
}

/** The TV waiting to be added: its code, large, and where to type it. */
export function PairingScreen({ onPaired }: { onPaired: (deviceToken: string) => void }) {
  const ticket = usePairing(onPaired);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-950 p-6 text-center text-white">
      <h1 className="text-xl font-semibold sm:text-3xl">Pair this screen</h1>
      {ticket ? (
        <>
          <p className="text-base text-slate-300 sm:text-2xl">
            Sign in at <strong className="break-all text-white">{portalAddress()}</strong>, open Screens, choose Add Screen and enter this
            code:
          </p>
          <p aria-label="Pairing code" className="font-mono text-5xl font-bold tracking-[0.3em] sm:text-8xl">
            {ticket.code}
          </p>
          <p className="text-sm text-slate-400 sm:text-lg">A new code appears when this one expires.</p>
        </>
      ) : (
        <p role="status" className="text-base text-slate-300 sm:text-2xl">
          Getting a pairing code…
        </p>
      )}
    </main>
  );
}
