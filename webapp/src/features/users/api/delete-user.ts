import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, markStale, removeFromList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/users/{id} (Admin) → 204 */
export function deleteUser(id: string): Promise<void> {
  return api.delete<void>(`/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(id),
    onSuccess: async (_answer, id) => {
      removeFromList(queryClient, queryKeys.users.lists, id);
      await markStale(queryClient, queryKeys.users.all);
      await invalidate(queryClient, queryKeys.dashboard);
    },
  });
}
