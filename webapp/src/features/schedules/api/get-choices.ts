import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { getAllPages } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Playlist, Screen, ScreenGroupPage } from '@/types/api';

/** Something a select offers: its id and name. */
export interface Choice {
  id: string;
  name: string;
}

/** GET /api/screens → the Client's screens (the week view's "Screen" choice). */
export async function getScreenChoices(signal?: AbortSignal): Promise<Choice[]> {
  const screens = await getAllPages<Screen>('/screens', {}, signal);
  return screens.map(({ id, name }) => ({ id, name }));
}

/** GET /api/screen-groups → the Client's groups (an entry may apply to one). */
export async function getGroupChoices(signal?: AbortSignal): Promise<Choice[]> {
  const page = await api.get<ScreenGroupPage>('/screen-groups', { signal });
  return page.items.map(({ id, name }) => ({ id, name }));
}

/** GET /api/playlists, every page → what an entry may play. */
export async function getPlaylistChoices(signal?: AbortSignal): Promise<Choice[]> {
  const playlists = await getAllPages<Playlist>('/playlists', {}, signal);
  return playlists.map(({ id, playlistName }) => ({ id, name: playlistName }));
}

export const screenChoicesQuery = () =>
  queryOptions({ queryKey: [...queryKeys.screens.list(null), 'schedule-choices'] as const, queryFn: ({ signal }) => getScreenChoices(signal) });

export const groupChoicesQuery = () =>
  queryOptions({ queryKey: [...queryKeys.screenGroups.list, 'schedule-choices'] as const, queryFn: ({ signal }) => getGroupChoices(signal) });

export const playlistChoicesQuery = () =>
  queryOptions({ queryKey: [...queryKeys.playlists.all, 'schedule-choices'] as const, queryFn: ({ signal }) => getPlaylistChoices(signal) });
