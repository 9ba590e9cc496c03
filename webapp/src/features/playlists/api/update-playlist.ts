import { api } from '@/lib/api-client';

import type { Playlist } from '../types';

import type { PlaylistInput } from './create-playlist';

/** PUT /api/playlists/{id} → the Playlist with its new name, items and overlays. */
export function updatePlaylist(id: string, input: PlaylistInput): Promise<Playlist> {
  return api.put<Playlist>(`/playlists/${encodeURIComponent(id)}`, input);
}
