import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { Payment } from '../types';

/** GET /api/payments → newest first: a Client's own; staff all, or one client's with clientId. */
export function getPayments(clientId: string | null, signal?: AbortSignal): Promise<Payment[]> {
  return api.get<Payment[]>('/payments', { query: { clientId }, signal });
}

export function usePayments(clientId: string | null) {
  return useQuery(`payments:${clientId ?? '*'}`, (signal) => getPayments(clientId, signal));
}
