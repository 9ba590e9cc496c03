import { getPage, pagedQuery, type Page, type SortOrder } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Media } from '@/types/api';

export const MEDIA_LOAD_FAILED = 'Error loading media files';

/** GET /api/medias → one page of the signed-in user's media, newest first or by name (`sort`); `q` matches the name. */
export function getMedias(q: string, sort: SortOrder, cursor: string | null, signal?: AbortSignal): Promise<Page<Media>> {
  return getPage<Media>('/medias', { q, sort, cursor }, signal);
}

export const mediasQuery = (q = '', sort: SortOrder = 'newest') =>
  pagedQuery(queryKeys.medias.list(q, sort), (cursor, signal) => getMedias(q, sort, cursor, signal));
