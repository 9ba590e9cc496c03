import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Video } from '@/types/api';


import type { VideoInput } from './add-video';
import { videoSaved } from './set-video-status';

/** PATCH /api/videos/{id} → the Video ('You are not authorized to edit this video.' for another client's). */
export function updateVideo(id: string, input: VideoInput): Promise<Video> {
  return api.patch<Video>(`/videos/${encodeURIComponent(id)}`, input);
}

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: VideoInput }) => updateVideo(id, input),
    onSuccess: (saved) => videoSaved(queryClient, saved),
  });
}
