import { api } from '@/lib/api-client';

import type { Playlist } from '../types';

/** PUT /api/playlists/{id}/status → the Playlist with its new status. */
export function setPlaylistStatus(id: string, status: boolean): Promise<Playlist> {
  return api.put<Playlist>(`/playlists/${encodeURIComponent(id)}/status`, { status });
}
