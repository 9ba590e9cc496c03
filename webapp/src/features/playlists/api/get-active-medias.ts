import { queryOptions } from '@tanstack/react-query';

import { getAllPages, getPage, pagedQuery, type Page } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';

import type { PlaylistMedia } from '../types';

/** GET /api/medias?status=true → one page of the user's active media, the only ones a playlist takes. */
export function getActiveMedias(q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<PlaylistMedia>> {
  return getPage<PlaylistMedia>('/medias', { status: true, q, cursor }, signal);
}

/** Under the medias key: media writes (in the media library) invalidate it. */
export const activeMediasQuery = (q = '') =>
  pagedQuery(queryKeys.medias.active(q), (cursor, signal) => getActiveMedias(q, cursor, signal));

/** Every active media item (all pages): what an edited playlist still holds, with its details. */
export function getEveryActiveMedia(signal?: AbortSignal): Promise<PlaylistMedia[]> {
  return getAllPages<PlaylistMedia>('/medias', { status: true }, signal);
}

export const everyActiveMediaQuery = () =>
  queryOptions({ queryKey: queryKeys.medias.everyActive, queryFn: ({ signal }) => getEveryActiveMedia(signal) });
