import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Playlist } from '@/types/api';

/** GET /api/playlists/{id}: the playlist to preview. */
export function getPlaylist(id: string, signal?: AbortSignal): Promise<Playlist> {
  return api.get<Playlist>(`/playlists/${encodeURIComponent(id)}`, { signal });
}

export const playlistQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.playlists.detail(id), queryFn: ({ signal }) => getPlaylist(id, signal) });
