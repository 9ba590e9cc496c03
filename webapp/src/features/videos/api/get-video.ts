import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Video } from '@/types/api';

/** GET /api/videos/{id} (another client's video is 'Video not found.'). */
export function getVideo(id: string, signal?: AbortSignal): Promise<Video> {
  return api.get<Video>(`/videos/${encodeURIComponent(id)}`, { signal });
}

export const videoQuery = (id: string) => queryOptions({ queryKey: queryKeys.videos.detail(id), queryFn: ({ signal }) => getVideo(id, signal) });
