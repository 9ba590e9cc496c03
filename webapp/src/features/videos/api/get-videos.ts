import { getPage, pagedQuery, type Page, type SortOrder } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Video } from '@/types/api';

/** GET /api/videos → one page of the client's videos; in `sort` order; `q` matches the title. */
export function getVideos(q: string, sort: SortOrder, cursor: string | null, signal?: AbortSignal): Promise<Page<Video>> {
  return getPage<Video>('/videos', { q, sort, cursor }, signal);
}

export const videosQuery = (q = '', sort: SortOrder = 'newest') =>
  pagedQuery(queryKeys.videos.list(q, sort), (cursor, signal) => getVideos(q, sort, cursor, signal));
