import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Payment } from '@/types/api';


/** PUT /api/payments/{id}/status (staff) → the Payment; the client's expiry is not touched. */
export function setPaymentStatus(id: string, status: boolean): Promise<Payment> {
  return api.put<Payment>(`/payments/${encodeURIComponent(id)}/status`, { status });
}

export function useSetPaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'status'],
    mutationFn: ({ id, status }: { id: string; status: boolean }) => setPaymentStatus(id, status),
    onSuccess: (saved) => paymentSaved(queryClient, saved),
  });
}

/** The answer of a payment write: its detail and its row in every payment list on screen. */
export async function paymentSaved(queryClient: ReturnType<typeof useQueryClient>, saved: Payment) {
  queryClient.setQueryData(queryKeys.payments.detail(saved.id), saved);
  replaceInList(queryClient, queryKeys.payments.lists, saved);
  await markStale(queryClient, queryKeys.payments.all);
}
