import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { Video } from '../types';

/** GET /api/videos → the client's videos. */
export function getVideos(signal?: AbortSignal): Promise<Video[]> {
  return api.get<Video[]>('/videos', { signal });
}

export function useVideos() {
  return useQuery('videos', getVideos);
}
