import { getPage, pagedQuery, type Page } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Media } from '@/types/api';

export const MEDIA_LOAD_FAILED = 'Error loading media files';

/** GET /api/medias → one page of the signed-in user's media, newest first; `q` matches the name. */
export function getMedias(q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<Media>> {
  return getPage<Media>('/medias', { q, cursor }, signal);
}

export const mediasQuery = (q = '') => pagedQuery(queryKeys.medias.list(q), (cursor, signal) => getMedias(q, cursor, signal));
