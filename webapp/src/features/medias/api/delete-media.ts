import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, markStale, removeFromList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';

export const MEDIA_DELETE_FAILED = 'Error deleting media';
/** Ours: spec §8 names no success message. */
export const MEDIA_DELETED = 'Media deleted successfully';

/** DELETE /api/medias/{id}: the record together with its stored file and thumbnail. */
export function deleteMedia(id: string): Promise<void> {
  return api.delete<void>(`/medias/${encodeURIComponent(id)}`);
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMedia(id),
    onSuccess: async (_answer, id) => {
      removeFromList(queryClient, queryKeys.medias.lists, id);
      await markStale(queryClient, queryKeys.medias.lists);
      await invalidate(queryClient, queryKeys.medias.actives, queryKeys.playlists.all, queryKeys.dashboard);
    },
  });
}
