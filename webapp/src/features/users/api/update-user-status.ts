import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { User } from '@/types/api';

/** PUT /api/users/{id}/status (Admin) {status} → User */
export function updateUserStatus(id: string, status: boolean): Promise<User> {
  return api.put<User>(`/users/${encodeURIComponent(id)}/status`, { status });
}

/** The switch shows the new status at once; on failure the list is put back. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'status'],
    mutationFn: ({ user, status }: { user: User; status: boolean }) => updateUserStatus(user.id, status),
    onMutate: ({ user, status }) => replaceInList(queryClient, queryKeys.users.lists, { ...user, status }),
    onError: (_error, { user }) => replaceInList(queryClient, queryKeys.users.lists, user),
    onSuccess: async (saved) => {
      replaceInList(queryClient, queryKeys.users.lists, saved);
      queryClient.setQueryData(queryKeys.users.detail(saved.id), saved);
      await markStale(queryClient, queryKeys.users.all);
      await invalidate(queryClient, queryKeys.dashboard);
    },
  });
}
