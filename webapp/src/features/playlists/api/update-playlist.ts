import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Playlist } from '@/types/api';


import type { PlaylistInput } from './create-playlist';
import { playlistSaved } from './set-playlist-status';

/** PUT /api/playlists/{id} → the Playlist with its new name, items and overlays. */
export function updatePlaylist(id: string, input: PlaylistInput): Promise<Playlist> {
  return api.put<Playlist>(`/playlists/${encodeURIComponent(id)}`, input);
}

export function useUpdatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PlaylistInput }) => updatePlaylist(id, input),
    onSuccess: (saved) => playlistSaved(queryClient, saved),
  });
}
