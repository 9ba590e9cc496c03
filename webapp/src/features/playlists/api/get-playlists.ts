import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { Playlist } from '../types';

/** GET /api/playlists → the client's playlists. */
export function getPlaylists(signal?: AbortSignal): Promise<Playlist[]> {
  return api.get<Playlist[]>('/playlists', { signal });
}

export function usePlaylists() {
  return useQuery('playlists', getPlaylists);
}
