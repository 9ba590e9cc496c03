import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Media } from '@/types/api';

export const MEDIA_LOAD_FAILED = 'Error loading media files';

/** GET /api/medias → the signed-in user's media, newest first. */
export function getMedias(signal?: AbortSignal): Promise<Media[]> {
  return api.get<Media[]>('/medias', { signal });
}

export const mediasQuery = () => queryOptions({ queryKey: queryKeys.medias.list, queryFn: ({ signal }) => getMedias(signal) });
