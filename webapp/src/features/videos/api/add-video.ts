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
  const duration = durationError(toText(values.duration));
  if (duration) errors.duration = duration;
  const thumbnail = toText(values.videoThumbnailUrl);
  if (!errors.videoThumbnailUrl && !isWebAddress(thumbnail)) errors.videoThumbnailUrl = WEB_ADDRESS_INVALID;
  return errors;
}

/** Seconds typed as a number or as m:ss (as the library shows lengths); null for anything else. */
export function secondsOf(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d+):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return /^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value) ? Number(value) : null;
}

/** A typed duration (blank: the server's video information decides) must be more than 0. */
function durationError(text: string): string | undefined {
  if (!text.trim()) return undefined;
  const seconds = secondsOf(text);
  if (seconds === null) return VIDEO_MESSAGES.durationNotNumber;
  return seconds > 0 ? undefined : VIDEO_MESSAGES.durationRequired;
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
  /** Seconds or m:ss; typed when the server has no video information (blank: left as it is). */
  duration: string;
  /** The signed-in user's client (not typed). */
  clientId: string;
}

export interface VideoInput {
  videoUrl: string;
  videoTitle: string;
  videoThumbnailUrl: string;
  duration?: string;
}

export const videoFormSchema = z
  .object({ videoUrl: z.string(), videoTitle: z.string(), videoThumbnailUrl: z.string(), duration: z.string(), clientId: z.string() })
  .superRefine((values, ctx) => addIssues(ctx, videoErrors(values)))
  .transform(
    (values): VideoInput => ({
      videoUrl: values.videoUrl.trim(),
      videoTitle: values.videoTitle.trim(),
      videoThumbnailUrl: values.videoThumbnailUrl.trim(),
      ...(values.duration.trim() ? { duration: values.duration.trim() } : {}),
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
