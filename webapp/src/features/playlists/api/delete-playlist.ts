import { api } from '@/lib/api-client';

/** DELETE /api/playlists/{id} */
export function deletePlaylist(id: string): Promise<void> {
  return api.delete<void>(`/playlists/${encodeURIComponent(id)}`);
}
