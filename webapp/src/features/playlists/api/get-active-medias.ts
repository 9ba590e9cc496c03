import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { PlaylistMedia } from '../types';

/** GET /api/medias?status=true → the user's active media, the only ones a playlist takes. */
export function getActiveMedias(signal?: AbortSignal): Promise<PlaylistMedia[]> {
  return api.get<PlaylistMedia[]>('/medias', { query: { status: true }, signal });
}

export function useActiveMedias() {
  return useQuery('medias:active', getActiveMedias);
}
