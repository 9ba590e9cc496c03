import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { Video } from '../types';

/** GET /api/videos/{id} (another client's video is 'Video not found.'). */
export function getVideo(id: string, signal?: AbortSignal): Promise<Video> {
  return api.get<Video>(`/videos/${encodeURIComponent(id)}`, { signal });
}

export function useVideo(id: string | undefined) {
  return useQuery(id ? `video:${id}` : null, (signal) => getVideo(id ?? '', signal));
}
