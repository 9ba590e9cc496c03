import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Playlist } from '@/types/api';


/** PUT /api/playlists/{id}/status → the Playlist with its new status. */
export function setPlaylistStatus(id: string, status: boolean): Promise<Playlist> {
  return api.put<Playlist>(`/playlists/${encodeURIComponent(id)}/status`, { status });
}

export function useSetPlaylistStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['playlists', 'status'],
    mutationFn: ({ id, status }: { id: string; status: boolean }) => setPlaylistStatus(id, status),
    onSuccess: (saved) => playlistSaved(queryClient, saved),
  });
}

/** The answer of a playlist write: its detail and its card in the list; the dashboard counts change. */
export async function playlistSaved(queryClient: ReturnType<typeof useQueryClient>, saved: Playlist) {
  queryClient.setQueryData(queryKeys.playlists.detail(saved.id), saved);
  replaceInList(queryClient, queryKeys.playlists.lists, saved);
  await markStale(queryClient, queryKeys.playlists.lists);
  await invalidate(queryClient, queryKeys.dashboard);
}
