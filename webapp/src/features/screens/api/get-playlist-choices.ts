import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Playlist } from '@/types/api';

export interface PlaylistChoice {
  id: string;
  playlistName: string;
}

/** GET /api/playlists → id and name of each of the client's playlists (a list or a page). */
export async function getPlaylistChoices(signal?: AbortSignal): Promise<PlaylistChoice[]> {
  const answer = await api.get<Playlist[] | { items: Playlist[] }>('/playlists', { signal });
  const playlists = Array.isArray(answer) ? answer : answer.items;
  return playlists.map(({ id, playlistName }) => ({ id, playlistName }));
}

/** Under the playlists key: playlist writes invalidate it. */
export const playlistChoicesQuery = () =>
  queryOptions({ queryKey: queryKeys.playlists.choices, queryFn: ({ signal }) => getPlaylistChoices(signal) });
