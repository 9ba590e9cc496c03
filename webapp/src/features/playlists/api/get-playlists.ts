import { getPage, pagedQuery, type Page } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Playlist } from '@/types/api';

/** GET /api/playlists → one page of the client's playlists; `q` matches the playlist name. */
export function getPlaylists(q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<Playlist>> {
  return getPage<Playlist>('/playlists', { q, cursor }, signal);
}

export const playlistsQuery = (q = '') => pagedQuery(queryKeys.playlists.list(q), (cursor, signal) => getPlaylists(q, cursor, signal));
