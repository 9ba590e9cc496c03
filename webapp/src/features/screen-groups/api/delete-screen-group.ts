import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/screen-groups/{id} → 204: the group goes, its screens stay. */
export function deleteScreenGroup(id: string): Promise<void> {
  return api.delete<void>(`/screen-groups/${encodeURIComponent(id)}`);
}

export function useDeleteScreenGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScreenGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.screenGroups.all }),
  });
}
