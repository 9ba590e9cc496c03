import { queryOptions } from '@tanstack/react-query';

import type { VideoInfo } from '@/types/api';

import { api } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/videos/info?url= → title, high thumbnail and duration of a YouTube link. */
export function getVideoInfo(url: string, signal?: AbortSignal): Promise<VideoInfo> {
  return api.get<VideoInfo>('/videos/info', { query: { url }, signal });
}

/**
 * A link's information, looked up once per link (media and video forms fetch it with
 * `queryClient.fetchQuery` as the person types); a failure is not cached, so 'Try again' asks again.
 */
export const videoInfoQuery = (url: string) =>
  queryOptions({ queryKey: queryKeys.videoInfo(url), queryFn: ({ signal }) => getVideoInfo(url, signal), staleTime: Infinity, retry: false });
