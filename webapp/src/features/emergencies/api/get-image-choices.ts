import { queryOptions } from '@tanstack/react-query';

import { getAllPages } from '@/lib/pages';
import type { Media } from '@/types/api';

export interface ImageChoice {
  id: string;
  name: string;
}

/** GET /api/medias?status=true, every page → the client's active images (what a message may show). */
export async function getImageChoices(signal?: AbortSignal): Promise<ImageChoice[]> {
  const medias = await getAllPages<Media>('/medias', { status: true }, signal);
  return medias.filter((media) => media.assetType === 'image').map(({ id, name }) => ({ id, name }));
}

/** Under the medias key: media writes (in the media library) invalidate it. */
export const imageChoicesQuery = () =>
  queryOptions({ queryKey: ['medias', 'active', 'images'] as const, queryFn: ({ signal }) => getImageChoices(signal) });
