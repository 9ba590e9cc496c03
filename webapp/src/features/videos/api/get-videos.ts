import { getPage, pagedQuery, type Page } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Video } from '@/types/api';

/** GET /api/videos → one page of the client's videos; `q` matches the title. */
export function getVideos(q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<Video>> {
  return getPage<Video>('/videos', { q, cursor }, signal);
}

export const videosQuery = (q = '') => pagedQuery(queryKeys.videos.list(q), (cursor, signal) => getVideos(q, cursor, signal));
