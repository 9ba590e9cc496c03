import { buildUrl } from '@/lib/api-client';

import type { OutboxPlay } from '../utils/play-outbox';
import { playerNow } from '../utils/play-clock';

/** What the server said to a batch: `status` 0 when it could not be reached. */
export interface SentPlays {
  status: number;
  /** The answer's `Date` header and when the request went and the answer came (the box's clock). */
  serverDate: string | null;
  sentAt: number;
  receivedAt: number;
}

export type SendPlays = (deviceToken: string, plays: OutboxPlay[], dropped: number, signal?: AbortSignal) => Promise<SentPlays>;

/** POST /api/player/plays with the device token; network failures answer status 0. */
export const sendPlays: SendPlays = async (deviceToken, plays, dropped, signal) => {
  const sentAt = playerNow();
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${deviceToken}` };
  const body = JSON.stringify({ plays: plays.map((play) => ({ ...play })), dropped });
  try {
    const response = await fetch(buildUrl('/player/plays'), { method: 'POST', headers, body, signal, cache: 'no-store' });
    return { status: response.status, serverDate: response.headers.get('Date'), sentAt, receivedAt: playerNow() };
  } catch {
    return { status: 0, serverDate: null, sentAt, receivedAt: playerNow() };
  }
};
