import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Payment } from '@/types/api';

/** GET /api/payments → newest first: a Client's own; staff all, or one client's with clientId. */
export function getPayments(clientId: string | null, signal?: AbortSignal): Promise<Payment[]> {
  return api.get<Payment[]>('/payments', { query: { clientId }, signal });
}

export const paymentsQuery = (clientId: string | null) =>
  queryOptions({ queryKey: queryKeys.payments.list(clientId), queryFn: ({ signal }) => getPayments(clientId, signal) });
