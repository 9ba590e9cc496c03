import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, markStale, removeFromList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/playlists/{id} */
export function deletePlaylist(id: string): Promise<void> {
  return api.delete<void>(`/playlists/${encodeURIComponent(id)}`);
}

export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePlaylist(id),
    onSuccess: async (_answer, id) => {
      removeFromList(queryClient, queryKeys.playlists.lists, id);
      await markStale(queryClient, queryKeys.playlists.lists);
      await invalidate(queryClient, queryKeys.dashboard);
    },
  });
}
