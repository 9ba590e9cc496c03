import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Video } from '@/types/api';

/** GET /api/videos → the client's videos. */
export function getVideos(signal?: AbortSignal): Promise<Video[]> {
  return api.get<Video[]>('/videos', { signal });
}

export const videosQuery = () => queryOptions({ queryKey: queryKeys.videos.list, queryFn: ({ signal }) => getVideos(signal) });
