import { api } from '@/lib/api-client';

import type { Video } from '../types';

import type { VideoInput } from './add-video';

/** PATCH /api/videos/{id} → the Video ('You are not authorized to edit this video.' for another client's). */
export function updateVideo(id: string, input: VideoInput): Promise<Video> {
  return api.patch<Video>(`/videos/${encodeURIComponent(id)}`, input);
}
