import { api } from '@/lib/api-client';

export const MEDIA_DELETE_FAILED = 'Error deleting media';
/** Ours: spec §8 names no success message. */
export const MEDIA_DELETED = 'Media deleted successfully';

/** DELETE /api/medias/{id}: the record together with its stored file and thumbnail. */
export function deleteMedia(id: string): Promise<void> {
  return api.delete<void>(`/medias/${encodeURIComponent(id)}`);
}
