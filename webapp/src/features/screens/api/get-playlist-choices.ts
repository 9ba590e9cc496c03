import { queryOptions } from '@tanstack/react-query';

import { getAllPages } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Playlist } from '@/types/api';

export interface PlaylistChoice {
  id: string;
  playlistName: string;
}

/** GET /api/playlists, every page → id and name of each of the client's playlists. */
export async function getPlaylistChoices(signal?: AbortSignal): Promise<PlaylistChoice[]> {
  const playlists = await getAllPages<Playlist>('/playlists', {}, signal);
  return playlists.map(({ id, playlistName }) => ({ id, playlistName }));
}

/** Under the playlists key: playlist writes invalidate it. */
export const playlistChoicesQuery = () =>
  queryOptions({ queryKey: queryKeys.playlists.choices, queryFn: ({ signal }) => getPlaylistChoices(signal) });
