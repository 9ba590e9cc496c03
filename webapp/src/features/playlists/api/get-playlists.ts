import { getPage, pagedQuery, type Page, type SortOrder } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Playlist } from '@/types/api';

/** GET /api/playlists → one page of the client's playlists; in `sort` order; `q` matches the playlist name. */
export function getPlaylists(q: string, sort: SortOrder, cursor: string | null, signal?: AbortSignal): Promise<Page<Playlist>> {
  return getPage<Playlist>('/playlists', { q, sort, cursor }, signal);
}

export const playlistsQuery = (q = '', sort: SortOrder = 'newest') =>
  pagedQuery(queryKeys.playlists.list(q, sort), (cursor, signal) => getPlaylists(q, sort, cursor, signal));
