import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { Payment } from '../types';

/** GET /api/payments/{id} ('Payment not found.' when missing or not visible). */
export function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return api.get<Payment>(`/payments/${encodeURIComponent(id)}`, { signal });
}

export function usePayment(id: string | undefined) {
  return useQuery(id ? `payment:${id}` : null, (signal) => getPayment(id ?? '', signal));
}
