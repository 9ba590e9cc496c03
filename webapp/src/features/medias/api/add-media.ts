import { useMutation, useQueryClient } from '@tanstack/react-query';

import { uploadFile } from '@/lib/api-client';
import { invalidate, markStale, prependToList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Media } from '@/types/api';

import { videoThumbnails } from '../utils/video-thumbnail';

import type { NewMedia } from './media-form';
import { stageOfProgress, type UploadState } from './upload-stages';

export interface AddMediaOptions {
  onProgress?: (state: UploadState) => void;
  signal?: AbortSignal;
}

/**
 * Adds a media item: POST /api/medias as multipart (name, description, assetType, duration,
 * youtubeUrl, file, thumbnail) with XMLHttpRequest, so upload progress is real. A video's
 * thumbnail is made in the browser first; if that fails the video is sent without one. A video
 * without a duration takes the file's own length.
 */
export async function addMedia(media: NewMedia, options: AddMediaOptions = {}): Promise<Media> {
  const report = options.onProgress ?? (() => undefined);
  report({ stage: 'preparing', percent: 0 });
  let thumbnail: Blob | null = null;
  let duration = media.duration;
  if (media.assetType === 'video' && media.file) {
    report({ stage: 'generating-thumbnail', percent: 0 });
    try {
      const frame = await videoThumbnails.generate(media.file);
      thumbnail = frame.thumbnail;
      if (duration === null && frame.duration > 0) duration = Math.ceil(frame.duration);
    } catch (error) {
      console.warn('The video thumbnail could not be generated; uploading without one.', error);
    }
  }
  if (options.signal?.aborted) throw new DOMException('Upload aborted', 'AbortError');

  const form = new FormData();
  form.append('name', media.name);
  form.append('description', media.description);
  form.append('assetType', media.assetType);
  form.append('duration', duration === null ? '' : String(duration));
  form.append('youtubeUrl', media.youtubeUrl);
  const file = media.assetType === 'youtube' ? null : media.file;
  if (file) form.append('file', file, file.name);
  if (thumbnail) form.append('thumbnail', thumbnail, 'thumbnail.jpg');

  const fileBytes = file?.size ?? 0;
  const thumbnailBytes = thumbnail?.size ?? 0;
  report({ stage: file ? 'uploading' : 'saving', percent: 0 });
  const saved = await uploadFile<Media>('/medias', form, {
    signal: options.signal,
    onProgress: (progress) => report({ stage: stageOfProgress(progress, fileBytes, thumbnailBytes), percent: progress.percent }),
  });
  report({ stage: 'complete', percent: 100 });
  return saved;
}

/** A new item is listed at once (newest first); the active media and the dashboard change too. */
export function useAddMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ media, options }: { media: NewMedia; options?: AddMediaOptions }) => addMedia(media, options),
    onSuccess: async (saved) => {
      prependToList(queryClient, queryKeys.medias.list(), saved);
      await markStale(queryClient, queryKeys.medias.lists);
      await invalidate(queryClient, queryKeys.medias.actives, queryKeys.dashboard);
    },
  });
}
