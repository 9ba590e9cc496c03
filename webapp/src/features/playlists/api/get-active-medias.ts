import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { PlaylistMedia } from '../types';

/** GET /api/medias?status=true → the user's active media, the only ones a playlist takes. */
export function getActiveMedias(signal?: AbortSignal): Promise<PlaylistMedia[]> {
  return api.get<PlaylistMedia[]>('/medias', { query: { status: true }, signal });
}

/** Under the medias key: media writes (in the media library) invalidate it. */
export const activeMediasQuery = () =>
  queryOptions({ queryKey: queryKeys.medias.active, queryFn: ({ signal }) => getActiveMedias(signal) });
