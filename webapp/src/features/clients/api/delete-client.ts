import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, markStale, removeFromList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';

export interface DeleteClientResult {
  deletedPayments: number;
  totalAmount: number;
}

/** DELETE /api/clients/{id} (Admin): the client and all its payments. */
export function deleteClient(id: string): Promise<DeleteClientResult> {
  return api.delete<DeleteClientResult>(`/clients/${encodeURIComponent(id)}`);
}

/** The client goes, and its payments with it. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteClient(id),
    onSuccess: async (_result, id) => {
      removeFromList(queryClient, queryKeys.clients.lists, id);
      await markStale(queryClient, queryKeys.clients.all);
      await invalidate(queryClient, queryKeys.payments.all, queryKeys.dashboard);
    },
  });
}
