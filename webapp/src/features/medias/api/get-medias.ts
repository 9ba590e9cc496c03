import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { Media } from '../types';

export const MEDIA_LOAD_FAILED = 'Error loading media files';

/** GET /api/medias → the signed-in user's media, newest first. */
export function getMedias(signal?: AbortSignal): Promise<Media[]> {
  return api.get<Media[]>('/medias', { signal });
}

export function useMedias() {
  return useQuery('medias', getMedias);
}
