import { api } from '@/lib/api-client';
import type { PairingTicket } from '@/types/api';

/** POST /api/player/pairings (no session) → a code to show on the TV, and the token to poll it. */
export function createPairing(signal?: AbortSignal): Promise<PairingTicket> {
  return api.post<PairingTicket>('/player/pairings', undefined, { signal });
}
