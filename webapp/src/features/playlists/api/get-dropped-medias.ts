import { queryOptions } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';
import { joinWithAnd } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import type { Media } from '@/types/api';

/** What became of a playlist item that is not an active media any more. */
export type DroppedMedia = { id: string; name: string } | { id: string; name: null };

/** GET /api/medias/{id} for each dropped item: its name while it exists (switched off), else null (deleted). */
async function dropped(id: string, signal?: AbortSignal): Promise<DroppedMedia> {
  try {
    const media = await api.get<Media>(`/medias/${encodeURIComponent(id)}`, { signal });
    return { id, name: media.name };
  } catch (error) {
    if (isApiError(error, 'not_found')) return { id, name: null };
    throw error;
  }
}

export const droppedMediasQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.medias.dropped(ids),
    queryFn: ({ signal }) => Promise.all(ids.map((id) => dropped(id, signal))),
    enabled: ids.length > 0,
  });

/** How the editor's note names what it drops, in one language. */
export interface DroppedWords {
  switchedOff: (name: string) => string;
  deletedItems: (count: number) => string;
}

/** '“Oven tour” (switched off) and 1 deleted item' for the editor's note. */
export function describeDropped(items: readonly DroppedMedia[], words: DroppedWords, language: Language): string {
  const named = items.flatMap((item) => (item.name === null ? [] : [words.switchedOff(item.name)]));
  const deleted = items.length - named.length;
  const parts = [...named, ...(deleted > 0 ? [words.deletedItems(deleted)] : [])];
  return joinWithAnd(parts, language);
}
