import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { Playlist } from '../types';

/** GET /api/playlists/{id} ('Playlist not found' for a missing or another client's). */
export function getPlaylist(id: string, signal?: AbortSignal): Promise<Playlist> {
  return api.get<Playlist>(`/playlists/${encodeURIComponent(id)}`, { signal });
}

export function usePlaylist(id: string | undefined) {
  return useQuery(id ? `playlist:${id}` : null, (signal) => getPlaylist(id ?? '', signal));
}
