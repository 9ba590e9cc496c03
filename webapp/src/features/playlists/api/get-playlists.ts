import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Playlist } from '@/types/api';

/** GET /api/playlists → the client's playlists. */
export function getPlaylists(signal?: AbortSignal): Promise<Playlist[]> {
  return api.get<Playlist[]>('/playlists', { signal });
}

export const playlistsQuery = () => queryOptions({ queryKey: queryKeys.playlists.list, queryFn: ({ signal }) => getPlaylists(signal) });
