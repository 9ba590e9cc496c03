import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { toText } from '@/lib/checks';

import { isWebAddress, WEB_ADDRESS_INVALID } from '@/lib/web-address';
import { extractYoutubeId } from '@/lib/youtube';
import type { Video } from '@/types/api';

import { VIDEO_MESSAGES } from './messages';

/**
 * Spec §5 video form, as `signage_core.validate_video`: a URL with an 11-character YouTube
 * id, then title, thumbnail and client present; the thumbnail a web address.
 */
export function videoErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (extractYoutubeId(toText(values.videoUrl)) === null) errors.videoUrl = VIDEO_MESSAGES.invalidUrl;
  for (const key of ['videoTitle', 'videoThumbnailUrl', 'clientId'] as const) {
    if (!toText(values[key])) errors[key] = VIDEO_MESSAGES.incomplete;
  }
  const thumbnail = toText(values.videoThumbnailUrl);
  if (!errors.videoThumbnailUrl && !isWebAddress(thumbnail)) errors.videoThumbnailUrl = WEB_ADDRESS_INVALID;
  return errors;
}

function addIssues(ctx: z.RefinementCtx, errors: Record<string, string>) {
  for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** The video form as the shared cases send it. */
export const videoSchema = z.looseObject({}).superRefine((values, ctx) => addIssues(ctx, videoErrors(values)));

export const sharedCaseSchemas = { video: videoSchema };

export interface VideoFormValues {
  videoUrl: string;
  videoTitle: string;
  videoThumbnailUrl: string;
  /** The signed-in user's client (not typed). */
  clientId: string;
}

export interface VideoInput {
  videoUrl: string;
  videoTitle: string;
  videoThumbnailUrl: string;
}

export const videoFormSchema = z
  .object({ videoUrl: z.string(), videoTitle: z.string(), videoThumbnailUrl: z.string(), clientId: z.string() })
  .superRefine((values, ctx) => addIssues(ctx, videoErrors(values)))
  .transform(
    (values): VideoInput => ({
      videoUrl: values.videoUrl.trim(),
      videoTitle: values.videoTitle.trim(),
      videoThumbnailUrl: values.videoThumbnailUrl.trim(),
    }),
  );

/** POST /api/videos → the new Video of the signed-in user's client. */
export function addVideo(input: VideoInput): Promise<Video> {
  return api.post<Video>('/videos', input);
}

export function useAddVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addVideo, onSuccess: () => invalidate(queryClient, queryKeys.videos.all, queryKeys.medias.all, queryKeys.dashboard) });
}
