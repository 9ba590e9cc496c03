import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Payment } from '@/types/api';

/** GET /api/payments/{id} ('Payment not found.' when missing or not visible). */
export function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return api.get<Payment>(`/payments/${encodeURIComponent(id)}`, { signal });
}

export const paymentQuery = (id: string) => queryOptions({ queryKey: queryKeys.payments.detail(id), queryFn: ({ signal }) => getPayment(id, signal) });
