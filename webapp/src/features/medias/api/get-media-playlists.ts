import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { joinWithAnd } from '@/lib/format';
import type { Language } from '@/lib/i18n';
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

/** How a sentence names one playlist and several ('the playlist', 'the playlists'). */
export interface PlaylistWords {
  thePlaylist: string;
  thePlaylists: string;
}

/** 'the playlist “A”' or 'the playlists “A” and “B”' (several joined with commas), in `language`. */
export function namedPlaylists(playlists: readonly PlaylistRef[], words: PlaylistWords, language: Language = 'en'): string {
  const names = playlists.map((playlist) => `“${playlist.playlistName}”`);
  return `${names.length > 1 ? words.thePlaylists : words.thePlaylist} ${joinWithAnd(names, language)}`;
}
