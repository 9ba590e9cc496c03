import { api, isApiError } from '@/lib/api-client';
import type { PairingState, PairingTicket } from '@/types/api';

/** The pairing's state; 'expired' when the server no longer knows the code (ask for a new one). */
export type PairingPoll = PairingState | { status: 'expired' };

/** GET /api/player/pairings/{code} with the poll token. */
export async function getPairing(ticket: PairingTicket, signal?: AbortSignal): Promise<PairingPoll> {
  try {
    return await api.get<PairingState>(`/player/pairings/${encodeURIComponent(ticket.code)}`, {
      headers: { Authorization: `Bearer ${ticket.pollToken}` },
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: 'expired' };
    throw error;
  }
}
