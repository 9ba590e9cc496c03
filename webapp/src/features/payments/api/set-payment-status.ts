import { api } from '@/lib/api-client';

import type { Payment } from '../types';

/** PUT /api/payments/{id}/status (staff) → the Payment; the client's expiry is not touched. */
export function setPaymentStatus(id: string, status: boolean): Promise<Payment> {
  return api.put<Payment>(`/payments/${encodeURIComponent(id)}/status`, { status });
}
