import { api } from '@/lib/api-client';

import type { Video } from '../types';

/** PUT /api/videos/{id}/status → the Video with its new status. */
export function setVideoStatus(id: string, status: boolean): Promise<Video> {
  return api.put<Video>(`/videos/${encodeURIComponent(id)}/status`, { status });
}
