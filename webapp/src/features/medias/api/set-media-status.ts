import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Media } from '@/types/api';


export const STATUS_UPDATED = 'Status updated successfully';
/** Ours: spec §8 names no message for a failed media switch. */
export const MEDIA_STATUS_FAILED = 'Error updating media status';

/** PUT /api/medias/{id}/status → the media with its new status. */
export function setMediaStatus(id: string, status: boolean): Promise<Media> {
  return api.put<Media>(`/medias/${encodeURIComponent(id)}/status`, { status });
}

/** The list takes the answer; the active media (playlist builder) and the dashboard change too. */
export function useSetMediaStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['medias', 'status'],
    mutationFn: ({ id, status }: { id: string; status: boolean }) => setMediaStatus(id, status),
    onSuccess: async (saved) => {
      replaceInList(queryClient, queryKeys.medias.lists, saved);
      await markStale(queryClient, queryKeys.medias.lists);
      await invalidate(queryClient, queryKeys.medias.actives, queryKeys.dashboard);
    },
  });
}
