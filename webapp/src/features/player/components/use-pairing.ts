import { useEffect, useState } from 'react';

import type { PairingTicket } from '@/types/api';

import { createPairing } from '../api/create-pairing';
import { getPairing } from '../api/get-pairing';
import { nextPollDelay, PAIRING_POLL_MS } from '../utils/polling';

import { runLoop } from './run-loop';

/**
 * One step of pairing: ask for a code, then poll it every few seconds; an expired code is
 * replaced by a new one; failures back off. Returns the delay before the next step, or null
 * once paired.
 */
export function pairingStep(onTicket: (ticket: PairingTicket) => void, onPaired: (deviceToken: string) => void) {
  let ticket: PairingTicket | null = null;
  let failures = 0;
  return async (signal: AbortSignal): Promise<number | null> => {
    try {
      if (!ticket) {
        ticket = await createPairing(signal);
        onTicket(ticket);
      } else {
        const answer = await getPairing(ticket, signal);
        if (answer.status === 'paired') {
          onPaired(answer.deviceToken);
          return null;
        }
        if (answer.status === 'expired') ticket = null;
      }
      failures = 0;
      return ticket ? PAIRING_POLL_MS : 0;
    } catch {
      if (signal.aborted) return null;
      failures += 1;
      return nextPollDelay(failures, PAIRING_POLL_MS);
    }
  };
}

/** The code on screen while the TV waits to be added to a client's screens. */
export function usePairing(onPaired: (deviceToken: string) => void): PairingTicket | null {
  const [ticket, setTicket] = useState<PairingTicket | null>(null);
  useEffect(() => runLoop(pairingStep(setTicket, onPaired)), [onPaired]);
  return ticket;
}
