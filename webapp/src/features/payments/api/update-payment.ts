import { api } from '@/lib/api-client';

import type { Payment } from '../types';

import type { PaymentInput } from './record-payment';

/** PATCH /api/payments/{id} (staff) → the Payment; a new package shifts the expiry. */
export function updatePayment(id: string, input: PaymentInput): Promise<Payment> {
  return api.patch<Payment>(`/payments/${encodeURIComponent(id)}`, input);
}
