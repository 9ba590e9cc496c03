import { api } from '@/lib/api-client';

import type { VideoInfo } from '../types';

/** GET /api/videos/info?url= → title, high thumbnail and duration of a YouTube link. */
export function getVideoInfo(url: string, signal?: AbortSignal): Promise<VideoInfo> {
  return api.get<VideoInfo>('/videos/info', { query: { url }, signal });
}
