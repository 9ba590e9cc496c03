import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Payment } from '@/types/api';


import type { PaymentInput } from './record-payment';
import { paymentSaved } from './set-payment-status';

/** PATCH /api/payments/{id} (staff) → the Payment; a new package shifts the expiry. */
export function updatePayment(id: string, input: PaymentInput): Promise<Payment> {
  return api.patch<Payment>(`/payments/${encodeURIComponent(id)}`, input);
}

/** A new package shifts the client's expiry: its licence and record change too. */
export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PaymentInput }) => updatePayment(id, input),
    onSuccess: async (saved) => {
      await paymentSaved(queryClient, saved);
      await invalidate(queryClient, queryKeys.licence, queryKeys.clients.all);
    },
  });
}
