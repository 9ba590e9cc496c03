import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Video } from '@/types/api';


/** PUT /api/videos/{id}/status → the Video with its new status. */
export function setVideoStatus(id: string, status: boolean): Promise<Video> {
  return api.put<Video>(`/videos/${encodeURIComponent(id)}/status`, { status });
}

export function useSetVideoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['videos', 'status'],
    mutationFn: ({ id, status }: { id: string; status: boolean }) => setVideoStatus(id, status),
    onSuccess: (saved) => videoSaved(queryClient, saved),
  });
}

/** The answer of a video write: its detail and its row in the list. */
export async function videoSaved(queryClient: ReturnType<typeof useQueryClient>, saved: Video) {
  queryClient.setQueryData(queryKeys.videos.detail(saved.id), saved);
  replaceInList(queryClient, queryKeys.videos.lists, saved);
  await markStale(queryClient, queryKeys.videos.lists);
  // A video is also a YouTube item of the media library (the server keeps them in step).
  await markStale(queryClient, queryKeys.medias.all);
}
