import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { joinWithAnd } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';

/** A playlist that holds a media item. */
export interface PlaylistRef {
  id: string;
  playlistName: string;
}

/** GET /api/medias/{id}/playlists → the client's playlists that hold the item. */
export function getMediaPlaylists(id: string, signal?: AbortSignal): Promise<PlaylistRef[]> {
  return api.get<PlaylistRef[]>(`/medias/${encodeURIComponent(id)}/playlists`, { signal });
}

export const mediaPlaylistsQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.medias.usage(id), queryFn: ({ signal }) => getMediaPlaylists(id, signal), staleTime: 0 });

/** 'the playlist “A”' or 'the playlists “A” and “B”' (several joined with commas). */
export function namedPlaylists(playlists: readonly PlaylistRef[]): string {
  const names = playlists.map((playlist) => `“${playlist.playlistName}”`);
  return `${names.length > 1 ? 'the playlists' : 'the playlist'} ${joinWithAnd(names)}`;
}
