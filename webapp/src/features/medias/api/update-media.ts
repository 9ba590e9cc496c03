import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { invalidate, markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Media } from '@/types/api';

import { mediaErrors, toNumber } from './media-checks';

/** Ours: spec §8 names no texts for editing a media item. */
export const MEDIA_UPDATED = 'Media updated successfully';
export const MEDIA_UPDATE_FAILED = 'The media could not be updated.';

export interface MediaEditValues {
  name: string;
  description: string;
  duration: string;
}

export interface MediaChange {
  name: string;
  description: string;
  /** Left out when the field is empty: the stored duration stays. */
  duration?: number;
}

/** The edit form: the media rules in edit mode (no file), then what to send. */
export const mediaEditSchema = z
  .object({ name: z.string(), description: z.string(), duration: z.string() })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(mediaErrors({ ...values, mode: 'edit' }))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((values): MediaChange => {
    const seconds = toNumber(values.duration);
    return { name: values.name.trim(), description: values.description.trim(), ...(seconds === null ? {} : { duration: seconds }) };
  });

/** PATCH /api/medias/{id} → the media with its new name, description and duration. */
export function updateMedia(id: string, change: MediaChange): Promise<Media> {
  return api.patch<Media>(`/medias/${encodeURIComponent(id)}`, change);
}

/** The list takes the answer; playlists (totals), the builder and the dashboard change too. */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MediaChange }) => updateMedia(id, change),
    onSuccess: async (saved) => {
      replaceInList(queryClient, queryKeys.medias.lists, saved);
      await markStale(queryClient, queryKeys.medias.lists);
      await invalidate(queryClient, queryKeys.medias.actives, queryKeys.playlists.all);
    },
  });
}
