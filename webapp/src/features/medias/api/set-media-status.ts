import { api } from '@/lib/api-client';

import type { Media } from '../types';

export const STATUS_UPDATED = 'Status updated successfully';
/** Ours: spec §8 names no message for a failed media switch. */
export const MEDIA_STATUS_FAILED = 'Error updating media status';

/** PUT /api/medias/{id}/status → the media with its new status. */
export function setMediaStatus(id: string, status: boolean): Promise<Media> {
  return api.put<Media>(`/medias/${encodeURIComponent(id)}/status`, { status });
}
